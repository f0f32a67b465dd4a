import { sha256 } from '@noble/hashes/sha2.js';
import { createBase58check } from '@scure/base';
import {
  accountOfTronAddress,
  addressTopic,
  hex20ToTron,
  InvalidAddressError,
  normalizeHex20,
  parseAddress,
  tronAddressOfAccount,
  tronToHex20,
} from './address';

const USDT_BASE58 = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const USDT_HEX = '0xa614f803b6fd780986a42c78ec9c7f77e6ded13c';
const base58check = createBase58check(sha256);

describe('TRON address <-> 20-byte hex', () => {
  it('converts the mainnet USDT contract both ways', () => {
    expect(tronToHex20(USDT_BASE58)).toBe(USDT_HEX);
    expect(hex20ToTron(USDT_HEX)).toBe(USDT_BASE58);
    expect(hex20ToTron(USDT_HEX.toUpperCase().replace('0X', '0x'))).toBe(USDT_BASE58);
  });

  it('round-trips any 20 bytes', () => {
    for (const fill of [0, 1, 0x7f, 0xff]) {
      const account = new Uint8Array(20).fill(fill);
      const address = tronAddressOfAccount(account);
      expect(address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
      expect(accountOfTronAddress(address)).toEqual(account);
    }
  });

  it('reads either spelling as lowercase hex', () => {
    expect(parseAddress(USDT_BASE58)).toBe(USDT_HEX);
    expect(parseAddress(` ${USDT_HEX.toUpperCase().replace('0X', '0x')} `)).toBe(USDT_HEX);
    expect(parseAddress('0XA614F803B6FD780986A42C78EC9C7F77E6DED13C')).toBe(USDT_HEX);
  });

  it('refuses a bad checksum', () => {
    const last = USDT_BASE58.at(-1) === 't' ? 'u' : 't';
    expect(() => tronToHex20(USDT_BASE58.slice(0, -1) + last)).toThrow(InvalidAddressError);
    expect(() => tronToHex20(USDT_BASE58.slice(0, -1) + last)).toThrow(/checksum/i);
  });

  it('refuses a wrong length, a wrong version byte and characters outside base58', () => {
    expect(() => tronToHex20(base58check.encode(new Uint8Array(20).fill(0x41)))).toThrow(/21 bytes/);
    expect(() => tronToHex20(base58check.encode(new Uint8Array(22).fill(0x41)))).toThrow(/21 bytes/);
    const wrongVersion = new Uint8Array(21).fill(1);
    wrongVersion[0] = 0x42;
    expect(() => tronToHex20(base58check.encode(wrongVersion))).toThrow(/0x41.*0x42/);
    expect(() => tronToHex20('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj60')).toThrow(InvalidAddressError);
    expect(() => tronToHex20('')).toThrow(InvalidAddressError);
  });

  it('refuses hex of the wrong length or alphabet', () => {
    expect(() => normalizeHex20('0x1234')).toThrow(InvalidAddressError);
    expect(() => normalizeHex20(`${USDT_HEX}00`)).toThrow(InvalidAddressError);
    expect(() => normalizeHex20(USDT_HEX.slice(2))).toThrow(InvalidAddressError);
    expect(() => hex20ToTron(`0x${'g'.repeat(40)}`)).toThrow(InvalidAddressError);
    expect(() => tronAddressOfAccount(new Uint8Array(21))).toThrow(/20 bytes/);
  });

  it('pads an address into a log topic', () => {
    expect(addressTopic(USDT_HEX)).toBe(`0x000000000000000000000000${USDT_HEX.slice(2)}`);
  });
});
