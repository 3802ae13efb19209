import { BlockList, isIPv4, isIPv6 } from 'node:net';

/** `::ffff:203.0.113.7` (an IPv4 client on a dual-stack socket) is 203.0.113.7. */
export function plainAddress(address: string): string {
  return address.startsWith('::ffff:') && isIPv4(address.slice(7)) ? address.slice(7) : address;
}

/**
 * The key one client is counted under: its IPv4 address, or its IPv6 /64 (one home or one server
 * gets a whole /64, so counting single IPv6 addresses would let one machine take 2^64 slots).
 */
export function clientKey(address: string): string {
  const plain = plainAddress(address);
  if (!isIPv6(plain)) return plain;
  const expanded = expandIpv6(plain);
  return `${expanded.slice(0, 4).join(':')}::/64`;
}

function expandIpv6(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((part) =>
    part.toLowerCase().replace(/^0+(?=.)/, ''),
  );
}

/** Whether an address is one of TRUST_PROXY's addresses or CIDR ranges (see server-config.ts). */
export function trustedProxyMatcher(trustProxy: readonly string[] | false): (address: string) => boolean {
  if (!trustProxy) return () => false;
  const list = new BlockList();
  for (const entry of trustProxy) {
    const [address = '', bits] = entry.split('/');
    const type = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    const plain = plainAddress(address);
    return list.check(plain, isIPv6(plain) ? 'ipv6' : 'ipv4');
  };
}
