import { buildTestDb } from '../../testing/app';
import { ensureOperator, runOpsCommand } from '../../testing/ops';

type TestDb = Awaited<ReturnType<typeof buildTestDb>>;
let t: TestDb;
beforeAll(async () => {
  t = await buildTestDb();
});
afterAll(() => t.close());

const ops = (...argv: string[]) => runOpsCommand(t, t.config, argv);

describe('operator:add', () => {
  it('adds the first admin, prints a one-time enrolment link on the public address, and audits it as the CLI', async () => {
    // Nobody exists to name with --by: the shell enrols the first operator.
    const added = await runOpsCommand(t, t.config, ['operator:add', 'Alice', '--role', 'admin'], { by: null });
    expect(added).toMatchObject({ code: 0, err: '' });
    expect(added.out).toMatch(
      new RegExp(
        `^added alice \\(admin\\) from the server's shell\\nenrolment link, good until .+:\\n  ${t.config.publicUrl}/ops/enrol#[A-Za-z0-9_-]{43}\\nPUBLIC_URL is not set: the link assumes the server at ${t.config.publicUrl}; .+$`,
      ),
    );
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'operator.add').execute();
    expect(audit.map((row) => [row.actor, row.target, row.address])).toEqual([['cli', 'operator:alice', null]]);
    expect(await runOpsCommand(t, t.config, ['operator:add', 'bob', '--role', 'viewer'], { by: null })).toMatchObject({
      code: 2,
      err: expect.stringContaining('--by <operator>'),
    });
    expect(await ops('operator:add', 'alice', '--role', 'viewer', '--by', 'alice')).toMatchObject({
      code: 1,
      err: expect.stringContaining('exists'),
    });
  });

  it('one admin cannot enrol a second approver alone: the request waits for another admin, who gets the link', async () => {
    const asked = await ops('operator:add', 'mallory', '--role', 'admin', '--by', 'alice');
    expect(asked).toMatchObject({ code: 0, out: expect.stringContaining('pending until another operator approves it') });
    const id = /^request (\d+):/.exec(asked.out)![1]!;
    expect(await ops('request:approve', id, '--by', 'alice')).toMatchObject({
      code: 1,
      err: 'You asked for this change: another operator must approve it; nothing was changed',
    });
    const named = () => t.db.selectFrom('operators').select('name').where('name', 'in', ['mallory', 'carol']).orderBy('name').execute();
    expect(await named()).toEqual([]);

    // The shell enrols the second admin (fewer than two exist), then never again without a name.
    expect(await runOpsCommand(t, t.config, ['operator:add', 'carol', '--role', 'admin'], { by: null })).toMatchObject({ code: 0 });
    expect(await runOpsCommand(t, t.config, ['operator:add', 'dave', '--role', 'admin'], { by: null })).toMatchObject({ code: 2 });
    // The server's PUBLIC_URL given: the whole link on it, nothing to add.
    const published = { ...t.config, publicUrl: 'https://ops.example.com', publicUrlGuessed: false };
    const approved = await runOpsCommand(t, published, ['request:approve', id, '--by', 'carol']);
    expect(approved).toMatchObject({ code: 0 });
    expect(approved.out).toMatch(
      new RegExp(`^request ${id}: approved\\nenrolment link, good until .+:\\n  https://ops.example.com/ops/enrol#[A-Za-z0-9_-]{43}$`),
    );
    expect(await named()).toEqual([{ name: 'carol' }, { name: 'mallory' }]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['actor', 'action'])
      .where('target', '=', 'operator:mallory')
      .orderBy('id')
      .execute();
    expect(audit.map((row) => [row.actor, row.action])).toEqual([
      ['operator:alice', 'operator.add.request'],
      ['operator:carol', 'operator.add'],
      ['operator:carol', 'operator.add.approve'],
    ]);
  });

  it('refuses a role or a name it does not know, adding nobody', async () => {
    expect(await ops('operator:add', 'bob', '--role', 'root')).toMatchObject({
      code: 2,
      err: expect.stringContaining('viewer, cashier, support, admin'),
    });
    expect(await ops('operator:add', 'b', '--role', 'viewer')).toMatchObject({ code: 2 });
    expect(await ops('operator:add', 'bob')).toMatchObject({ code: 2, err: expect.stringContaining('usage') });
    expect(await t.db.selectFrom('operators').select('name').where('name', '=', 'bob').execute()).toEqual([]);
  });
});

