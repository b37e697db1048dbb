import type { Database } from '../db/database';

/**
 * Tokens signed out before their expiry, by `jti`. The list is kept in the database (so a restart
 * keeps it) and mirrored in memory (so checking a request costs no query); an entry is dropped once
 * its token has expired anyway.
 */
export class RevocationList {
  private loaded: Promise<Map<string, number>> | undefined;

  constructor(
    private readonly db: Database,
    private readonly nowSeconds: () => number = () => Math.floor(Date.now() / 1000),
  ) {}

  private entries(): Promise<Map<string, number>> {
    if (!this.loaded) {
      this.loaded = (async () => {
        await this.dropExpired();
        const rows = await this.db.all<{ jti: string; exp: number }>('SELECT jti, exp FROM revoked_tokens');
        return new Map(rows.map((row) => [row.jti, row.exp]));
      })();
      // A failed load (database not ready) is retried by the next request.
      this.loaded.catch(() => {
        this.loaded = undefined;
      });
    }
    return this.loaded;
  }

  private dropExpired(): Promise<void> {
    return this.db.run('DELETE FROM revoked_tokens WHERE exp < CAST($1 AS BIGINT)', [this.nowSeconds()]);
  }

  async isRevoked(jti: string): Promise<boolean> {
    return (await this.entries()).has(jti);
  }

  async revoke(jti: string, exp: number): Promise<void> {
    const entries = await this.entries();
    const now = this.nowSeconds();
    const before = entries.size;
    for (const [key, expiry] of entries) if (expiry < now) entries.delete(key);
    if (entries.size < before) await this.dropExpired();
    if (exp < now || entries.has(jti)) return;
    await this.db.run(
      'INSERT INTO revoked_tokens (jti, exp) VALUES (CAST($1 AS VARCHAR), CAST($2 AS BIGINT)) ON CONFLICT DO NOTHING',
      [jti, exp],
    );
    entries.set(jti, exp);
  }

  /** Revoked tokens not yet expired. */
  async size(): Promise<number> {
    return (await this.entries()).size;
  }
}
