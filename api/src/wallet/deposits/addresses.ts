import { HDKey } from '@scure/bip32';
import { tronAddressOfPublicKey } from './tronAddress';

/** Non-hardened child indexes stop here (BIP32); member ids must stay below it. */
const HARDENED_OFFSET = 0x8000_0000;
/** BIP44's external ("receive") chain under the account key. */
const RECEIVE_CHAIN = 0;

/**
 * Each member's exclusive deposit address, derived from the operator's account-level extended public key
 * (BIP44 m/44'/195'/0' of the operator's TRON wallet) at receive/<member id>. The operator's wallet,
 * holding the seed, derives the very same addresses (m/44'/195'/0'/0/<member id>) and can spend from them;
 * this server holds only the public key, so it can show addresses but never move money.
 */
export class DepositAddresses {
  private readonly receive: HDKey;
  private readonly cache = new Map<number, string>();

  constructor(extendedPublicKey: string) {
    const account = parseExtendedPublicKey(extendedPublicKey);
    this.receive = account.deriveChild(RECEIVE_CHAIN);
  }

  /** Stable: the same member always gets the same address; distinct members get distinct addresses. */
  addressOf(memberId: number): string {
    if (!Number.isSafeInteger(memberId) || memberId < 0 || memberId >= HARDENED_OFFSET) {
      throw new RangeError(`member id ${memberId} is not a non-hardened child index`);
    }
    let address = this.cache.get(memberId);
    if (address === undefined) {
      const publicKey = this.receive.deriveChild(memberId).publicKey;
      if (!publicKey) throw new Error('derived key has no public key');
      address = tronAddressOfPublicKey(publicKey);
      this.cache.set(memberId, address);
    }
    return address;
  }
}

/** Refuses anything but a public extended key, so a private key can never be configured by mistake. */
export function parseExtendedPublicKey(text: string): HDKey {
  const key = HDKey.fromExtendedKey(text.trim());
  if (key.privateKey) throw new Error('the deposit key must be an extended PUBLIC key (xpub...), not a private one');
  return key;
}
