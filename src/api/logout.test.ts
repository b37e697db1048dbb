import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionStore } from '../session/sessionStore';
import { signOut } from '../session/signOut';
import { logoutUrl, revokeToken } from './logout';

const user = {
  id: 1,
  country: 'US',
  username: 'demo',
  email: 'demo@example.com',
  roles: ['owner'],
  is_owner: true,
  not_allowed: [],
};

function tokenExpiringIn(seconds: number): string {
  const now = Math.floor(Date.now() / 1000);
  const claims = { ...user, sub: '1', iat: now, exp: now + seconds, jti: 'abcdefghijklmnop', ver: 0 };
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'HS256' })}.${part(claims)}.signature`;
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('revokeToken', () => {
  it('posts the bearer token to the sign-out call beside sign-in', () => {
    const fetch = vi.fn(() => Promise.resolve(new Response('{}')));
    revokeToken('the-token', { fetch });
    expect(logoutUrl).toBe('/api/logout');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/logout');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ Authorization: 'Bearer the-token' });
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('swallows a failure: offline, refused or timed out', async () => {
    const offline = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(() => revokeToken('t', { fetch: offline })).not.toThrow();
    const throwing = vi.fn(() => {
      throw new Error('no fetch');
    });
    expect(() => revokeToken('t', { fetch: throwing })).not.toThrow();
    await Promise.resolve();
  });
});

describe('signOut', () => {
  it('clears everything at once without waiting for the server, which is told in the background', () => {
    const fetch = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetch);
    const session = new SessionStore(window.localStorage);
    const token = tokenExpiringIn(3600);
    session.signIn(token, user);
    const queryClient = new QueryClient();
    queryClient.setQueryData(['x'], 1);
    signOut({ queryClient, session });
    expect(session.getSnapshot().token).toBeNull();
    expect(queryClient.getQueryData(['x'])).toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].headers).toEqual({
      Authorization: `Bearer ${token}`,
    });
  });

  it('does not call the server for an expired session', () => {
    const fetch = vi.fn(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', fetch);
    const session = new SessionStore(window.localStorage);
    session.signIn(tokenExpiringIn(-60), user);
    signOut({ queryClient: new QueryClient(), session });
    expect(fetch).not.toHaveBeenCalled();
    expect(session.getSnapshot().token).toBeNull();
  });
});