describe('operator:role', () => {
  const roleOf = async (name: string) =>
    (await t.db.selectFrom('operators').select('role').where('name', '=', name).executeTakeFirst())?.role;

  it('asks; nobody changes a role alone (not the asker, not the operator named); another admin approves, audited', async () => {
    for (const [name, role] of [
      ['rolea', 'admin'],
      ['roleb', 'admin'],
      ['rolec', 'viewer'],
    ] as const)
      await ensureOperator(t, name, role);
    const asked = await ops('operator:role', 'rolec', 'admin', '--reason', 'covers the night shift', '--by', 'rolea');
    expect(asked).toMatchObject({
      code: 0,
      out: expect.stringMatching(/^request \d+: rolec becomes admin; pending until another operator approves it/),
    });
    const id = /^request (\d+):/.exec(asked.out)![1]!;
    expect(await roleOf('rolec')).toBe('viewer');
    expect(await ops('request:approve', id, '--by', 'rolea')).toMatchObject({ code: 1 });
    expect(await ops('request:approve', id, '--by', 'rolec')).toMatchObject({ code: 1 }); // a viewer decides nothing
    expect(await ops('request:approve', id, '--by', 'roleb')).toMatchObject({ code: 0 });
    expect(await roleOf('rolec')).toBe('admin');
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['actor', 'target', 'before', 'after'])
      .where('action', '=', 'operator.role')
      .execute();
    expect(audit).toEqual([{ actor: 'operator:roleb', target: 'operator:rolec', before: '{"role":"viewer"}', after: '{"role":"admin"}' }]);
  });

  it('refuses an unknown operator, the role they have, a role or usage it does not know, asking nothing', async () => {
    await ensureOperator(t, 'roled', 'cashier');
    const before = (await t.db.selectFrom('ops_requests').select('id').execute()).length;
    expect(await ops('operator:role', 'nobody', 'admin', '--reason', 'why not', '--by', 'rolea')).toMatchObject({
      code: 1,
      err: expect.stringContaining('No such operator'),
    });
    expect(await ops('operator:role', 'roled', 'cashier', '--reason', 'same', '--by', 'rolea')).toMatchObject({
      code: 1,
      err: expect.stringContaining('already has this role'),
    });
    expect(await ops('operator:role', 'roled', 'boss', '--reason', 'x y z', '--by', 'rolea')).toMatchObject({ code: 2 });
    expect(await ops('operator:role', 'roled', 'admin', '--by', 'rolea')).toMatchObject({ code: 2 }); // a reason is required
    expect(await t.db.selectFrom('ops_requests').select('id').execute()).toHaveLength(before);
  });
});

describe('operator:disable and operator:reset', () => {
  const statusOf = async (name: string) =>
    await t.db.selectFrom('operators').select(['status', 'password_hash']).where('name', '=', name).executeTakeFirstOrThrow();

  it('ask; another admin applies them (a reset prints the new link once); nothing happens on asking', async () => {
    for (const [name, role] of [
      ['lifea', 'admin'],
      ['lifeb', 'admin'],
      ['lifec', 'cashier'],
      ['lifed', 'support'],
    ] as const)
      await ensureOperator(t, name, role);
    const disable = await ops('operator:disable', 'lifec', '--reason', 'left the company', '--by', 'lifea');
    expect(disable).toMatchObject({ code: 0, out: expect.stringMatching(/^request \d+: lifec disabled; pending/) });
    expect((await statusOf('lifec')).status).toBe(0);
    expect(await ops('request:approve', /^request (\d+):/.exec(disable.out)![1]!, '--by', 'lifeb')).toMatchObject({ code: 0 });
    expect((await statusOf('lifec')).status).toBe(1);

    const reset = await ops('operator:reset', 'lifed', '--reason', 'lost phone', '--by', 'lifea');
    expect(reset).toMatchObject({ code: 0, out: expect.stringMatching(/^request \d+: lifed's sign-in reset; pending/) });
    const approved = await ops('request:approve', /^request (\d+):/.exec(reset.out)![1]!, '--by', 'lifeb');
    expect(approved).toMatchObject({ code: 0, out: expect.stringContaining('/enrol') });
    expect((await statusOf('lifed')).password_hash).toBeNull();
  });

  it('refuses an unknown or disabled operator and a missing reason, asking nothing', async () => {
    const before = (await t.db.selectFrom('ops_requests').select('id').execute()).length;
    expect(await ops('operator:disable', 'nobody', '--reason', 'why not', '--by', 'lifea')).toMatchObject({
      code: 1,
      err: expect.stringContaining('No such operator'),
    });
    expect(await ops('operator:reset', 'lifec', '--reason', 'disabled already', '--by', 'lifea')).toMatchObject({ code: 1 });
    expect(await ops('operator:disable', 'lifed', '--by', 'lifea')).toMatchObject({ code: 2 });
    expect(await t.db.selectFrom('ops_requests').select('id').execute()).toHaveLength(before);
  });
});
