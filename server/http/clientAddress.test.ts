import { describe, expect, it } from 'vitest';
import { clientAddressFrom, trustedProxies } from './clientAddress';

describe('the client address behind trusted proxies', () => {
  const proxies = trustedProxies(['127.0.0.1', '10.0.0.0/8', '::1']);

  it('ignores X-Forwarded-For from a client that is not a trusted proxy', () => {
    expect(clientAddressFrom('203.0.113.9', '198.51.100.1', proxies)).toBe('203.0.113.9');
    expect(clientAddressFrom('203.0.113.9', undefined, proxies)).toBe('203.0.113.9');
  });

  it('reads the nearest untrusted hop, from the right, through a trusted proxy', () => {
    expect(clientAddressFrom('127.0.0.1', '198.51.100.1', proxies)).toBe('198.51.100.1');
    // A client's own forged entries come first; the proxies' appended ones are read first.
    expect(clientAddressFrom('10.1.2.3', 'forged, 198.51.100.1, 10.9.9.9', proxies)).toBe('198.51.100.1');
    expect(clientAddressFrom('::ffff:127.0.0.1', '198.51.100.7', proxies)).toBe('198.51.100.7');
    expect(clientAddressFrom('::1', '2001:db8::5', proxies)).toBe('2001:db8::5');
  });

  it('trusts nobody when the list is empty', () => {
    expect(clientAddressFrom('127.0.0.1', '198.51.100.1', trustedProxies([]))).toBe('127.0.0.1');
  });
});
