import type { FastifyInstance } from 'fastify';
import { GIFT_MAX } from 'shared-contracts/ops';
import { ENTRY_TYPE as T } from '../domain/ledger';
import { dateIn } from '../domain/time';
import { ERR, INVALID_INPUT } from '../i18n/errors';
import { buildTestApp, type TestApp } from '../testing/app';
import { post, registerMember } from '../testing/http';
import { runOpsCommand, TEST_OPERATOR } from '../testing/ops';
import { opsTestKit, type SignedOperator } from '../testing/opsSession';
import { loadWalletSettings } from '../wallet/settings';

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp();
  app = t.app;
});
afterAll(() => t.close());

const { call, walk, enrolled } = opsTestKit(() => app);

const ask = { amount: 1_250, mark: 'Spring promotion', reason: 'complaint #12: a lost bet refunded' };
const request = (by: SignedOperator, userId: number, body: Record<string, unknown> = {}) =>
  call('/api/ops/giftRequest', { user_id: userId, ...ask, ...body }, by);
const decide = (by: SignedOperator, id: number, decision: 'approve' | 'reject', reason = 'checked the ticket') =>
  call('/api/ops/giftDecide', { id, decision, reason }, by);

const balanceOf = (userId: number) => app.ledger.balanceOf(app.db, userId);
const giftsOf = async (userId: number) =>
  (await app.ledger.listEntries(app.db, userId, { from: 0, to: Date.now() + 1_000 })).filter((e) => e.type === T.gift);
const auditOf = (target: string) => app.db.selectFrom('audit_log').selectAll().where('target', '=', target).orderBy('id').execute();
const parsed = (text: string | null) => (text === null ? null : (JSON.parse(text) as unknown));

