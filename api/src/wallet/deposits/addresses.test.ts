import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pbkdf2Sync } from 'node:crypto';
import { HDKey } from '@scure/bip32';
import { DepositAddresses, parseExtendedPublicKey } from './addresses';
import { DEMO_XPUB_FILE, generateDemoXpub, loadOperatorKey, TRON_ACCOUNT_PATH } from './operatorKey';
import { isTrc20Address } from 'shared-contracts/trc20';

/** BIP39 seed of a mnemonic (test only: the server never sees a seed). */
function accountXpubOf(mnemonic: string): string {
  const seed = pbkdf2Sync(mnemonic.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512');
  return HDKey.fromMasterSeed(seed).derive(TRON_ACCOUNT_PATH).publicExtendedKey;
}

describe('deposit addresses', () => {
  it.each([
    // Published vectors for m/44'/195'/0'/0/0: what any BIP44 TRON wallet shows for these mnemonics.
    ['cook voyage document eight skate token alien guide drink uncle term abuse', 'TXngH8bVadn9ZWtKBgjKQcqN1GsZ7A1jcb'],
    ['abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about', 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH'],
  ])("derives what the operator's wallet derives (%s)", (mnemonic, first) => {
    expect(new DepositAddresses(accountXpubOf(mnemonic)).addressOf(0)).toBe(first);
  });

  it('gives every member a valid, distinct and stable address', () => {
    const xpub = generateDemoXpub();
    const addresses = new DepositAddresses(xpub);
    const ids = Array.from({ length: 200 }, (_, i) => i + 1);
    const first = ids.map((id) => addresses.addressOf(id));
    expect(first.every(isTrc20Address)).toBe(true);
    expect(new Set(first).size).toBe(ids.length);
    const again = new DepositAddresses(xpub); // a fresh instance (no cache), like another process or a restart
    expect(ids.map((id) => again.addressOf(id))).toEqual(first);
  });

  it.each([-1, 1.5, 2 ** 31])('refuses the member index %p', (index) => {
    expect(() => new DepositAddresses(generateDemoXpub()).addressOf(index)).toThrow(RangeError);
  });

  it('refuses an extended private key', () => {
    const xprv = HDKey.fromMasterSeed(Buffer.alloc(32, 1)).privateExtendedKey;
    expect(() => new DepositAddresses(xprv)).toThrow(/PUBLIC/);
  });
});

describe('operator key', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'xpub-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('generates a demo key at first start, keeps only the xpub on disk, and reuses it', () => {
    const first = loadOperatorKey(undefined, dataDir);
    expect(first.source).toBe('demo');
    expect(parseExtendedPublicKey(first.xpub).privateKey).toBeNull();
    expect(readdirSync(dataDir)).toEqual([DEMO_XPUB_FILE]);
    expect(readFileSync(join(dataDir, DEMO_XPUB_FILE), 'utf8')).toBe(`${first.xpub}\n`);
    expect(first.xpub).toMatch(/^xpub[1-9A-HJ-NP-Za-km-z]{107}$/);
    expect(loadOperatorKey(undefined, dataDir)).toEqual(first);
  });

  it('generates a different demo key for every installation', () => {
    expect(generateDemoXpub()).not.toBe(generateDemoXpub());
  });

  it('prefers the setting and leaves the data directory alone', () => {
    const xpub = generateDemoXpub();
    expect(loadOperatorKey(` ${xpub} `, dataDir)).toEqual({ xpub, source: 'setting' });
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('refuses a private key as the setting', () => {
    const xprv = HDKey.fromMasterSeed(Buffer.alloc(32, 2)).derive(TRON_ACCOUNT_PATH).privateExtendedKey;
    expect(() => loadOperatorKey(xprv, dataDir)).toThrow(/PUBLIC/);
  });
});

describe('no private key on the server', () => {
  it('no server source exports a private key, and only the demo generator ever makes one (and wipes it)', () => {
    const root = join(__dirname, '../..');
    const sources = (readdirSync(root, { recursive: true }) as string[]).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    const offenders = sources.filter((f) => /privateExtendedKey|toWIF/.test(readFileSync(join(root, f), 'utf8')));
    const seedUsers = sources.filter((f) => /fromMasterSeed/.test(readFileSync(join(root, f), 'utf8')));
    expect(offenders).toEqual([]);
    expect(seedUsers).toEqual([join('wallet', 'deposits', 'operatorKey.ts')]);
  });
});
