import { buildTestDb } from '../../testing/app';
import { createMember } from '../../testing/ledger';
import { ensureOperator, runOpsCommand } from '../../testing/ops';
import { recordImage, setBasic, submitForReview } from '../../verification/member';

type TestDb = Awaited<ReturnType<typeof buildTestDb>>;
let t: TestDb;
beforeAll(async () => {
  t = await buildTestDb();
  await ensureOperator(t, 'helpdesk', 'support');
  await ensureOperator(t, 'till', 'cashier');
});
afterAll(() => t.close());

const as = (by: string, ...argv: string[]) => runOpsCommand(t, t.config, [...argv, '--by', by]);

/** A member who gave basic and submitted a document and a selfie, as the member's calls do (verification/member.ts). */
async function submitted(legalName = 'Lin Wei') {
  const id = await createMember(t.db);
  const now = Date.now();
  await setBasic(t.db, id, { legalName, birthDate: '1990-05-17' }, { now, timeZone: 'Asia/Taipei' });
  const file = (kind: 'document' | 'selfie') =>
    recordImage(t.db, { userId: id, kind, mime: 'image/png', bytes: 10, path: `${id}/${kind}`, now });
  const documentId = await file('document');
  const selfieId = await file('selfie');
  await submitForReview(t.db, id, { documentId, selfieId }, now);
  const submission = await t.db.selectFrom('verification_submissions').select('id').where('user_id', '=', id).executeTakeFirstOrThrow();
  const { username } = await t.db.selectFrom('users').select('username').where('id', '=', id).executeTakeFirstOrThrow();
  return { id, username, documentId, selfieId, submissionId: Number(submission.id) };
}
const levelOf = async (id: number) =>
  (await t.db.selectFrom('member_verification').select('level').where('user_id', '=', id).executeTakeFirstOrThrow()).level;
const auditOf = (id: number) =>
  t.db
    .selectFrom('audit_log')
    .select(['actor', 'address', 'action', 'reason'])
    .where('target', '=', `member:${id}`)
    .orderBy('id')
    .execute();

describe('verification:list', () => {
  it('lists the pending submissions newest first with what the member gave, as the console’s queue', async () => {
    const first = await submitted('Chen Mei-Ling');
    const second = await submitted('Wang Hao');
    const { code, out } = await as('helpdesk', 'verification:list');
    expect(code).toBe(0);
    const lines = out.split('\n');
    expect(lines[0]).toBe('id\tmember\tusername\tlevel\tlegal name\tbirth date\tdocument file\tselfie file\tsubmitted');
    const at = (s: { submissionId: number }) => lines.findIndex((line) => line.startsWith(`${s.submissionId}\t`));
    expect(at(second)).toBeLessThan(at(first));
    expect(lines[at(first)]).toMatch(
      new RegExp(
        `^${first.submissionId}\\t${first.id}\\t${first.username}\\tbasic\\tChen Mei-Ling\\t1990-05-17\\t${first.documentId}\\t${first.selfieId}\\t\\d{4}-`,
      ),
    );
    expect(await as('helpdesk', 'verification:list', '--cursor', 'x')).toMatchObject({
      code: 1,
      err: expect.stringMatching(/nothing was changed/),
    });
  });
});

describe('verification:decide', () => {
  it('rejects with the reason the member reads, audited from the cli; a decided one is refused in the console’s words', async () => {
    const m = await submitted();
    expect(await as('helpdesk', 'verification:decide', String(m.submissionId), 'reject', '--reason', 'The photo is blurred')).toEqual({
      code: 0,
      out: `submission ${m.submissionId}: rejected by operator:helpdesk; the member was told`,
      err: '',
    });
    expect(await auditOf(m.id)).toEqual([
      { actor: 'operator:helpdesk', address: 'cli', action: 'verification.reject', reason: 'The photo is blurred' },
    ]);
    const [message] = await t.db.selectFrom('messages').selectAll().where('user_id', '=', m.id).execute();
    expect(message).toMatchObject({ kind: 'verification_rejected' });
    expect(await as('helpdesk', 'verification:decide', String(m.submissionId), 'approve', '--reason', 'second thoughts')).toMatchObject({
      code: 1,
      err: 'This verification submission has been decided already; nothing was changed',
    });
    expect(await levelOf(m.id)).toBe('basic');
    expect(await as('helpdesk', 'verification:decide', '999999', 'approve', '--reason', 'matches')).toMatchObject({
      code: 1,
      err: 'No such verification submission; nothing was changed',
    });
  });

  it('approves, making the member full; refuses a cashier and a reason the console refuses, changing nothing', async () => {
    const m = await submitted();
    const decide = (by: string, ...argv: string[]) => as(by, 'verification:decide', String(m.submissionId), ...argv);
    expect(await decide('till', 'approve', '--reason', 'document matches')).toMatchObject({
      code: 1,
      err: 'Your role may not do this; nothing was changed',
    });
    expect(await decide('helpdesk', 'approve', '--reason', 'ok')).toMatchObject({ code: 2, err: expect.stringContaining('usage:') });
    expect(await decide('helpdesk', 'accept', '--reason', 'document matches')).toMatchObject({ code: 2 });
    expect(await decide('helpdesk', 'approve')).toMatchObject({ code: 2 });
    expect(await auditOf(m.id)).toEqual([]);
    expect(await levelOf(m.id)).toBe('basic');

    expect(await decide('helpdesk', 'approve', '--reason', 'document matches')).toMatchObject({ code: 0 });
    expect(await levelOf(m.id)).toBe('full');
    expect((await auditOf(m.id)).map((row) => row.action)).toEqual(['verification.approve']);
    const listed = await as('helpdesk', 'verification:list');
    expect(listed.out.split('\n').some((line) => line.startsWith(`${m.submissionId}\t`))).toBe(false);
  });
});
