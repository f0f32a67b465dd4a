import type { FastifyInstance } from 'fastify';
import { buildTestApp, type TestApp } from '../testing/app';
import { registerMember } from '../testing/http';
import { runOpsCommand } from '../testing/ops';
import { OPS_PASSWORD, opsTestKit, type SignedOperator } from '../testing/opsSession';

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp();
  app = t.app;
});
afterAll(() => t.close());

const { call, walk, enrolled, nextStep, codeOf } = opsTestKit(() => app);

/** Another session of the same operator (a second browser): the same `operator:<name>`. */
async function secondSession(op: SignedOperator): Promise<SignedOperator> {
  nextStep();
  const signed = await call('/api/ops/signIn', { name: op.name, password: OPS_PASSWORD, code: codeOf(op.secret) });
  expect(signed).toMatchObject({ code: 1 });
  return { ...op, cookie: signed.setCookie!.split(';')[0]!, csrf: signed.data.csrf as string };
}

const decide = (by: SignedOperator, id: number, decision: 'approve' | 'reject', reason = 'checked') =>
  call('/api/ops/requestDecide', { id, decision, reason, lang: 'en' }, by);
const balanceOf = (userId: number) => app.ledger.balanceOf(app.db, userId);
const cli = (...argv: string[]) => runOpsCommand({ db: app.db, dialect: app.dialect }, t.config, argv);

describe('four-eyes requests in the console', () => {
  it('nobody approves their own correction: not from a second session, not through the CLI; another admin applies it once', async () => {
    const [alice, bob] = [await enrolled('admin'), await enrolled('admin')];
    const member = await registerMember(app);
    const funded = await app.db
      .transaction()
      .execute((trx) => app.ledger.post(trx, { userId: member.id, type: 4, status: 1, amount: 5_000, mark: 'funds', ref: null }));
    const asked = await call(
      '/api/ops/correctionAsk',
      { user_id: member.id, delta: -1_250, entry_id: funded.id, reason: 'paid twice, ticket 4' },
      alice,
    );
    expect(asked).toMatchObject({
      code: 1,
      data: {
        kind: 'ledger.correct',
        state: 'pending',
        payload: { userId: member.id, delta: -1_250, entryId: funded.id },
        requested_by: `operator:${alice.name}`,
      },
    });
    const id = asked.data.id as number;

    expect(await decide(alice, id, 'approve')).toMatchObject({ code: 70020 });
    expect(await decide(await secondSession(alice), id, 'approve')).toMatchObject({ code: 70020 });
    expect(await cli('request:approve', String(id), '--by', alice.name)).toMatchObject({
      code: 1,
      err: expect.stringContaining('another operator'),
    });
    expect(await balanceOf(member.id)).toBe(5_000);

    const [first, second] = await Promise.all([decide(bob, id, 'approve'), decide(bob, id, 'approve')]);
    expect([first.code, second.code].sort()).toEqual([1, 70011]);
    expect(await balanceOf(member.id)).toBe(3_750);
    expect((await call('/api/ops/requests', { limit: 200 }, bob)).data.rows).toContainEqual(
      expect.objectContaining({ id, state: 'approved', decided_by: `operator:${bob.name}` }),
    );
  });

  it('a debit beyond the balance is refused on approval and changes nothing', async () => {
    const [alice, bob] = [await enrolled('admin'), await enrolled('admin')];
    const member = await registerMember(app);
    const funded = await app.db
      .transaction()
      .execute((trx) => app.ledger.post(trx, { userId: member.id, type: 4, status: 1, amount: 1_000, mark: 'funds', ref: null }));
    const asked = await call(
      '/api/ops/correctionAsk',
      { user_id: member.id, delta: -1_001, entry_id: funded.id, reason: 'too much' },
      alice,
    );
    expect(await decide(bob, asked.data.id as number, 'approve')).toMatchObject({ code: 70022 });
    expect(await balanceOf(member.id)).toBe(1_000);
    expect((await call('/api/ops/requests', { limit: 200 }, bob)).data.rows).toContainEqual(
      expect.objectContaining({ id: asked.data.id, state: 'pending' }),
    );
  });

  it('one admin cannot enrol a second admin alone; another admin’s approval answers the enrolment link', async () => {
    const [alice, bob] = [await enrolled('admin'), await enrolled('admin')];
    const asked = await call('/api/ops/operatorAdd', { name: 'sockpuppet', role: 'admin' }, alice);
    expect(asked).toMatchObject({ code: 1, data: { kind: 'operator.add', state: 'pending' } });
    const id = asked.data.id as number;
    expect(await decide(await secondSession(alice), id, 'approve')).toMatchObject({ code: 70020 });
    const named = () => app.db.selectFrom('operators').select('name').where('name', '=', 'sockpuppet').execute();
    expect(await named()).toEqual([]);
    expect(await decide(bob, id, 'approve')).toMatchObject({
      code: 1,
      data: { request: { state: 'approved' }, enrol_token: expect.any(String) },
    });
    expect(await named()).toEqual([{ name: 'sockpuppet' }]);
  });

  it('pages the requests, pending ones (oldest first) then decided ones (newest first), each once though asks arrive between pages', async () => {
    const [alice, bob] = [await enrolled('admin'), await enrolled('admin')];
    const member = await registerMember(app);
    const waiver = async () =>
      (await call('/api/ops/waiverAsk', { user_id: member.id, amount: 100, reason: 'paging' }, alice)).data.id as number;
    const ids: number[] = [];
    for (let i = 0; i < 4; i += 1) ids.push(await waiver());
    await decide(bob, ids[0]!, 'reject');
    const listed = (await call('/api/ops/requests', { limit: 200 }, bob)).data.rows as Array<{ id: number; state: string }>;
    const pendingEnd = listed.findIndex((row) => row.state !== 'pending');
    const pending = listed.slice(0, pendingEnd).map((row) => row.id);
    const decided = listed.slice(pendingEnd).map((row) => row.id);
    expect([...pending].sort((a, b) => a - b)).toEqual(pending);
    expect([...decided].sort((a, b) => b - a)).toEqual(decided);
    const asked: number[] = [];
    const walked = await walk('/api/ops/requests', {}, bob, 2, async () => {
      if (asked.length === 0) asked.push(await waiver()); // the newest pending one: read at the pending part's end
    });
    expect(walked.ids).toEqual([...pending, asked[0], ...decided]);
    expect(await call('/api/ops/requests', { cursor: Buffer.from('[0]').toString('base64url') }, bob)).toMatchObject({ code: 70150 });
  });

  it('a waiver and the asks are refused to every role but admin (70002)', async () => {
    const member = await registerMember(app);
    for (const role of ['viewer', 'cashier', 'support'] as const) {
      const op = await enrolled(role);
      expect(await call('/api/ops/waiverAsk', { user_id: member.id, amount: 100, reason: 'because' }, op)).toMatchObject({ code: 70002 });
      // Support lists the kinds support decides (messages to a segment: opsSegments.test.ts), never an admin's.
      expect(await call('/api/ops/requests', {}, op)).toMatchObject(role === 'support' ? { code: 1 } : { code: 70002 });
    }
  });
});
