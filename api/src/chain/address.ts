// TRON addresses in the two spellings the chain watcher meets: base58check ('T...', what members and operators
// see and what the wallet derives) and the 20-byte hex form ('0x' + 40 lowercase hex digits) that TRON's
// Ethereum-compatible JSON-RPC uses in log filters and in log topics. The base58check form is the version byte
// 0x41, the same 20 bytes, and a 4-byte double-SHA-256 checksum; this module is the one codec of it in the api
// (wallet/deposits/tronAddress.ts encodes through it).
import { sha256 } from '@noble/hashes/sha2.js';
import { createBase58check } from '@scure/base';
import { TRON_ADDRESS_VERSION } from 'shared-contracts/trc20';

const base58check = createBase58check(sha256);

/** A 20-byte account in lowercase hex with its 0x prefix, e.g. '0xa614f803b6fd780986a42c78ec9c7f77e6ded13c'. */
export type Hex20 = `0x${string}`;

/** A TRON address or a 20-byte hex that could not be read; the message says why. */
export class InvalidAddressError extends Error {
  override readonly name = 'InvalidAddressError';
}

const HEX20 = /^0x[0-9a-fA-F]{40}$/;

/** Whether `value` is a 20-byte hex account ('0x' + 40 hex digits, any case). */
export function isHex20(value: string): boolean {
  return HEX20.test(value);
}

/** `value` checked and lowercased as a 20-byte hex account; throws InvalidAddressError otherwise. */
export function normalizeHex20(value: string): Hex20 {
  if (!isHex20(value)) throw new InvalidAddressError(`not a 20-byte hex address (0x + 40 hex digits): "${value}"`);
  return value.toLowerCase() as Hex20;
}

/** The base58check TRON address of a 20-byte account (0x41 + the bytes + checksum). */
export function tronAddressOfAccount(account: Uint8Array): string {
  if (account.length !== 20) throw new InvalidAddressError(`a TRON account is 20 bytes, got ${account.length}`);
  const payload = new Uint8Array(21);
  payload[0] = TRON_ADDRESS_VERSION;
  payload.set(account, 1);
  return base58check.encode(payload);
}

/**
 * The 20 bytes of a base58check TRON address. Throws InvalidAddressError on a wrong alphabet, a bad checksum,
 * a wrong length or a version byte other than 0x41.
 */
export function accountOfTronAddress(address: string): Uint8Array {
  let payload: Uint8Array;
  try {
    payload = base58check.decode(address);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new InvalidAddressError(`not a base58check TRON address ("${address}"): ${why}`);
  }
  if (payload.length !== 21)
    throw new InvalidAddressError(`a TRON address holds 21 bytes (0x41 + 20), "${address}" holds ${payload.length}`);
  if (payload[0] !== TRON_ADDRESS_VERSION)
    throw new InvalidAddressError(
      `a TRON address starts with the byte 0x41, "${address}" with 0x${payload[0]!.toString(16).padStart(2, '0')}`,
    );
  return payload.slice(1);
}

/** 'T...' -> '0x' + 40 lowercase hex digits (the form of eth_getLogs filters and topics). */
export function tronToHex20(address: string): Hex20 {
  return `0x${Buffer.from(accountOfTronAddress(address)).toString('hex')}`;
}

/** '0x' + 40 hex digits (any case) -> 'T...'. */
export function hex20ToTron(hex: string): string {
  return tronAddressOfAccount(Buffer.from(normalizeHex20(hex).slice(2), 'hex'));
}

/** Either spelling (base58check 'T...' or 0x-hex) as a lowercase Hex20; throws InvalidAddressError otherwise. */
export function parseAddress(value: string): Hex20 {
  const trimmed = value.trim();
  return trimmed.startsWith('0x') || trimmed.startsWith('0X') ? normalizeHex20(`0x${trimmed.slice(2)}`) : tronToHex20(trimmed);
}

/** The 32-byte log topic of an address (an indexed `address` event argument): 12 zero bytes + the 20 bytes. */
export function addressTopic(hex: string): `0x${string}` {
  return `0x${'0'.repeat(24)}${normalizeHex20(hex).slice(2)}`;
}
