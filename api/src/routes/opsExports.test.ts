import v8 from 'node:v8';
import vm from 'node:vm';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { dateInZone } from 'shared-contracts';
import { EXPORT_BATCH } from '../operators/exports';
import { ENTRY_STATUS, ENTRY_TYPE } from '../domain/ledger';
import { postAlone } from '../testing/ledger';
import { buildTestApp, type TestApp } from '../testing/app';
import { registerMember } from '../testing/http';
import { opsTestKit, type SignedOperator } from '../testing/opsSession';

// A collector to measure the heap with (jest runs node without --expose-gc).
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

let t: TestApp;
let app: FastifyInstance;
const { enrolled } = opsTestKit(() => app);
let support: SignedOperator;
let cashier: SignedOperator;
let viewer: SignedOperator;
let today: string;

beforeAll(async () => {
  t = await buildTestApp({ seedDemo: false });
  app = t.app;
  support = await enrolled('support');
  cashier = await enrolled('cashier');
  viewer = await enrolled('viewer');
  today = dateInZone(Date.now(), app.config.lottery.calendar.timeZone);
});
afterAll(() => t.close());

const exportUrl = (query: Record<string, string | number>) =>
  `/api/ops/export?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}`;
const download = (op: SignedOperator, query: Record<string, string | number>) =>
  app.inject({ method: 'GET', url: exportUrl({ from: today, to: today, lang: 'en', ...query }), headers: { cookie: op.cookie } });
/** The CSV's lines without the BOM and the last line end. */
const linesOf = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .replace(/\r\n$/, '')
    .split('\r\n');

describe('CSV exports', () => {
  it("exports a member's fund log and the transactions with money in u, escaped cells, and records each as a read", async () => {
    const member = await registerMember(app);
    const credit = await postAlone(app.db, {
      userId: member.id,
      type: ENTRY_TYPE.deposit,
      status: ENTRY_STATUS.passed,
      amount: 12_345,
      mark: '=HYPERLINK("x"),1', // what a spreadsheet would run
    });
    const res = await download(support, { kind: 'fundLog', user_id: member.id });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="fundLog-${member.id}-${today}-${today}.csv"`);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = linesOf(res.body);
    expect(lines[0]).toBe('ID,Member ID,Time (UTC),Type,Status,Amount (u),Balance change (u),Balance after (u),Note,Reference');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      new RegExp(
        `^${credit.id},${member.id},\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z,deposit,passed,123\\.45,123\\.45,123\\.45,"'=HYPERLINK\\(""x""\\),1",`,
      ),
    );

    const read = await app.db.selectFrom('access_log').selectAll().where('what', '=', 'export.fundLog').execute();
    expect(read).toEqual([expect.objectContaining({ actor: `operator:${support.name}`, target: `member:${member.id}` })]);

    const transactions = await download(cashier, { kind: 'transactions' });
    expect(transactions.statusCode).toBe(200);
    expect(linesOf(transactions.body).some((line) => line.startsWith(`${credit.id},${member.id},`))).toBe(true);
  });

  it('asks each kind its own role, and refuses a backwards or too long period', async () => {
    expect((await download(viewer, { kind: 'members' })).json()).toMatchObject({ code: 70002 });
    expect((await download(support, { kind: 'transactions' })).json()).toMatchObject({ code: 70002 });
    expect((await download(viewer, { kind: 'audit' })).statusCode).toBe(200);
    expect((await download(support, { kind: 'audit', from: '2026-02-02', to: '2026-02-01' })).json()).toMatchObject({ code: 70151 });
    expect((await download(support, { kind: 'audit', from: '2024-01-01', to: '2025-12-31' })).json()).toMatchObject({ code: 70152 });
    expect((await download(support, { kind: 'members', user_id: 1 })).json()).toMatchObject({ code: 10001 });
    const signedOut = await app.inject({ method: 'GET', url: exportUrl({ kind: 'audit', from: today, to: today }) });
    expect(signedOut.json()).toMatchObject({ code: 70001 });
    const members = await download(support, { kind: 'members' });
    expect(linesOf(members.body)[0]).toBe('ID,Username,Joined (UTC),Status,Balance (u)');
  });

  it('streams 100,000 audit rows in bounded memory: bytes flow before the last rows are read', async () => {
    const ROWS = 100_000;
    const at = Date.now() - 60_000;
    const before = JSON.stringify({ note: 'x'.repeat(120) });
    // Bulk inserts (the audit log only refuses updates and deletes); 1,000 rows a statement stays under SQLite's variables.
    for (let start = 0; start < ROWS; start += 1000) {
      const rows = Array.from({ length: 1000 }, (_, i) => ({
        actor: 'cli',
        action: 'bulk.test',
        target: `member:${start + i}`,
        before,
        after: null,
        reason: `row ${start + i}`,
        address: null,
        created_at: at + start + i,
      }));
      await app.db.insertInto('audit_log').values(rows).execute();
    }

    // Count the batches the export reads, to see them read as the stream is read, not before (a plain wrapper: a
    // jest spy would keep every answer, the very rows this test wants let go).
    let batchesRead = 0;
    const executor = app.db.getExecutor();
    const execute = executor.executeQuery.bind(executor);
    executor.executeQuery = (async (...args: Parameters<typeof execute>) => {
      const result = await execute(...args);
      if (result.rows.length === EXPORT_BATCH) batchesRead += 1;
      return result;
    }) as typeof execute;

    gc();
    const heapBefore = process.memoryUsage().heapUsed;
    const res = await app.inject({
      method: 'GET',
      url: exportUrl({ kind: 'audit', from: today, to: today, lang: 'en' }),
      headers: { cookie: support.cookie },
      payloadAsStream: true,
    });
    expect(res.statusCode).toBe(200);
    const stream = res.stream() as Readable;

    let bytes = 0;
    let lines = 0;
    let firstChunkAfterBatches = -1;
    let peak = 0;
    let chunks = 0;
    let tail = '';
    let sample: string | undefined;
    for await (const chunk of stream) {
      const text = tail + (chunk as Buffer).toString('utf8');
      const parts = text.split('\r\n');
      tail = parts.pop()!;
      for (const line of parts) if (line.includes(',member:4242,')) sample = line;
      lines += parts.length;
      bytes += (chunk as Buffer).length;
      if (firstChunkAfterBatches < 0) firstChunkAfterBatches = batchesRead;
      chunks += 1;
      if (chunks % 20 === 0) {
        gc();
        peak = Math.max(peak, process.memoryUsage().heapUsed - heapBefore);
      }
    }

    executor.executeQuery = execute;
    const auditRows = Number(
      (
        await app.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(lines).toBe(auditRows + 1); // the header and every row of the day
    expect(auditRows).toBeGreaterThanOrEqual(ROWS);
    expect(sample).toMatch(/^\d+,[\dT:.Z-]+,cli,bulk\.test,member:4242,row 4242,,"\{""note"":""x{120}""\}",$/);
    expect(batchesRead).toBeGreaterThanOrEqual(ROWS / EXPORT_BATCH);
    // The first bytes left while at most a couple of the 100 batches had been read.
    expect(firstChunkAfterBatches).toBeLessThanOrEqual(3);
    // The file is tens of MB; while it streamed the heap never held more than a small part of it.
    expect(bytes).toBeGreaterThan(20_000_000);
    expect(peak).toBeLessThan(bytes / 4);
  }, 120_000);
});
