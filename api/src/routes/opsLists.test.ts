import type { FastifyInstance } from 'fastify';
import { dateInZone } from 'shared-contracts';
import { recordRead } from '../audit/access';
import { CLI_ACTOR, writeAudit } from '../audit/log';
import { fund } from '../testing/ledger';
import { buildTestApp, type TestApp } from '../testing/app';
import { registerMember } from '../testing/http';
import { opsTestKit, type SignedOperator } from '../testing/opsSession';

let t: TestApp;
let app: FastifyInstance;
const { call, walk, enrolled } = opsTestKit(() => app);

let support: SignedOperator;
beforeAll(async () => {
  t = await buildTestApp({ seedDemo: false });
  app = t.app;
  support = await enrolled('support');
});
afterAll(() => t.close());

type Page = { rows: Array<{ id: number }>; next?: string };
const search = async (body: Record<string, unknown>) => {
  const answer = await call('/api/ops/memberSearch', body, support);
  expect(answer.code).toBe(1);
  return answer.data as Page;
};
const idsOf = (page: Page) => page.rows.map((row) => row.id);
const hex64 = (digit: string) => digit.repeat(64);

describe('member search', () => {
  it('finds a member by deposit address, a deposit or payout hash, last sign-in address, ID card, date joined and status', async () => {
    const member = await registerMember(app);
    const other = await registerMember(app);
    const db = app.db;
    await db
      .insertInto('deposit_addresses')
      .values({ address: '0x' + 'ab'.repeat(20), user_id: member.id })
      .execute();
    const credit = await fund(db, member.id, 10_000);
    await db
      .insertInto('chain_transfers')
      .values({
        tx_hash: `0x${hex64('d')}` as const,
        log_index: 0,
        block_number: 1,
        from_address: `0x${'11'.repeat(20)}`,
        to_address: `0x${'ab'.repeat(20)}`,
        raw_amount: '1000000',
        amount: 100,
        user_id: member.id,
        state: 'credited',
        entry_id: credit.id,
        request_id: null,
        created_at: Date.now(),
      })
      .execute();
    const paid = await fund(db, other.id, 500);
    await db
      .insertInto('chain_payouts')
      .values({
        entry_id: paid.id,
        tx_hash: `0x${hex64('e')}`,
        to_address: '0x' + '22'.repeat(20),
        amount: 500,
        state: 'pending',
        recorded_at: Date.now(),
      })
      .execute();
    await db.updateTable('users').set({ idcard: 'A123456789' }).where('id', '=', member.id).execute();
    await db.updateTable('users').set({ status: 1 }).where('id', '=', other.id).execute();
    const ipOf = async (id: number) =>
      (await db.selectFrom('sessions').select('ip').where('user_id', '=', id).orderBy('created_at', 'desc').executeTakeFirstOrThrow()).ip;

    expect(idsOf(await search({ deposit_address: '0x' + 'AB'.repeat(20) }))).toEqual([member.id]);
    expect(idsOf(await search({ tx_hash: hex64('D') }))).toEqual([member.id]); // TRON's form, any case
    expect(idsOf(await search({ tx_hash: `0x${hex64('e')}` }))).toEqual([other.id]);
    expect(idsOf(await search({ last_ip: await ipOf(member.id) }))).toEqual([member.id]);
    expect(idsOf(await search({ idcard: 'A123456789' }))).toEqual([member.id]);
    expect(idsOf(await search({ status: 'disabled' }))).toEqual([other.id]);
    expect(idsOf(await search({ status: 'active', idcard: 'A123456789' }))).toEqual([member.id]);
    expect(idsOf(await search({ status: 'disabled', idcard: 'A123456789' }))).toEqual([]);

    const zone = app.config.lottery.calendar.timeZone;
    const today = dateInZone(Date.now(), zone);
    const joinedToday = idsOf(await search({ joined_from: today, joined_to: today }));
    expect(joinedToday).toEqual(expect.arrayContaining([member.id, other.id]));
    expect(idsOf(await search({ joined_to: '2020-01-01' }))).toEqual([]);
    expect(await call('/api/ops/memberSearch', { joined_from: today, joined_to: '2020-01-01' }, support)).toMatchObject({ code: 70151 });
    expect(await call('/api/ops/memberSearch', { joined_from: '2026-02-30' }, support)).toMatchObject({ code: 10001 });
  });
});

