import { decodeProtectedHeader, jwtVerify, SignJWT, UnsecuredJWT } from 'jose';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FailureRateLimiter } from '../../server/auth/rate-limit';
import { createTokenService } from '../../server/auth/tokens';
import { LOGIN_FAILED } from '../../server/services/login';
import { currentUserSchema, loginResponseSchema, tokenClaimsSchema } from '../../src/contract/auth';
import { errorBodySchema } from '../../src/contract/common';
import { startTestServer, TEST_SECRET, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function message(response: Response) {
  return v.parse(errorBodySchema, await response.json()).message;
}

function decodeClaims(token: string) {
  const payload = token.split('.')[1] ?? '';
  return v.parse(tokenClaimsSchema, JSON.parse(Buffer.from(payload, 'base64url').toString()));
}

describe('POST /api/login', () => {
  it('signs the demo owner in with a JWT carrying the current-user claims and an expiry', async () => {
    const response = await server.login('demo', 'demo');
    expect(response.status).toBe(200);
    const { token } = v.parse(loginResponseSchema, await response.json());
    const claims = decodeClaims(token);
    expect(claims).toMatchObject({
      username: 'demo',
      is_owner: true,
      roles: ['owner', 'admin'],
      not_allowed: [],
    });
    expect(claims.exp - claims.iat).toBe(3600);
    expect(JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString())).toMatchObject({
      alg: 'HS256',
    });
  });

  it('refuses a wrong password and an unknown user with the same 401 message', async () => {
    const wrong = await server.login('demo', 'not-the-password', '10.0.0.1');
    expect(wrong.status).toBe(401);
    expect(await message(wrong)).toBe('User with same email not found');
    const unknown = await server.login('nobody', 'demo', '10.0.0.1');
    expect(unknown.status).toBe(401);
    expect(await message(unknown)).toBe('User with same email not found');
  });

  it('refuses a non-owner denied access_to_xreport with 403, even with the right password', async () => {
    const response = await server.login('blocked', 'blocked');
    expect(response.status).toBe(403);
    expect(await message(response)).toBe('You are not allowed to access this page at this time.');
  });

  it('answers 400 naming the field for a missing password and for a body that is not JSON', async () => {
    const missing = await server.app.request('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo' }),
    });
    expect(missing.status).toBe(400);
    expect(await message(missing)).toContain("'password'");
    const notJson = await server.app.request('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{username',
    });
    expect(notJson.status).toBe(400);
    expect(await message(notJson)).toContain('JSON');
  });

  it('answers 429 after 10 failures in a minute for one username and address, and only for that pair', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await server.login('staff', `wrong-${i}`, '10.9.9.9')).status).toBe(401);
    }
    const limited = await server.login('staff', 'staff', '10.9.9.9');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await message(limited)).toMatch(/Too many failed sign-in attempts/);
    expect((await server.login('staff', 'staff', '10.9.9.10')).status).toBe(200);
  });
});

describe('an account guessed at from many addresses', () => {
  let locked: TestServer;
  let now = Date.UTC(2026, 10, 24, 12);
  beforeAll(async () => {
    locked = await startTestServer({
      demoOrders: 50,
      deps: { accountLimiter: new FailureRateLimiter(10, 15 * 60_000, () => now) },
    });
  });
  afterAll(() => locked.close());

  it('is locked after 10 failures from any addresses, the right password included, until they age out', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await locked.login('staff', `wrong-${i}`, `10.0.0.${i + 1}`)).status).toBe(401);
    }
    const refused = await locked.login('staff', 'staff', '192.0.2.1');
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect(await message(refused)).toMatch(/for this account/);
    // Another account is not affected.
    expect((await locked.login('demo', 'demo', '10.0.0.1')).status).toBe(200);
    // Time-based: once the failures are older than the window, the owner signs in again.
    now += 15 * 60_000 + 1000;
    expect((await locked.login('staff', 'staff', '192.0.2.1')).status).toBe(200);
  });

  it('locks a username that does not exist alike, without telling it apart', async () => {
    for (let i = 0; i < 10; i++) {
      const response = await locked.login('nobody-here', `guess-${i}`, `10.1.0.${i + 1}`);
      expect(response.status).toBe(401);
      expect(await message(response)).toBe(LOGIN_FAILED);
    }
    expect((await locked.login('nobody-here', 'guess', '192.0.2.2')).status).toBe(429);
  });
});

