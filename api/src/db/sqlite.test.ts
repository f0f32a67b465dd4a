import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { StartupError } from '../startupError';
import { buildTestApp } from '../testing/app';
import { openSqlite } from './sqlite';
import { mountTmpfs, notOnSqlite, type Tmpfs } from '../testing/sqlite';

/** What the server would print (a StartupError's message, no stack) when opening `dataDir`. */
function refusal(dataDir: string): string {
  try {
    openSqlite({ dataDir });
  } catch (error) {
    expect(error).toBeInstanceOf(StartupError);
    return (error as Error).message;
  }
  throw new Error(`${dataDir} opened`);
}

describe('openSqlite refuses a DATA_DIR it cannot use with a sentence saying what to fix', () => {
  let scratch: string;
  beforeEach(() => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-open-'));
  });
  afterEach(() => fs.rmSync(scratch, { recursive: true, force: true }));

  it('a DATA_DIR that cannot be created', () => {
    const file = path.join(scratch, 'a-file');
    fs.writeFileSync(file, '');
    const dataDir = path.join(file, 'data');
    expect(refusal(dataDir)).toBe(
      `DATA_DIR ${dataDir} cannot be created (ENOTDIR: not a directory): create it, or set DATA_DIR to a folder this user can write`,
    );
  });

  it('a database file that is not SQLite', () => {
    const file = path.join(scratch, 'trade.sqlite');
    fs.writeFileSync(file, 'not a database, but long enough to have a header '.repeat(4));
    expect(refusal(scratch)).toBe(
      `cannot open the SQLite database ${file} (SQLITE_NOTADB: file is not a database): move it away, or set DATA_DIR to another folder`,
    );
  });
});

const readOnly: Tmpfs = notOnSqlite() ? { skipped: notOnSqlite()! } : mountTmpfs('64k', ',ro');
if ('skipped' in readOnly) console.warn(`sqlite.test.ts: the read-only DATA_DIR cases skipped: ${readOnly.skipped}`);
const mounted = 'dir' in readOnly ? readOnly : null;

(mounted ? describe : describe.skip)('a read-only DATA_DIR', () => {
  afterAll(() => mounted!.unmount());

  it('the folder itself: the app does not start, and says why', async () => {
    const dataDir = mounted!.dir;
    const failure = buildTestApp({ dataDir });
    await expect(failure).rejects.toBeInstanceOf(StartupError);
    await expect(failure).rejects.toThrow(
      `DATA_DIR ${dataDir} is not writable (EROFS: read-only file system): make it writable by this user, or set DATA_DIR to another folder`,
    );
  });

  it('a folder to create in it: says which folder is read-only (not the ENOENT mkdir gives)', () => {
    const dataDir = path.join(mounted!.dir, 'data');
    expect(refusal(dataDir)).toBe(
      `DATA_DIR ${dataDir} cannot be created (${mounted!.dir} is not writable: EROFS: read-only file system): create it, or set DATA_DIR to a folder this user can write`,
    );
  });
});