describe('cursor paging', () => {
  it('walks every member once, newest first, a page at a time, and says where it ends', async () => {
    for (let i = 0; i < 7; i += 1) await registerMember(app);
    const all = idsOf(await search({ limit: 200 }));
    expect(all.length).toBeGreaterThanOrEqual(7);
    const seen: number[] = [];
    let cursor: string | undefined;
    do {
      const page = await search({ limit: 3, ...(cursor ? { cursor } : {}) });
      expect(page.rows.length).toBeLessThanOrEqual(3);
      seen.push(...idsOf(page));
      cursor = page.next;
    } while (cursor);
    expect(seen).toEqual(all);
    expect([...all].sort((a, b) => b - a)).toEqual(all);
  });

  it('refuses a forged cursor (70150) and a limit above the cap', async () => {
    expect(await call('/api/ops/memberSearch', { cursor: 'bm90LWEta2V5' }, support)).toMatchObject({ code: 70150 });
    expect(await call('/api/ops/memberSearch', { cursor: Buffer.from('[1,2]').toString('base64url') }, support)).toMatchObject({
      code: 70150,
    });
    const capped = await search({ limit: 100_000 });
    expect(capped.rows.length).toBeLessThanOrEqual(200);
  });

  it("pages a member's whole fund log and records the read", async () => {
    const member = await registerMember(app);
    const posted: number[] = [];
    for (let i = 1; i <= 5; i += 1) posted.push((await fund(app.db, member.id, i * 100)).id);
    const first = await call('/api/ops/memberFundLog', { user_id: member.id, limit: 2 }, support);
    expect(first.data.rows.map((row: { id: number }) => row.id)).toEqual([posted[4], posted[3]]);
    const second = await call('/api/ops/memberFundLog', { user_id: member.id, limit: 2, cursor: first.data.next }, support);
    expect(second.data.rows.map((row: { id: number }) => row.id)).toEqual([posted[2], posted[1]]);
    const last = await call('/api/ops/memberFundLog', { user_id: member.id, limit: 2, cursor: second.data.next }, support);
    expect(last.data).toEqual({ rows: [expect.objectContaining({ id: posted[0], quantity: 100 })] });
    const reads = await app.db
      .selectFrom('access_log')
      .selectAll()
      .where('target', '=', `member:${member.id}`)
      .where('what', '=', 'member.fundLog')
      .execute();
    expect(reads).toHaveLength(3);
    expect(await call('/api/ops/memberFundLog', { user_id: 999_999 }, support)).toMatchObject({ code: 10005 });
  });

  it('pages the audit log by its filter, newest first, each row once though rows are written between pages', async () => {
    const target = `paging:${Date.now()}`;
    const audit = () => app.db.transaction().execute((trx) => writeAudit(trx, { ...CLI_ACTOR, action: 'member.message', target }));
    for (let i = 0; i < 7; i += 1) await audit();
    const all = (await call('/api/ops/audit', { target, limit: 200 }, support)).data as Page;
    expect(all.rows).toHaveLength(7);
    expect(all.next).toBeUndefined();
    const { ids: seen, pages } = await walk('/api/ops/audit', { target }, support, 3, audit);
    expect(pages).toBe(3);
    // The rows written meanwhile are newer than the first page: none is read in the walk, none read twice.
    expect(seen).toEqual(idsOf(all));
    expect([...seen].sort((a, b) => b - a)).toEqual(seen);
    expect(await call('/api/ops/audit', { target, cursor: 'bm90LWEta2V5' }, support)).toMatchObject({ code: 70150 });
  });

  it('finds actors and targets by name, as typed or in any case, keeps the stored form, names the member, and pages', async () => {
    const member = await registerMember(app);
    const cashier = `cash${Date.now().toString(36).slice(-5)}`;
    const write = (actor: string, target: string) =>
      app.db.transaction().execute((trx) => writeAudit(trx, { actor, address: null, action: 'member.message', target }));
    for (let i = 0; i < 4; i += 1) await write(`operator:${cashier}`, `member:${member.id}`);
    await write(`operator:${cashier}`, 'withdrawal:1');
    await write('cli', `member:${member.id}`);
    type Row = { id: number; actor: string; target: string; target_name: string | null };
    const rows = async (body: Record<string, unknown>) =>
      ((await call('/api/ops/audit', { limit: 200, ...body }, support)).data as Page).rows as Row[];

    const byName = await rows({ actor: cashier.toUpperCase() });
    expect(byName).toHaveLength(5);
    expect(byName.map((row) => row.id)).toEqual((await rows({ actor: `operator:${cashier}` })).map((row) => row.id));
    const aboutMember = await rows({ target: member.username.toUpperCase() });
    expect(aboutMember).toHaveLength(5);
    expect(aboutMember.every((row) => row.target === `member:${member.id}` && row.target_name === member.username)).toBe(true);
    expect(await rows({ actor: cashier, target: member.username })).toHaveLength(4);
    expect(await rows({ actor: 'cli', target: member.username })).toHaveLength(1);
    expect(await rows({ target: `member:${member.id}` })).toHaveLength(5);
    expect(await rows({ actor: `${cashier}x` })).toEqual([]);
    const { ids, pages } = await walk('/api/ops/audit', { actor: cashier }, support, 2);
    expect(pages).toBe(3);
    expect(ids).toEqual(byName.map((row) => row.id));

    await recordRead(app.db, { actor: `operator:${cashier}`, address: null }, `member:${member.id}`, 'member.detail');
    const reads = (await call('/api/ops/access', { actor: cashier, target: member.username }, support)).data as Page;
    expect(reads.rows).toHaveLength(1);
  });

  it('pages the reads (access log) by its filter, newest first, each row once though rows are written between pages', async () => {
    const target = `member:${(await registerMember(app)).id}`;
    const read = () => recordRead(app.db, CLI_ACTOR, target, 'member.detail');
    for (let i = 0; i < 5; i += 1) await read();
    const all = (await call('/api/ops/access', { target, limit: 200 }, support)).data as Page;
    expect(all.rows).toHaveLength(5);
    const { ids: seen, pages } = await walk('/api/ops/access', { target }, support, 2, read);
    expect(pages).toBe(3);
    expect(seen).toEqual(idsOf(all));
    expect([...seen].sort((a, b) => b - a)).toEqual(seen);
    expect(await call('/api/ops/access', { target, cursor: Buffer.from('[1,2]').toString('base64url') }, support)).toMatchObject({
      code: 70150,
    });
  });
});
