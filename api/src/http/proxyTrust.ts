import { BlockList, isIP } from 'node:net';

/**
 * TRUST_PROXY: which proxies in front of the server are believed about the client (X-Forwarded-For) and the
 * scheme (X-Forwarded-Proto). `false`: none; `true`: one hop (TRUST_PROXY=on); a number: that many hops; a list:
 * the proxies' own addresses and CIDRs.
 */
export type TrustProxy = boolean | number | string[];

/**
 * Whether the address `hop` steps from us is a trusted proxy (hop 0: the socket's peer; then X-Forwarded-For
 * from right to left): the client is the first address that is not. Fastify's `trustProxy` function signature.
 */
export type ProxyTrust = (address: string, hop: number) => boolean;

/** A hop count beyond this is a mistake, not a chain of proxies: it would let the client pick its address. */
const MAX_HOPS = 10;

function refused(raw: string, why: string): Error {
  return new Error(
    `setting TRUST_PROXY must be off, on (one proxy), a hop count (1-${MAX_HOPS}) or a comma list of the proxies' addresses/CIDRs; ${why}, got "${raw}"`,
  );
}

/** An address or CIDR the list may hold, or null (10.0.0.300, 10.0.0.0/33, a name). */
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

/** TRUST_PROXY from the environment; anything that names no proxy is refused at start. */
export function parseTrustProxy(raw = ''): TrustProxy {
  const value = raw.trim().toLowerCase();
  if (['', '0', 'off', 'false', 'no'].includes(value)) return false;
  if (['on', 'true', 'yes'].includes(value)) return true;
  if (/^-?\d+(\.\d+)?$/.test(value)) {
    const hops = Number(value);
    if (Number.isInteger(hops) && hops >= 1 && hops <= MAX_HOPS) return hops;
    throw refused(raw, 'not a hop count');
  }
  const entries = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (entries.length === 0) throw refused(raw, 'no address');
  const wrong = entries.find((entry) => !addressOrCidr(entry));
  if (wrong !== undefined) throw refused(raw, `"${wrong}" is not an address or CIDR`);
  return entries;
}

/** The trust function of a setting, or null when no proxy is trusted. */
export function proxyTrust(setting: TrustProxy): ProxyTrust | null {
  if (!setting) return null;
  if (typeof setting !== 'object') {
    const hops = setting === true ? 1 : setting;
    return (_address, hop) => hop < hops;
  }
  const proxies = new BlockList();
  for (const entry of setting) {
    const { address, prefix, family } = addressOrCidr(entry)!;
    if (prefix === null) proxies.addAddress(address, family);
    else proxies.addSubnet(address, prefix, family);
  }
  // BlockList also matches an IPv4 proxy seen as IPv4-mapped IPv6 (::ffff:10.0.0.1) on a dual-stack socket.
  return (address) => {
    const version = isIP(address);
    return version !== 0 && proxies.check(address, version === 4 ? 'ipv4' : 'ipv6');
  };
}
