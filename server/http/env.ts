import type { CurrentUser } from '../../src/contract/auth';
import type { FailureRateLimiter } from '../auth/rate-limit';
import type { TokenService } from '../auth/tokens';
import type { Database } from '../db/database';

export interface AppDeps {
  db: Database;
  tokens: TokenService;
  loginLimiter: FailureRateLimiter;
  /** The caller's network address, for rate limiting; injectable so in-process tests can set it. */
  clientAddress: (request: Request, env: unknown) => string;
  staticDir?: string | undefined;
  log?: (line: string) => void;
}

export interface AppEnv {
  Variables: { user: CurrentUser; storeId: number };
}