describe('gifts with four eyes', () => {
  it("one admin asks, another approves: the member's balance and fund log show it, every step audited", async () => {
    const [alice, bob] = [await enrolled('admin'), await enrolled('admin')];
    const member = await registerMember(app);
    const asked = await request(alice, member.id, { mark: ' Spring promotion ', lang: 'en' });
    expect(asked).toMatchObject({
      code: 1,
      data: {
        user_id: member.id,
        username: member.username,
        amount: 1_250,
        mark: 'Spring promotion',
        state: 'pending',
        requested_by: `operator:${alice.name}`,
        decided_by: null,
        entry_id: null,
      },
    });
    const id = asked.data.id as number;
    expect(await balanceOf(member.id)).toBe(0);

    expect(await decide(alice, id, 'approve')).toMatchObject({ code: 70030 });
    expect(await balanceOf(member.id)).toBe(0);

    const approved = await decide(bob, id, 'approve', ' ticket #12 checked ');
    expect(approved).toMatchObject({
      code: 1,
      data: {
        id,
        state: 'approved',
        decided_by: `operator:${bob.name}`,
        decision_reason: 'ticket #12 checked',
        entry_id: expect.any(Number),
      },
    });
    expect(await balanceOf(member.id)).toBe(1_250);
    const today = dateIn(Date.now(), loadWalletSettings({}).timeZone);
    const log = await post(app, '/api/user/quantityLogList', { begin_date: '2018-01-01', end_date: today }, { token: member.token });
    expect(log.data).toEqual([
      expect.objectContaining({ id: approved.data.entry_id, type: T.gift, mark: 'Spring promotion', delta: 1_250, over: 1_250 }),
    ]);

    // Decided once: neither another approval nor a rejection changes it.
    expect(await decide(bob, id, 'approve')).toMatchObject({ code: 70011 });
    expect(await decide(alice, id, 'reject')).toMatchObject({ code: 70011 });
    expect(await balanceOf(member.id)).toBe(1_250);

    const requestRows = await auditOf(`gift:${id}`);
    expect(requestRows.map((r) => [r.actor, r.action, parsed(r.before), parsed(r.after), r.reason])).toEqual([
      [
        `operator:${alice.name}`,
        'gift.request',
        null,
        { state: 'pending', user_id: member.id, amount: 1_250, mark: 'Spring promotion' },
        ask.reason,
      ],
      [
        `operator:${bob.name}`,
        'gift.approve',
        { state: 'pending', user_id: member.id, amount: 1_250, mark: 'Spring promotion', requested_by: `operator:${alice.name}` },
        { state: 'approved', entry_id: approved.data.entry_id },
        'ticket #12 checked',
      ],
    ]);
    expect(requestRows.every((r) => r.address === '127.0.0.1')).toBe(true);
    const moneyRows = await auditOf(`member:${member.id}`);
    expect(moneyRows.map((r) => [r.actor, r.action, parsed(r.after), r.reason])).toEqual([
      [
        `operator:${bob.name}`,
        'member.gift',
        { amount: 1_250, mark: 'Spring promotion', entry_id: approved.data.entry_id, gift_request: id },
        ask.reason,
      ],
    ]);
  });

  it('posts once when two admins approve at the same moment', async () => {
    const [alice, bob, carol] = [await enrolled('admin'), await enrolled('admin'), await enrolled('admin')];
    const member = await registerMember(app);
    const id = (await request(alice, member.id)).data.id as number;
    const answers = await Promise.all([decide(bob, id, 'approve'), decide(carol, id, 'approve')]);
    expect(answers.map((a) => a.code).sort()).toEqual([1, 70011]);
    expect(await giftsOf(member.id)).toHaveLength(1);
    expect(await balanceOf(member.id)).toBe(1_250);
    expect((await auditOf(`gift:${id}`)).map((r) => r.action)).toEqual(['gift.request', 'gift.approve']);
    expect(await auditOf(`member:${member.id}`)).toHaveLength(1);
  });

  it('a rejection moves nothing; the requester may withdraw their own request', async () => {
    const [alice, bob] = [await enrolled('admin'), await enrolled('admin')];
    const member = await registerMember(app);
    const first = (await request(alice, member.id)).data.id as number;
    expect(await decide(bob, first, 'reject', 'no ticket for this')).toMatchObject({
      code: 1,
      data: { state: 'rejected', decided_by: `operator:${bob.name}`, decision_reason: 'no ticket for this', entry_id: null },
    });
    const second = (await request(alice, member.id)).data.id as number;
    expect(await decide(alice, second, 'reject', 'typed the wrong amount')).toMatchObject({ code: 1, data: { state: 'rejected' } });
    expect(await decide(bob, second, 'approve')).toMatchObject({ code: 70011 });
    expect(await balanceOf(member.id)).toBe(0);
    expect(await giftsOf(member.id)).toEqual([]);
    expect((await auditOf(`gift:${first}`)).map((r) => [r.action, parsed(r.after), r.reason])).toEqual([
      ['gift.request', expect.anything(), ask.reason],
      ['gift.reject', { state: 'rejected' }, 'no ticket for this'],
    ]);
    expect(await auditOf(`member:${member.id}`)).toEqual([]);
  });

  it('lists every pending request first, oldest first, then the newest decided ones, with the username', async () => {
    const [alice, bob] = [await enrolled('admin'), await enrolled('admin')];
    const member = await registerMember(app);
    const ids: number[] = [];
    for (let i = 0; i < 4; i += 1) ids.push((await request(alice, member.id)).data.id as number);
    const [p1, p2, d1, d2] = ids as [number, number, number, number];
    await decide(bob, d1, 'reject');
    await decide(bob, d2, 'approve');
    const listed = await call('/api/ops/gifts', { limit: 200 }, bob);
    expect(listed.code).toBe(1);
    const rows = listed.data.rows as { id: number; state: string; username: string }[];
    const at = (id: number) => rows.findIndex((row) => row.id === id);
    expect([at(p1) < at(p2), at(p2) < at(d2), at(d2) < at(d1)]).toEqual([true, true, true]);
    expect(rows.findIndex((row) => row.state !== 'pending')).toBeGreaterThan(rows.map((row) => row.state).lastIndexOf('pending'));
    expect(rows[at(d2)]).toMatchObject({ username: member.username, state: 'approved' });
  });

  it('pages the list, pending ones then decided ones, each once though requests arrive between pages; a forged cursor is refused', async () => {
    const [alice, bob] = [await enrolled('admin'), await enrolled('admin')];
    const member = await registerMember(app);
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1) ids.push((await request(alice, member.id)).data.id as number);
    await decide(bob, ids[0]!, 'reject');
    await decide(bob, ids[1]!, 'reject');
    const listed = (await call('/api/ops/gifts', { limit: 200 }, bob)).data.rows as Array<{ id: number; state: string }>;
    const all = listed.map((row) => row.id);
    const pendingEnd = listed.findIndex((row) => row.state !== 'pending'); // decided ones follow the pending ones
    // A request asked between pages is pending, newer than every pending one: read at the pending part's end, once.
    const asked: number[] = [];
    const walked = await walk('/api/ops/gifts', {}, bob, 2, async () => {
      if (asked.length === 0) asked.push((await request(alice, member.id)).data.id as number);
    });
    expect(walked.ids).toEqual([...all.slice(0, pendingEnd), asked[0], ...all.slice(pendingEnd)]);
    expect(new Set(walked.ids).size).toBe(walked.ids.length);
    expect(await call('/api/ops/gifts', { cursor: Buffer.from('[2,1]').toString('base64url') }, bob)).toMatchObject({ code: 70150 });
    expect(await call('/api/ops/gifts', { cursor: 'bm90LWEta2V5' }, bob)).toMatchObject({ code: 70150 });
  });

  it('is refused to every role but admin (70002)', async () => {
    const admin = await enrolled('admin');
    const member = await registerMember(app);
    const id = (await request(admin, member.id)).data.id as number;
    for (const role of ['support', 'cashier', 'viewer'] as const) {
      const op = await enrolled(role);
      expect(await request(op, member.id)).toMatchObject({ status: 403, code: 70002 });
      expect(await decide(op, id, 'approve')).toMatchObject({ status: 403, code: 70002 });
      expect(await call('/api/ops/gifts', {}, op)).toMatchObject({ status: 403, code: 70002 });
    }
    expect(await balanceOf(member.id)).toBe(0);
    expect((await auditOf(`gift:${id}`)).map((r) => r.action)).toEqual(['gift.request']);
  });

  it('refuses an amount that is not a whole positive count of minor units up to the maximum, a bad mark or reason, an unknown member', async () => {
    const admin = await enrolled('admin');
    const member = await registerMember(app);
    const refused = [
      { amount: 0 },
      { amount: -500 },
      { amount: 12.5 },
      { amount: '1250' },
      { amount: GIFT_MAX + 1 },
      { mark: '  ' },
      { mark: 'x'.repeat(201) },
      { reason: 'ok' },
    ];
    for (const body of refused) expect({ body, code: (await request(admin, member.id, body)).code }).toEqual({ body, code: INVALID_INPUT });
    expect(await request(admin, 999_999)).toMatchObject({ code: ERR.notFound.code });
    expect(await request(admin, member.id, { amount: GIFT_MAX })).toMatchObject({ code: 1, data: { amount: GIFT_MAX } });
    expect(await decide(admin, 999_999, 'reject')).toMatchObject({ code: 70011 });
    const requests = await app.db.selectFrom('gift_requests').select('user_id').where('user_id', 'in', [member.id, 999_999]).execute();
    expect(requests).toHaveLength(1);
  });
});

