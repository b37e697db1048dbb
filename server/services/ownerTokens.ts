import type { TokenService } from '../auth/tokens';
import type { StoredUser } from '../auth/users';

/** A token is made again once it has less than this left. */
const RENEW_BEFORE_SECONDS = 60;
/** Owners whose tokens are kept (the oldest made is dropped past it). */
const KEPT_OWNERS = 1_000;

/**
 * Sign-in tokens a shared link reads its report with, as its owner, through the app's own routes in
 * process (so the owner's store access, gates and caches apply). They never leave the server. One is
 * kept per owner and token version until shortly before it expires: a token made per request would
 * cost a signature check each and crowd the token service's memo of verified tokens.
 */
export class OwnerTokens {
  private readonly kept = new Map<string, { token: string; exp: number }>();

  constructor(
    private readonly tokens: TokenService,
    private readonly nowSeconds: () => number = () => Date.now() / 1000,
  ) {}

  async of(owner: StoredUser): Promise<string> {
    const key = `${owner.user.id}:${owner.tokenVersion}`;
    const hit = this.kept.get(key);
    if (hit && hit.exp - this.nowSeconds() > RENEW_BEFORE_SECONDS) return hit.token;
    const token = await this.tokens.sign(owner.user, owner.tokenVersion);
    const { exp } = await this.tokens.verify(token);
    this.kept.delete(key);
    if (this.kept.size >= KEPT_OWNERS) this.kept.delete(this.kept.keys().next().value as string);
    this.kept.set(key, { token, exp });
    return token;
  }
}
