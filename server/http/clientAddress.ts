import { BlockList, isIP, isIPv6 } from 'node:net';

/**
 * The proxies whose `X-Forwarded-For` is believed: addresses or CIDR subnets, IPv4 or IPv6
 * (`10.0.0.0/8,::1`). A request from anywhere else is identified by its own connection's address,
 * whatever it claims.
 */
export function trustedProxies(list: readonly string[]): BlockList {
  const proxies = new BlockList();
  for (const entry of list) {
    const [address = '', bits] = entry.split('/');
    const type = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (bits === undefined) proxies.addAddress(address, type);
    else proxies.addSubnet(address, Number(bits), type);
  }
  return proxies;
}

/** An IPv4 address written as IPv6 (`::ffff:10.0.0.1`, as dual-stack sockets report it) as IPv4. */
const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

function isTrusted(proxies: BlockList, address: string): boolean {
  const ip = plain(address);
  const version = isIP(ip);
  return version !== 0 && proxies.check(ip, version === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The client's address: the connection's own, or, when that is a trusted proxy, the nearest entry
 * of `X-Forwarded-For` (read from the right) that is not itself a trusted proxy.
 */
export function clientAddressFrom(
  remote: string,
  forwardedFor: string | undefined,
  proxies: BlockList,
): string {
  if (!forwardedFor || !isTrusted(proxies, remote)) return remote;
  const hops = forwardedFor
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i] ?? '';
    if (!isTrusted(proxies, hop)) return hop;
  }
  return hops[0] ?? remote;
}