describe("the CLI's gift", () => {
  it('asks through the same service, credits nothing alone, and is credited on another admin’s approval in the console', async () => {
    const member = await registerMember(app);
    const ran = await runOpsCommand({ db: app.db, dialect: app.dialect }, t.config, [
      'gift',
      member.username,
      '12.5',
      'Spring',
      'promotion',
    ]);
    expect(ran.code).toBe(0);
    expect(await giftsOf(member.id)).toEqual([]);
    const [asked] = await app.db.selectFrom('gift_requests').selectAll().where('user_id', '=', member.id).execute();
    expect(asked).toMatchObject({ amount: 1_250, mark: 'Spring promotion', state: 'pending', requested_by: `operator:${TEST_OPERATOR}` });
    // The CLI's operator approving their own request is refused through either door.
    const self = await runOpsCommand({ db: app.db, dialect: app.dialect }, t.config, ['gift:approve', String(asked!.id)]);
    expect(self).toMatchObject({ code: 1, err: expect.stringContaining('another admin') });
    expect(await giftsOf(member.id)).toEqual([]);

    const bob = await enrolled('admin');
    expect(await decide(bob, asked!.id, 'approve')).toMatchObject({ code: 1 });
    const [entry] = await giftsOf(member.id);
    expect(entry).toMatchObject({ amount: 1_250, mark: 'Spring promotion' });
    expect((await auditOf(`member:${member.id}`)).map((r) => [r.actor, r.action, r.address])).toEqual([
      [`operator:${bob.name}`, 'member.gift', expect.any(String)],
    ]);
    expect((await auditOf(`gift:${asked!.id}`)).map((r) => [r.actor, r.action, r.address])).toEqual([
      [`operator:${TEST_OPERATOR}`, 'gift.request', 'cli'],
      [`operator:${bob.name}`, 'gift.approve', expect.any(String)],
    ]);
  });
});
