/** Tokens are rechecked against the user on every request and can be revoked before they expire. */

import { scryptSync } from 'node:crypto';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app';
import { hashPassword, isCurrentHash, type PasswordHash } from '../../server/auth/password';
import { FailureRateLimiter } from '../../server/auth/rate-limit';
import { changePassword } from '../../server/auth/users';
import { tokenClaimsSchema } from '../../src/contract/auth';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ demoOrders: 200 });
});
afterAll(() => server.close());
afterEach(() => {
  vi.useRealTimers();
});

const OUTLETS = '/api/settings/v0/stores/1/outlets';
let nextUserId = 100;

/** A fresh owner of store 1, so each test can block, delete or sign out its own user. */
async function newUser(password = 'secret-pass', stored?: PasswordHash) {
  const id = nextUserId++;
  const username = `user${id}`;
  const { salt, hash } = stored ?? (await hashPassword(password));
  await server.db.run(
    `INSERT INTO users (id, username, email, country, roles, is_owner, not_allowed, password_salt, password_hash)
     VALUES ($1, $2, $3, 'US', 'owner', true, '', $4, $5)`,
    [id, username, `${username}@example.com`, salt, hash],
  );
  await server.db.run('INSERT INTO user_stores (user_id, store_id) VALUES ($1, 1)', [id]);
  return { id, username, password };
}

async function signIn(username: string, password: string): Promise<string> {
  const response = await server.login(username, password, `address-${username}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

function logout(token: string, query = '') {
  return server.app.request(`/api/logout${query}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
}

async function status(path: string, token: string) {
  return (await server.get(path, token)).status;
}

async function messageOf(response: Response) {
  return ((await response.json()) as { message: string }).message;
}

/** Past the few seconds a user's row is memoised for. */
function afterMemo() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + 5_001);
}

describe('token claims', () => {
  it('keep the claims the app reads, plus an id and the user token version', async () => {
    const token = await signIn('demo', 'demo');
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    expect(v.safeParse(tokenClaimsSchema, claims).success).toBe(true);
    expect(claims).toMatchObject({ jti: expect.stringMatching(/^[\w-]{16,}$/), ver: 0 });
    expect(claims.jti).not.toBe(
      JSON.parse(Buffer.from((await signIn('demo', 'demo')).split('.')[1] ?? '', 'base64url').toString()).jti,
    );
  });
});

describe('each request rechecks the user', () => {
  it('refuses a user blocked in the database within a few seconds, and their sign-in', async () => {
    const user = await newUser();
    const token = await signIn(user.username, user.password);
    expect(await status(OUTLETS, token)).toBe(200);
    await server.db.run('UPDATE users SET blocked = true WHERE id = $1', [user.id]);
    afterMemo();
    const refused = await server.get(OUTLETS, token);
    expect(refused.status).toBe(401);
    expect(await messageOf(refused)).toMatch(/no longer use/);
    expect((await server.login(user.username, user.password, 'elsewhere')).status).toBe(403);
  });

  it('refuses a non-owner denied the reports since signing in', async () => {
    const token = await signIn('staff', 'staff');
    expect(await status('/api/settings/v0/stores/2/outlets', token)).toBe(200);
    await server.db.run("UPDATE users SET not_allowed = 'access_to_xreport' WHERE username = 'staff'");
    afterMemo();
    expect(await status('/api/settings/v0/stores/2/outlets', token)).toBe(401);
    await server.db.run("UPDATE users SET not_allowed = '' WHERE username = 'staff'");
  });

  it('refuses a user deleted from the database', async () => {
    const user = await newUser();
    const token = await signIn(user.username, user.password);
    expect(await status(OUTLETS, token)).toBe(200);
    await server.db.run('DELETE FROM users WHERE id = $1', [user.id]);
    afterMemo();
    const refused = await server.get(OUTLETS, token);
    expect(refused.status).toBe(401);
    expect(await messageOf(refused)).toMatch(/no longer exists/);
  });

  it('refuses a correctly signed token for a user id that does not exist', async () => {
    const token = await server.tokens.sign({
      id: 987_654,
      username: 'ghost',
      email: 'ghost@example.com',
      country: 'US',
      roles: ['owner'],
      is_owner: true,
      not_allowed: [],
    });
    expect(await status(OUTLETS, token)).toBe(401);
  });

  it('takes roles from the database, not from the token', async () => {
    const user = await newUser();
    const token = await signIn(user.username, user.password);
    // No longer an owner and not given store 2: the token's is_owner claim does not matter.
    await server.db.run('UPDATE users SET is_owner = false WHERE id = $1', [user.id]);
    afterMemo();
    expect(await status('/api/settings/v0/stores/2/outlets', token)).toBe(403);
  });
});

