import { openCase } from '../../aml/cases';
import { buildTestDb } from '../../testing/app';
import { createMember } from '../../testing/ledger';
import { ensureOperator, runOpsCommand } from '../../testing/ops';

type TestDb = Awaited<ReturnType<typeof buildTestDb>>;
let t: TestDb;
beforeAll(async () => {
  t = await buildTestDb();
  await ensureOperator(t, 'helpdesk', 'support');
  await ensureOperator(t, 'till', 'cashier');
});
afterAll(() => t.close());

const as = (by: string, ...argv: string[]) => runOpsCommand(t, t.config, [...argv, '--by', by]);

/** A member with a case opened as the rules open one (aml/cases.ts); answers the member and the case. */
async function withCase(rule: 'deny_list' | 'structuring' = 'deny_list') {
  const id = await createMember(t.db);
  await t.db.transaction().execute((trx) => openCase(trx, { userId: id, rule, evidence: { address: 'TADDRESS' } }, Date.now()));
  const found = await t.db.selectFrom('aml_cases').select('id').where('user_id', '=', id).executeTakeFirstOrThrow();
  const { username } = await t.db.selectFrom('users').select('username').where('id', '=', id).executeTakeFirstOrThrow();
  return { id, username, caseId: Number(found.id) };
}
const caseRow = (id: number) => t.db.selectFrom('aml_cases').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const auditOf = (id: number) =>
  t.db.selectFrom('audit_log').select(['actor', 'address', 'action', 'reason', 'after']).where('target', '=', `aml_case:${id}`).execute();

describe('cases:list', () => {
  it('lists open cases first with their evidence; a member’s when named', async () => {
    const a = await withCase();
    const b = await withCase('structuring');
    const all = await as('helpdesk', 'cases:list');
    expect(all.code).toBe(0);
    const lines = all.out.split('\n');
    expect(lines[0]).toBe('id\tmember\tusername\trule\topened\tdecision\tdecided by\tdecided\tevidence\tnotes');
    expect(lines.find((line) => line.startsWith(`${a.caseId}\t`))).toMatch(
      new RegExp(`^${a.caseId}\\t${a.id}\\t${a.username}\\tdeny_list\\t\\d{4}-[^\\t]+\\topen\\t\\t\\t\\{"address":"TADDRESS"\\}\\t$`),
    );
    const one = await as('helpdesk', 'cases:list', b.username);
    expect(
      one.out
        .split('\n')
        .slice(1)
        .map((line) => line.split('\t')[0]),
    ).toEqual([String(b.caseId)]);
    expect(await as('helpdesk', 'cases:list', 'nobody-here')).toMatchObject({ code: 1, err: 'no user named "nobody-here"' });
    expect(await as('helpdesk', 'cases:list', '--cursor', 'forged')).toMatchObject({
      code: 1,
      err: expect.stringMatching(/nothing was changed/),
    });
  });
});

describe('cases:close', () => {
  it('closes with a decision and a note as support, audited from the cli; a closed case is refused in the console’s words', async () => {
    const m = await withCase();
    expect(await as('helpdesk', 'cases:close', String(m.caseId), 'cleared', '--note', 'Source of funds checked')).toEqual({
      code: 0,
      out: `case ${m.caseId}: closed cleared by operator:helpdesk`,
      err: '',
    });
    expect(await caseRow(m.caseId)).toMatchObject({ decision: 'cleared', decided_by: 'operator:helpdesk' });
    const [audit] = await auditOf(m.caseId);
    expect(audit).toMatchObject({ actor: 'operator:helpdesk', address: 'cli', action: 'aml.caseClose', reason: 'Source of funds checked' });
    expect(JSON.parse(audit!.after!)).toEqual({ member: m.id, rule: 'deny_list', decision: 'cleared' });
    expect((await as('helpdesk', 'cases:list', m.username)).out).toContain('operator:helpdesk');
    expect(await as('helpdesk', 'cases:close', String(m.caseId), 'confirmed', '--note', 'again')).toMatchObject({
      code: 1,
      err: `Case #${m.caseId} is closed: no more notes or decisions; nothing was changed`,
    });
    expect(await as('helpdesk', 'cases:close', '999999', 'confirmed', '--note', 'no such')).toMatchObject({
      code: 1,
      err: 'No such case; nothing was changed',
    });
  });

  it('refuses a cashier, a decision or a note the console refuses, leaving the case open', async () => {
    const m = await withCase();
    const close = (by: string, ...argv: string[]) => as(by, 'cases:close', String(m.caseId), ...argv);
    expect(await close('till', 'confirmed', '--note', 'mule account')).toMatchObject({
      code: 1,
      err: 'Your role may not do this; nothing was changed',
    });
    expect(await close('helpdesk', 'dismissed', '--note', 'mule account')).toMatchObject({
      code: 2,
      err: expect.stringContaining('usage:'),
    });
    expect(await close('helpdesk', 'confirmed', '--note', 'no')).toMatchObject({ code: 2 });
    expect(await close('helpdesk', 'confirmed')).toMatchObject({ code: 2 });
    expect(await caseRow(m.caseId)).toMatchObject({ decision: null });
    expect(await auditOf(m.caseId)).toEqual([]);
    expect(await close('helpdesk', 'confirmed', '--note', 'mule account')).toMatchObject({ code: 0 });
    expect((await caseRow(m.caseId)).decision).toBe('confirmed');
  });
});