describe('bearer tokens', () => {
  const storePath = '/api/settings/v0/stores/1/outlets';

  it('answers 401 without a token', async () => {
    const response = await server.app.request(storePath);
    expect(response.status).toBe(401);
    expect(await message(response)).toMatch(/Need auth/);
  });

  it('answers 401 for a malformed token', async () => {
    const response = await server.get(storePath, 'not.a.jwt');
    expect(response.status).toBe(401);
    expect(await message(response)).toBe('Invalid token');
  });

  it('answers 401 for a tampered token (claims changed, signature kept)', async () => {
    const token = await server.tokenFor('staff');
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, id: 1, is_owner: true })).toString('base64url');
    const response = await server.get(storePath, `${header}.${forged}.${signature}`);
    expect(response.status).toBe(401);
  });

  it('signs an HS256 JWT that jose verifies with the secret, for the lifetime the server grants', async () => {
    const user = v.parse(currentUserSchema, decodeClaims(await server.tokenFor('demo')));
    const tokens = createTokenService(TEST_SECRET, 600);
    const token = await tokens.sign(user, 3);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const { payload } = await jwtVerify(token, TEST_SECRET, { algorithms: ['HS256'] });
    expect(payload).toMatchObject({ ...user, sub: String(user.id), ver: 3 });
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(600);
    expect(Math.abs((payload.iat ?? 0) - Date.now() / 1000)).toBeLessThan(5);
    expect(payload.jti).toMatch(/^[\w-]{22}$/);
    expect((await tokens.verify(token)).user).toEqual(user);
    // A changed character anywhere makes it someone else's token: refused.
    const at = token.length - 2;
    const forged = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
    expect(forged).not.toBe(token);
    await expect(jwtVerify(forged, TEST_SECRET)).rejects.toThrow();
  });

  it('answers 401 for an unsigned alg:none token', async () => {
    const claims = decodeClaims(await server.tokenFor('demo'));
    const unsigned = new UnsecuredJWT({ ...claims }).setSubject('1').setExpirationTime('1h').encode();
    const response = await server.get(storePath, unsigned);
    expect(response.status).toBe(401);
  });

  it('answers 401 for a token signed with another secret', async () => {
    const claims = decodeClaims(await server.tokenFor('demo'));
    const user = v.parse(currentUserSchema, claims);
    const other = createTokenService(new TextEncoder().encode('another-secret-another-secret-another'), 60);
    const response = await server.get(storePath, await other.sign(user));
    expect(response.status).toBe(401);
  });

  it('answers 401 with an expiry message for an expired token', async () => {
    const user = v.parse(currentUserSchema, decodeClaims(await server.tokenFor('demo')));
    const expired = await new SignJWT({ ...user })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(TEST_SECRET);
    const response = await server.get(storePath, expired);
    expect(response.status).toBe(401);
    expect(await message(response)).toMatch(/expired/i);
  });

  it('answers 401 for a well-signed token whose lifetime is longer than the server grants, and 200 within it', async () => {
    const claims = decodeClaims(await server.tokenFor('demo'));
    const user = v.parse(currentUserSchema, claims);
    const now = Math.floor(Date.now() / 1000);
    const signed = (lifetime: number) =>
      new SignJWT({ ...user, ver: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(user.id))
        .setJti('a-token-id-of-sixteen+')
        .setIssuedAt(now)
        .setExpirationTime(now + lifetime)
        .sign(TEST_SECRET);
    const forever = await server.get(storePath, await signed(Date.UTC(3000, 0, 1) / 1000 - now));
    expect(forever.status).toBe(401);
    expect(await message(forever)).toMatch(/lifetime/i);
    const granted = claims.exp - claims.iat;
    expect((await server.get(storePath, await signed(granted))).status).toBe(200);
    expect((await server.get(storePath, await signed(granted + 1))).status).toBe(401);
  });

  it('answers 403 for a store the user may not see and 404 for a store that does not exist', async () => {
    const staff = await server.tokenFor('staff');
    expect((await server.get('/api/settings/v0/stores/2/outlets', staff)).status).toBe(200);
    for (const path of [
      '/api/settings/v0/stores/1/outlets',
      '/api/settings/v1/stores/1/users',
      '/api/catalog/v0/stores/1/catalogs',
      '/api/general/v0/stores/1/config',
      '/api/settings/v0/currency-rates?storeIds=2,1',
      '/api/settings/v0/stores?customerId=1',
      '/api/general/v0/users/1/stores',
    ]) {
      const response = await server.get(path, staff);
      expect(response.status, path).toBe(403);
      expect(await message(response)).toMatch(/access|own stores/);
    }
    expect((await server.get('/api/settings/v0/stores/999/outlets')).status).toBe(404);
  });
});

describe('unknown paths and bad input', () => {
  it('answers JSON 404 for an unknown API path, signed in or not', async () => {
    const response = await server.get('/api/settings/v0/nothing-here');
    expect(response.status).toBe(404);
    expect(await message(response)).toMatch(/Not found/);
    expect((await server.app.request('/api/nothing')).status).toBe(404);
  });

  it('answers 400 for a store id that is not a number', async () => {
    const response = await server.get('/api/settings/v0/stores/abc/outlets');
    expect(response.status).toBe(400);
    expect(await message(response)).toContain("'storeId'");
  });

  it('answers 400 naming a query parameter given twice, on reports and on settings', async () => {
    const token = await server.tokenFor('demo');
    for (const path of [
      '/api/reports/v0/stores/1/global-report?storeIds=2&storeIds=1',
      '/api/reports/v0/stores/1/global-report?storeIds=1&storeIds=2',
      '/api/settings/v0/stores/1/tax-configs?page=1&page=2',
    ]) {
      const response = await server.get(path, token);
      expect(response.status, path).toBe(400);
      expect(await message(response)).toMatch(/'(storeIds|page)' is given 2 times/);
    }
    expect((await server.get('/api/settings/v0/stores/1/tax-configs?page=1', token)).status).toBe(200);
  });

  it('keeps /api/health open and cheap', async () => {
    const response = await server.app.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});
