import fs from 'node:fs';
import path from 'node:path';
import { dbFault } from './errors';
import { bettingApp, mountTmpfs, notOnSqlite, type Tmpfs } from '../testing/sqlite';

const tmpfs: Tmpfs = notOnSqlite() ? { skipped: notOnSqlite()! } : mountTmpfs('32m');
if ('skipped' in tmpfs) console.warn(`sqliteDiskFull.test.ts skipped: ${tmpfs.skipped}`);
const mounted = 'dir' in tmpfs ? tmpfs : null;

/** Takes every free byte of the file system holding `file`. */
function fill(file: string): void {
  const fd = fs.openSync(file, 'w');
  try {
    for (const chunk of [1 << 20, 1 << 12, 1]) {
      const bytes = Buffer.alloc(chunk);
      try {
        for (;;) fs.writeSync(fd, bytes);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
      }
    }
  } finally {
    fs.closeSync(fd);
  }
}

(mounted ? describe : describe.skip)('the disk under SQLite full', () => {
  afterAll(() => mounted!.unmount());

  it('refuses a write with 503 (10021) telling the disk is full, writes nothing, and writes again once space is freed', async () => {
    const f = await bettingApp({ dataDir: path.join(mounted!.dir, 'data') });
    try {
      const { token, id } = await f.member();
      await f.fund(id, 10_000);
      const before = await f.holdings(id);
      const filler = path.join(mounted!.dir, 'filler');
      fill(filler);

      const failure = await f.fund(id, 1).catch((error: unknown) => error);
      expect(failure).toMatchObject({ code: 'SQLITE_FULL', message: 'database or disk is full' });
      expect(dbFault(failure)).toBe('storageFull');
      expect(await f.bet(token)).toMatchObject({ status: 503, code: 10021 });
      expect(await f.holdings(id)).toEqual(before);

      fs.rmSync(filler);
      expect((await f.bet(token)).code).toBe(1);
      expect(await f.holdings(id)).toEqual({ balance: before.balance - 1000, entries: before.entries + 1, orders: 1 });
    } finally {
      await f.close();
    }
  });
});
