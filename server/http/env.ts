import type { CurrentUser } from '../../src/contract/auth';
import type { PasswordHasher } from '../auth/password';
import type { PasswordTiming } from '../auth/passwordTiming';
import type { FailureRateLimiter } from '../auth/rate-limit';
import type { RevocationList } from '../auth/revocations';
import type { TokenService, VerifiedToken } from '../auth/tokens';
import type { Database } from '../db/database';
import type { Gate } from './gate';
import type { SecurityOptions } from './security';

export interface AppDeps {
  db: Database;
  tokens: TokenService;
  /** Failed sign-ins per (username, address). */
  loginLimiter: FailureRateLimiter;
  /** Failed sign-ins per address across usernames (default: 50 in 15 minutes). */
  addressLimiter?: FailureRateLimiter;
  /** Failed sign-ins per username from any addresses; past it the account is locked a while (default: 10 in 15 minutes). */
  accountLimiter?: FailureRateLimiter;
  /** How long a password check takes, for unknown usernames to wait as long (default: measured at start). */
  passwordTiming?: PasswordTiming;
  /** Where passwords are hashed and checked (default: Node's thread pool; the server gives a `PasswordThread`). */
  passwords?: PasswordHasher;
  /** Signed-out tokens (default: kept in `db`). */
  revocations?: RevocationList;
  /** Report requests in flight and queued (default: 2 running, 8 waiting at most 1 s). */
  reportGate?: Gate;
  /** Exports (`isExport=true`) in flight and queued (default: 1 running, 32 waiting at most 30 s). */
  exportGate?: Gate;
  /** Settings, catalog and general reads in flight and queued (default: 4 running, 16 waiting at most 1 s). */
  readGate?: Gate;
  /** Password checks in flight and queued, which cost CPU (default: 1 running, 4 waiting at most 1 s). */
  signInGate?: Gate;
  security?: SecurityOptions;
  /** Whether daily e-mail digests are sent (an SMTP server is configured); the app says so when not. */
  digestMail?: boolean;
  /** The app's public address (`APP_URL`) for the links it makes; without it, the request's origin. */
  appUrl?: string | undefined;
  /** Requests one share link may make in a window (default: `SHARED_LINK_REQUESTS` of app.ts). */
  shareTokenLimiter?: FailureRateLimiter;
  /** Requests to share links one address may make in a window (default: `SHARED_ADDRESS_REQUESTS`). */
  shareAddressLimiter?: FailureRateLimiter;
  /** The server's clock in milliseconds (share links' expiry, moving dates); injectable for tests. */
  now?: () => number;
  /** The caller's network address, for rate limiting; injectable so in-process tests can set it. */
  clientAddress: (request: Request, env: unknown) => string;
  staticDir?: string | undefined;
  log?: (line: string) => void;
}

/** AppDeps with every default filled in. */
export type ResolvedDeps = AppDeps &
  Required<
    Pick<
      AppDeps,
      | 'addressLimiter'
      | 'accountLimiter'
      | 'passwordTiming'
      | 'passwords'
      | 'revocations'
      | 'reportGate'
      | 'exportGate'
      | 'readGate'
      | 'signInGate'
      | 'shareTokenLimiter'
      | 'shareAddressLimiter'
      | 'now'
      | 'security'
      | 'log'
    >
  >;

export interface AppEnv {
  Variables: { user: CurrentUser; token: VerifiedToken; storeId: number };
}
