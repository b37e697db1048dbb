import { describe, expect, it } from 'vitest';
import { parseLoginSearch, resolveRedirect } from './redirectTarget';

const ORIGIN = 'https://reports.example.com';
const kept = (redirect: unknown) => parseLoginSearch({ redirect }, ORIGIN).redirect;

describe('sign-in return target', () => {
  it('keeps a path of the app with its search', () => {
    expect(parseLoginSearch({ redirect: '/seller?page=2&mode=WEEK' }, ORIGIN)).toEqual({
      redirect: '/seller?page=2&mode=WEEK',
    });
  });

  it('drops other origins, protocol-relative links, the sign-in page and non-text', () => {
    for (const redirect of [
      'https://evil.example/',
      '//evil.example/x',
      '/login?redirect=/x',
      42,
      'seller',
    ]) {
      expect(parseLoginSearch({ redirect }, ORIGIN)).toEqual({});
    }
  });

  it('refuses backslashes and control characters, which URL parsers turn into another origin', () => {
    for (const redirect of [
      '/\\evil.example',
      '/\\/evil.example',
      '\\\\evil.example',
      // `/%09/evil.example` and `/%0A/evil.example` in the address bar: a tab or line break once decoded.
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r/evil.example',
      '/\u0000/evil.example',
      '/\u007f/evil.example',
      '/seller\u0085',
      '//evil.example',
      '///evil.example',
      'https://evil.example',
      'https://evil.example/seller',
      `${ORIGIN}.evil.example/seller`,
      ' //evil.example',
      'javascript:alert(1)',
      '/a/../login',
      '/login/x',
      `/${'a'.repeat(2001)}`,
    ]) {
      expect(kept(redirect), JSON.stringify(redirect)).toBeUndefined();
    }
  });

  it('gives the normalised path, search and hash it resolves to', () => {
    expect(kept('/total-revenue?createdAtMin=2026-01-01&mode=WEEK#chart')).toBe(
      '/total-revenue?createdAtMin=2026-01-01&mode=WEEK#chart',
    );
    // Dot segments are resolved, spaces and non-ASCII percent-encoded, as the browser would.
    expect(kept('/a/../seller/./x?q=a b#h é')).toBe('/seller/x?q=a%20b#h%20%C3%A9');
    expect(kept('/outlet/%2e%2e/seller')).toBe('/seller');
    // Percent-encoded text stays text of this origin's path: it is not decoded into a tab.
    expect(kept('/%09/evil.example')).toBe('/%09/evil.example');
    expect(resolveRedirect('/seller', 'not an origin')).toBeUndefined();
  });
});
