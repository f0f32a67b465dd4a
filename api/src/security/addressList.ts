import { BlockList, isIP } from 'node:net';

/** An address or CIDR a list may hold, or null (10.0.0.300, 10.0.0.0/33, a name). */
function addressOrCidr(entry: string): { address: string; prefix: number | null; family: 'ipv4' | 'ipv6' } | null {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return null;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  if (prefix === undefined) return { address, prefix: null, family };
  const bits = Number(prefix);
  const valid = /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
  return valid ? { address, prefix: bits, family } : null;
}

/** The first entry that is neither an address nor a CIDR, if any: a setting holding one is refused at start. */
export function invalidAddressEntry(entries: readonly string[]): string | undefined {
  return entries.find((entry) => !addressOrCidr(entry));
}

/**
 * Whether an address is on a list of addresses and CIDRs (valid entries: check with invalidAddressEntry first).
 * BlockList also matches an IPv4 entry seen as IPv4-mapped IPv6 (::ffff:10.0.0.1) on a dual-stack socket.
 */
export function addressList(entries: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const { address, prefix, family } = addressOrCidr(entry)!;
    if (prefix === null) list.addAddress(address, family);
    else list.addSubnet(address, prefix, family);
  }
  return (address) => {
    const version = isIP(address);
    return version !== 0 && list.check(address, version === 4 ? 'ipv4' : 'ipv6');
  };
}
