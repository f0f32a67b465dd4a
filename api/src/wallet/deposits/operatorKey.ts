import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HDKey } from '@scure/bip32';
import { parseExtendedPublicKey } from './addresses';

/** Where the demo key is kept under the data directory. */
export const DEMO_XPUB_FILE = 'deposit-xpub.txt';
/** BIP44 account path of TRON (coin type 195): the level whose xpub wallets export. */
export const TRON_ACCOUNT_PATH = "m/44'/195'/0'";

export interface OperatorKey {
  xpub: string;
  /** 'setting' when the operator configured it, 'demo' when it was generated here. */
  source: 'setting' | 'demo';
}

/**
 * The operator's extended public key: the DEPOSIT_XPUB setting when given; otherwise a demo key generated
 * at first start and kept in DATA_DIR/deposit-xpub.txt. Nobody holds the private side of a demo key,
 * so money sent to a demo address is lost: production must set DEPOSIT_XPUB.
 */
export function loadOperatorKey(setting: string | null | undefined, dataDir: string): OperatorKey {
  if (setting?.trim()) {
    parseExtendedPublicKey(setting);
    return { xpub: setting.trim(), source: 'setting' };
  }
  const file = join(dataDir, DEMO_XPUB_FILE);
  try {
    const xpub = readFileSync(file, 'utf8').trim();
    parseExtendedPublicKey(xpub);
    return { xpub, source: 'demo' };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const xpub = generateDemoXpub();
  mkdirSync(dataDir, { recursive: true });
  // Written aside, then linked into place: link() fails if another process got there first, and then
  // everyone keeps that key, so every process derives the same addresses; nobody ever reads half a file.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, `${xpub}\n`);
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return loadOperatorKey(undefined, dataDir);
    throw error;
  } finally {
    unlinkSync(draft);
  }
  return { xpub, source: 'demo' };
}

/** A fresh account xpub from a random seed; the seed and every private key are dropped before returning. */
export function generateDemoXpub(): string {
  const seed = randomBytes(64);
  const master = HDKey.fromMasterSeed(seed);
  const account = master.derive(TRON_ACCOUNT_PATH);
  const xpub = account.publicExtendedKey;
  account.wipePrivateData();
  master.wipePrivateData();
  seed.fill(0);
  return xpub;
}
