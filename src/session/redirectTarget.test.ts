import { describe, expect, it } from 'vitest';
import { parseLoginSearch } from './redirectTarget';

describe('sign-in return target', () => {
  it('keeps a path of the app with its search', () => {
    expect(parseLoginSearch({ redirect: '/seller?page=2&mode=WEEK' })).toEqual({
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
      expect(parseLoginSearch({ redirect })).toEqual({});
    }
  });
});
