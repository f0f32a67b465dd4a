import { createECDH } from 'node:crypto';
import { tronAddressOfPublicKey } from './tronAddress';

describe('TRON addresses', () => {
  it('matches an independent wallet library for a compressed public key', () => {
    // From a published TRON wallet library's tests (key pair and address produced by TronWeb).
    const publicKey = Buffer.from('03ebdf0c06e1523a5931e7593e3ac231f5a123b898eb6c02af61aa83b32f8603b0', 'hex');
    expect(tronAddressOfPublicKey(publicKey)).toBe('TXngH8bVadn9ZWtKBgjKQcqN1GsZ7A1jcb');
  });

  it('gives the same address for the compressed and the uncompressed form of a key', () => {
    const ecdh = createECDH('secp256k1');
    ecdh.generateKeys();
    expect(tronAddressOfPublicKey(ecdh.getPublicKey(undefined, 'compressed'))).toBe(tronAddressOfPublicKey(ecdh.getPublicKey()));
  });

  it('refuses a point that is not on the curve', () => {
    expect(() => tronAddressOfPublicKey(Buffer.alloc(33, 7))).toThrow();
  });
});
