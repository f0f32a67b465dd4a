import { sha256 } from '@noble/hashes/sha2.js';
import { createBase58check } from '@scure/base';

const base58check = createBase58check(sha256);
/** TRON mainnet addresses: version byte 0x41 + 20-byte account, base58check-encoded (34 chars, 'T...'). */
export const TRON_ADDRESS_VERSION = 0x41;

export function isTrc20Address(address: string): boolean {
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)) return false;
  try {
    const payload = base58check.decode(address);
    return payload.length === 21 && payload[0] === TRON_ADDRESS_VERSION;
  } catch {
    return false;
  }
}
