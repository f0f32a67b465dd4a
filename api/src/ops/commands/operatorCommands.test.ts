import { buildTestDb } from '../../testing/app';
import { runOpsCommand } from '../../testing/ops';

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
      new RegExp(`^added alice \\(admin\\); enrolment link, good until .+:\\n  ${t.config.publicUrl}/ops/enrol#[A-Za-z0-9_-]{43}$`),
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
