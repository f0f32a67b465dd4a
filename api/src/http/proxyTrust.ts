import { addressList, invalidAddressEntry } from '../security/addressList';

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
  const wrong = invalidAddressEntry(entries);
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
  return addressList(setting);
}