describe('POST /api/logout', () => {
  it('revokes the token presented, and only that one, with no-store', async () => {
    const user = await newUser();
    const first = await signIn(user.username, user.password);
    const second = await signIn(user.username, user.password);
    const response = await logout(first);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const refused = await server.get(OUTLETS, first);
    expect(refused.status).toBe(401);
    expect(await messageOf(refused)).toMatch(/revoked/);
    expect(await status(OUTLETS, second)).toBe(200);
    // Signing out twice is harmless.
    expect((await logout(first)).status).toBe(200);
  });

  it('keeps the revocation across a restart (it is kept in the database)', async () => {
    const user = await newUser();
    const token = await signIn(user.username, user.password);
    expect((await logout(token)).status).toBe(200);
    const restarted = createApp({
      db: server.db,
      tokens: server.tokens,
      loginLimiter: new FailureRateLimiter(10, 60_000),
      clientAddress: () => 'test',
      log: () => {},
    });
    const response = await restarted.request(OUTLETS, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(401);
    const rows = await server.db.all('SELECT jti FROM revoked_tokens');
    expect(rows.length).toBeGreaterThan(0);
  });

  it('signs out everywhere with everywhere=true: every older token of the user stops working', async () => {
    const user = await newUser();
    const phone = await signIn(user.username, user.password);
    const laptop = await signIn(user.username, user.password);
    expect((await logout(phone, '?everywhere=true')).status).toBe(200);
    expect(await status(OUTLETS, laptop)).toBe(401);
    expect(await status(OUTLETS, phone)).toBe(401);
    const fresh = await signIn(user.username, user.password);
    expect(await status(OUTLETS, fresh)).toBe(200);
    expect(JSON.parse(Buffer.from(fresh.split('.')[1] ?? '', 'base64url').toString()).ver).toBe(1);
  });

  it('needs a valid token', async () => {
    expect((await server.app.request('/api/logout', { method: 'POST' })).status).toBe(401);
    expect((await logout('not.a.token')).status).toBe(401);
  });
});

describe('password change', () => {
  it('invalidates every token signed with the old password', async () => {
    const user = await newUser('old-password');
    const token = await signIn(user.username, 'old-password');
    await changePassword(server.db, user.id, 'new-password');
    expect(await status(OUTLETS, token)).toBe(401);
    expect((await server.login(user.username, 'old-password', 'pw')).status).toBe(401);
    expect(await status(OUTLETS, await signIn(user.username, 'new-password'))).toBe(200);
  });
});

describe('passwords stored before Argon2id', () => {
  /** A password as it was stored before: a scrypt key at Node's defaults, salt and key in base64. */
  function scryptHash(password: string): PasswordHash {
    const salt = Buffer.from('legacy-salt-0001');
    return { salt: salt.toString('base64'), hash: scryptSync(password, salt, 64).toString('base64') };
  }

  async function storedHash(userId: number): Promise<PasswordHash> {
    const [row] = await server.db.all<{ password_salt: string; password_hash: string }>(
      'SELECT password_salt, password_hash FROM users WHERE id = CAST($1 AS INTEGER)',
      [userId],
    );
    return { salt: row?.password_salt ?? '', hash: row?.password_hash ?? '' };
  }

  it('still sign in, and the right password replaces the scrypt key with an Argon2id hash', async () => {
    const legacy = scryptHash('kept-password');
    const user = await newUser('kept-password', legacy);
    expect((await server.login(user.username, 'not-it', 'legacy')).status).toBe(401);
    expect(await storedHash(user.id)).toEqual(legacy);

    const before = await signIn(user.username, 'kept-password');
    const upgraded = await storedHash(user.id);
    expect(upgraded.hash).toMatch(/^\$argon2id\$/);
    expect(isCurrentHash(upgraded)).toBe(true);
    // The same password: the session signed in before the change goes on.
    expect(await status(OUTLETS, before)).toBe(200);
    expect(await status(OUTLETS, await signIn(user.username, 'kept-password'))).toBe(200);
    expect((await server.login(user.username, 'not-it', 'legacy')).status).toBe(401);
    expect(await storedHash(user.id)).toEqual(upgraded);
  });
});
