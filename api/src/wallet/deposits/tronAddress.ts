import { ECDH } from 'node:crypto';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { tronAddressOfAccount } from '../../chain/address';

/**
 * TRON (TRC-20) addresses: keccak256 of the 64-byte uncompressed secp256k1 public key (without its 0x04
 * prefix), the last 20 bytes, prefixed with 0x41, in base58check (4-byte double-SHA-256 checksum; the codec
 * is chain/address.ts). Mainnet addresses therefore always start with 'T' and are 34 characters long;
 * isTrc20Address (shared-contracts/trc20) is the one check of them.
 */
export function tronAddressOfPublicKey(publicKey: Uint8Array): string {
  // Accepts the 33-byte compressed form a BIP32 key holds; OpenSSL expands it (and rejects a point off the curve).
  const uncompressed = ECDH.convertKey(publicKey, 'secp256k1', undefined, undefined, 'uncompressed') as Buffer;
  const hash = keccak_256(uncompressed.subarray(1));
  return tronAddressOfAccount(hash.subarray(12));
}
