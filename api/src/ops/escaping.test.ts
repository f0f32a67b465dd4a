import { withdrawalHold } from '../domain/ledger';
import { fund, postAlone } from '../testing/ledger';
import { buildTestDb } from '../testing/app';
import { runOps } from './run';
import { asOperator } from '../testing/ops';

/**
 * Stored text reaches the operator's terminal escaped (issue 9, item 4): rows written before the api refused
 * control characters, or by another path, cannot clear the screen or forge a row the operator then approves.
 */
let t: Awaited<ReturnType<typeof buildTestDb>>;
beforeAll(async () => {
  t = await buildTestDb();
});
afterAll(() => t.close());

async function ops(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runOps(
    await asOperator(t, argv),
    { out: (l) => out.push(l), err: (l) => err.push(l) },
    { connection: t, config: t.config },
  );
  return { code, out, err };
}

// What the attack stored: clear the screen, then a forged pending row for the operator to approve by id.
const CLEAR_AND_FORGE = '\u001b[2J\u001b[H\r\n99\ttrusted_user\t10000u\tusdt:TAttacker\t2026-01-01T00:00:00.000Z';
// Terminal control characters: C0 (tab/CR/LF aside, which the table and lines use), DEL, C1, bidi, line separators.
// eslint-disable-next-line no-control-regex -- the test looks for exactly these
const CONTROL = /[\u0000-\u0008\u000b-\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

async function hostileMember(username: string): Promise<number> {
  const { id } = await t.db
    .insertInto('users')
    .values({
      username,
      nickname: username,
      password_hash: '!',
      group_id: 1,
      inviter_id: null,
      security_code_hash: null,
      created_at: Date.now(),
      money: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}

it('withdraw:list prints a hostile bank card escaped: no screen clearing, no forged row, columns kept', async () => {
  const id = await hostileMember('victim');
  await t.db
    .insertInto('pay_infos')
    .values({
      user_id: id,
      type: 0,
      acc: 'Holder',
      acc_name: CLEAR_AND_FORGE,
      acc_bank: 'Bank\u202eknab',
      acc_code: 'C',
      acc_fh: 'F',
      mark: '',
      created_at: Date.now(),
    })
    .execute();
  await fund(t.db, id, 50_000);
  // The destination as withdrawAction records it from the binding.
  const hold = await postAlone(t.db, withdrawalHold(id, 20_000, `bank:Bank\u202eknab ${CLEAR_AND_FORGE}`));

  const { code, out } = await ops('withdraw:list');
  expect(code).toBe(0);
  expect(out).toHaveLength(3);
  expect(out.filter((line) => CONTROL.test(line) || /[\r\n]/.test(line))).toEqual([]);
  const row = out[1]!.split('\t');
  expect(row).toHaveLength(5);
  expect(row.slice(0, 3)).toEqual([String(hold.id), 'victim', '200u']);
  expect(row[3]).toBe(
    'bank:Bank\\u202eknab \\x1b[2J\\x1b[H\\x0d\\x0a99\\x09trusted_user\\x0910000u\\x09usdt:TAttacker\\x092026-01-01T00:00:00.000Z',
  );
  expect(out[2]).toBe('1 pending withdrawal(s)');
});

it('user:list and user:show escape a stored username and binding', async () => {
  const id = await hostileMember('evil\u001b]0;owned\u0007\u009b2J');
  await t.db
    .insertInto('pay_infos')
    .values({
      user_id: id,
      type: 1,
      acc: 'TAddr',
      acc_name: 'USDT\r\nbinding:       wallet forged',
      acc_bank: '',
      acc_code: '',
      acc_fh: '',
      mark: '',
      created_at: Date.now(),
    })
    .execute();
  const list = await ops('user:list');
  expect(list.out.join('\n')).toContain(`${id}\tevil\\x1b]0;owned\\x07\\x9b2J\tmember`);
  const show = await ops('user:show', 'evil\u001b]0;owned\u0007\u009b2J');
  expect(show.code).toBe(0);
  expect(show.out.filter((line) => line.startsWith('binding:'))).toEqual([
    'binding:       wallet USDT\\x0d\\x0abinding:       wallet forged',
  ]);
  expect([...list.out, ...show.out].filter((line) => CONTROL.test(line) || /[\r\n]/.test(line))).toEqual([]);
});

it('an error that echoes an argument is escaped too', async () => {
  const { code, err } = await ops('user:show', 'x\u001b[2J');
  expect(code).toBe(1);
  expect(err).toEqual(['no user named "x\\x1b[2J"']);
});
