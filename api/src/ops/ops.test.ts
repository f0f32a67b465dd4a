import { buildTestDb } from '../testing/app';
import { type OpsCommand } from './command';
import { runOps } from './run';
import { asOperator, TEST_OPERATOR } from '../testing/ops';

const TESTER = `operator:${TEST_OPERATOR}`;

let t: Awaited<ReturnType<typeof buildTestDb>>;
let out: string[];
let err: string[];
const io = { out: (l: string) => out.push(l), err: (l: string) => err.push(l) };
const ops = async (...argv: string[]) => runOps(await asOperator(t, argv), io, { connection: t, config: t.config });

beforeAll(async () => {
  t = await buildTestDb();
  const now = Date.now();
  await t.db
    .insertInto('users')
    .values([
      {
        username: 'alice',
        password_hash: '!',
        nickname: 'alice',
        group_id: 1,
        inviter_id: null,
        security_code_hash: null,
        created_at: now,
        money: 12_345,
      },
      {
        username: 'guest1',
        password_hash: '!',
        nickname: 'guest1',
        group_id: 2,
        inviter_id: null,
        security_code_hash: null,
        created_at: now,
        money: 0,
      },
    ])
    .execute();
});
afterAll(async () => t.close());
beforeEach(() => {
  out = [];
  err = [];
});

it('help lists every command; no command is a usage error', async () => {
  expect(await ops('help')).toBe(0);
  for (const name of ['user:list', 'user:show <username>', 'user:disable <username>']) expect(out.join('\n')).toContain(name);
  expect(await ops()).toBe(2);
});

it('an unknown command is a clear error', async () => {
  expect(await ops('user:delete', 'alice')).toBe(2);
  expect(err[0]).toMatch(/unknown command "user:delete"/);
});

it('user:list lists users with money formatted', async () => {
  expect(await ops('user:list')).toBe(0);
  const text = out.join('\n');
  expect(text).toMatch(/alice\tmember\t123\.45u\tactive/);
  expect(text).toMatch(/guest1\tguest/);
  expect(await ops('user:list', 'many')).toBe(2);
});

it('user:show shows one user, and refuses an unknown one or missing argument', async () => {
  expect(await ops('user:show', 'alice')).toBe(0);
  expect(out.join('\n')).toMatch(/username: +alice/);
  // The read is on the record, as the operator the harness names (--by).
  const alice = await t.db.selectFrom('users').select('id').where('username', '=', 'alice').executeTakeFirstOrThrow();
  const reads = await t.db.selectFrom('access_log').select(['actor', 'what']).where('target', '=', `member:${alice.id}`).execute();
  expect(reads).toEqual([{ actor: 'operator:ops-tester', what: 'member.show' }]);
  expect(await ops('user:show', 'nobody')).toBe(1);
  expect(err.pop()).toBe('no user named "nobody"');
  expect(await ops('user:show')).toBe(2);
  expect(err.pop()).toBe('usage: npm run ops -- user:show <username>');
});

it('user:disable disables the account and ends its sessions', async () => {
  const alice = await t.db.selectFrom('users').select('id').where('username', '=', 'alice').executeTakeFirstOrThrow();
  const now = Date.now();
  const session = (tokenHash: string) => ({
    token_hash: tokenHash,
    user_id: alice.id,
    created_at: now,
    ip: '127.0.0.1',
    expires_at: now + 60_000,
  });
  await t.db
    .insertInto('sessions')
    .values([session('a1'), session('a2')])
    .execute();
  expect(await ops('user:disable', 'alice')).toBe(0);
  expect(out[0]).toBe('disabled alice; 2 session(s) ended');
  const row = await t.db.selectFrom('users').select('status').where('id', '=', alice.id).executeTakeFirstOrThrow();
  expect(row.status).toBe(1);
  expect(await t.db.selectFrom('sessions').select('token_hash').where('user_id', '=', alice.id).execute()).toEqual([]);
  // Why they ended, for the calls still carrying them (/login then says the account was disabled).
  const ended = await t.db.selectFrom('ended_sessions').select(['token_hash', 'reason']).orderBy('token_hash').execute();
  expect(ended).toEqual([
    { token_hash: 'a1', reason: 'disabled' },
    { token_hash: 'a2', reason: 'disabled' },
  ]);
});

it('user:enable undoes it; both are audited as the --by operator, with the reason; doing it twice changes nothing', async () => {
  expect(await ops('user:disable', 'alice')).toBe(0);
  expect(out.pop()).toBe('alice was already disabled');
  expect(await ops('user:enable', 'ALICE', '--reason', 'identity confirmed by phone')).toBe(0);
  expect(out.pop()).toBe('enabled alice: they can sign in again');
  const alice = await t.db.selectFrom('users').select(['id', 'status']).where('username', '=', 'alice').executeTakeFirstOrThrow();
  expect(alice.status).toBe(0);
  const audit = await t.db.selectFrom('audit_log').selectAll().where('target', '=', `member:${alice.id}`).orderBy('id').execute();
  expect(audit.map((row) => [row.actor, row.action, row.before, row.after, row.reason])).toEqual([
    [TESTER, 'member.disable', '{"status":0}', '{"status":1}', null],
    [TESTER, 'member.enable', '{"status":1}', '{"status":0}', 'identity confirmed by phone'],
  ]);
  expect(await ops('user:enable', 'nobody')).toBe(1);
  expect(await ops('user:enable', 'alice', '--why')).toBe(2);
});

it('an unexpected failure of a command answers 1 with its message', async () => {
  const broken: OpsCommand = {
    name: 'x:boom',
    usage: '',
    summary: 'fails',
    run: async () => {
      throw new Error('kaput');
    },
  };
  expect(await runOps(['x:boom'], io, { connection: t, config: t.config, commands: [broken] })).toBe(1);
  expect(err[0]).toBe('x:boom failed: kaput');
});
