import { ECDH } from 'node:crypto';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { createBase58check } from '@scure/base';
import { TRON_ADDRESS_VERSION } from 'shared-contracts/trc20';

const base58check = createBase58check(sha256);

/**
 * TRON (TRC-20) addresses: keccak256 of the 64-byte uncompressed secp256k1 public key (without its 0x04
 * prefix), the last 20 bytes, prefixed with 0x41, in base58check (4-byte double-SHA-256 checksum).
 * Mainnet addresses therefore always start with 'T' and are 34 characters long; isTrc20Address
 * (shared-contracts/trc20) is the one check of them.
 */
export function tronAddressOfPublicKey(publicKey: Uint8Array): string {
  // Accepts the 33-byte compressed form a BIP32 key holds; OpenSSL expands it (and rejects a point off the curve).
  const uncompressed = ECDH.convertKey(publicKey, 'secp256k1', undefined, undefined, 'uncompressed') as Buffer;
  const hash = keccak_256(uncompressed.subarray(1));
  const payload = new Uint8Array(21);
  payload[0] = TRON_ADDRESS_VERSION;
  payload.set(hash.subarray(12), 1);
  return base58check.encode(payload);
}
