import { buildTestDb } from '../../testing/app';
import { ensureOperator, runOpsCommand } from '../../testing/ops';
import { depositBonusProgram, fixedDepositProgram, programHistory } from '../../promotions/programs';

type TestDb = Awaited<ReturnType<typeof buildTestDb>>;
let t: TestDb;
beforeAll(async () => {
  t = await buildTestDb();
  for (const name of ['alice', 'bob', 'carol', 'dave']) await ensureOperator(t, name);
});
afterAll(() => t.close());

const ops = (...argv: string[]) => runOpsCommand(t, t.config, argv);

/** The audit rows of program:set, oldest first. */
const audits = async () =>
  (
    await t.db
      .selectFrom('audit_log')
      .select(['actor', 'address', 'target', 'before', 'after', 'reason'])
      .where('action', '=', 'program.set')
      .orderBy('id')
      .execute()
  ).map((row) => ({ ...row, before: JSON.parse(row.before!), after: JSON.parse(row.after!) }));
/** Approves the request a program:set printed, as `by` (another admin); answers the exit code. */
async function approve(printed: string, by: string): Promise<number> {
  const id = /^request (\d+):/m.exec(printed)![1]!;
  return (await ops('request:approve', id, '--by', by)).code;
}
const changes = async () => (await programHistory(t.db, 'deposit_bonus')).length + (await programHistory(t.db, 'fixed_deposit')).length;

describe('program:show', () => {
  it('shows both programs as set now, and their history', async () => {
    const shown = await ops('program:show');
    expect(shown).toMatchObject({ code: 0, err: '' });
    for (const line of [
      'deposit bonus, in force now:',
      '  enabled: on',
      '  percent: 10%',
      '  cap per deposit: none',
      '  turnover of a deposit: x1',
      '  turnover of a bonus: x1',
      'fixed deposit, in force now:',
      '  tiers: 100000u -> 5000u (5%), 200000u -> 12000u (6%), 300000u -> 24000u (8%), 400000u -> 40000u (10%), 500000u -> 60000u (12%), 1000000u -> 150000u (15%), 2000000u -> 400000u (20%)',
      '  term: 2 month(s)',
    ])
      expect(shown.out).toContain(line);
    expect(shown.out).toMatch(/by migration 034 \(.+\): first setting/);
  });

  it('refuses a program it does not know', async () => {
    expect(await ops('program:show', 'cashback')).toMatchObject({
      code: 2,
      err: expect.stringContaining('deposit-bonus or fixed-deposit'),
    });
  });
});

describe('program:set', () => {
  it('changes the deposit bonus as asked, exactly (u and multiples, never through a float), and records who and why', async () => {
    const set = await ops(
      'program:set',
      'deposit-bonus',
      '--percent',
      '5',
      '--cap',
      '12.34',
      '--deposit-multiple',
      '1.5',
      '--bonus-multiple',
      '2',
      '--by',
      'alice',
      '--note',
      'cheaper bonus',
    );
    expect(set).toMatchObject({ code: 0, err: '' });
    expect(set.out).toMatch(
      /^request (\d+): deposit bonus: percent: 10% -> 5%; cap per deposit: none -> 12\.34u; turnover of a deposit: x1 -> x1\.5; turnover of a bonus: x1 -> x2; pending until another operator approves it/,
    );
    expect(await depositBonusProgram(t.db)).toMatchObject({ percent: 10 }); // nothing until approved
    expect(await approve(set.out, 'alice')).toBe(1); // not by who asked
    expect(await approve(set.out, 'bob')).toBe(0);
    const id = /^request (\d+):/.exec(set.out)![1]!;
    expect(await depositBonusProgram(t.db)).toEqual({
      enabled: true,
      percent: 5,
      capMinor: 1_234,
      depositMultiple: 150,
      bonusMultiple: 200,
    });
    expect(await audits()).toEqual([
      {
        actor: 'operator:bob',
        address: 'cli',
        target: 'program:deposit_bonus',
        before: { enabled: true, percent: 10, capMinor: null, depositMultiple: 100, bonusMultiple: 100 },
        after: { enabled: true, percent: 5, capMinor: 1_234, depositMultiple: 150, bonusMultiple: 200 },
        reason: `cheaper bonus (request ${id} by operator:alice)`,
      },
    ]);

    const shown = (await ops('program:show', 'deposit-bonus')).out;
    expect(shown).toMatch(
      /\d{4}-\d\d-\d\dT[\d:.]+Z by operator:bob \(cheaper bonus \(request \d+ by operator:alice\)\): percent: 10% -> 5%; cap per deposit: none -> 12\.34u/,
    );
    expect(shown).not.toContain('fixed deposit');

    const off = await ops('program:set', 'deposit-bonus', '--off', '--no-cap', '--by', 'bob');
    expect(off.out).toContain('deposit bonus: enabled: on -> off; cap per deposit: 12.34u -> none');
    expect(await approve(off.out, 'carol')).toBe(0);
    expect(await depositBonusProgram(t.db)).toMatchObject({ enabled: false, percent: 5, capMinor: null });
  });

  it('refuses without --by, or by someone who is no operator, writing nothing', async () => {
    const before = await changes();
    expect(await runOpsCommand(t, t.config, ['program:set', 'deposit-bonus', '--on'], { by: null })).toMatchObject({
      code: 2,
      err: expect.stringContaining('--by <operator>'),
    });
    expect(await ops('program:set', 'deposit-bonus', '--on', '--by', 'mallory')).toMatchObject({
      code: 2,
      err: expect.stringContaining('no such operator'),
    });
    expect(await changes()).toBe(before);
  });

  it('changes the fixed deposit: switch, tiers in u, term', async () => {
    const set = await ops(
      'program:set',
      'fixed-deposit',
      '--off',
      '--tiers',
      '1000:10,2000.5:40.25',
      '--term-months',
      '3',
      '--by',
      'carol',
    );
    expect(set).toMatchObject({ code: 0, err: '' });
    expect(set.out).toContain('fixed deposit: enabled: on -> off; tiers: ');
    expect(await approve(set.out, 'dave')).toBe(0);
    expect(await fixedDepositProgram(t.db)).toEqual({
      enabled: false,
      tiers: [
        { reserve: 100_000, bonus: 1_000 },
        { reserve: 200_050, bonus: 4_025 },
      ],
      termMonths: 3,
    });
  });

  it.each([
    [['deposit-bonus', '--percent', '101'], 'percent'],
    [['deposit-bonus', '--percent', '10.5'], 'whole number'],
    [['deposit-bonus', '--cap', '-1'], 'amount in u'],
    [['deposit-bonus', '--cap', '1e3'], 'amount in u'],
    [['deposit-bonus', '--cap', '5', '--no-cap'], 'together'],
    [['deposit-bonus', '--on', '--off'], 'together'],
    [['deposit-bonus', '--deposit-multiple', '100.5'], 'depositMultiple'],
    [['deposit-bonus', '--bonus-multiple', '0.125'], 'at most 2 decimals'],
    [['deposit-bonus', '--tiers', '1:1'], 'unknown for this program: --tiers'],
    [['deposit-bonus', '--percent'], 'needs a value'],
    [['deposit-bonus', '--percent', '5', '--percent', '6'], 'twice'],
    [['deposit-bonus', '5'], 'unexpected'],
    [['deposit-bonus', '--by', 'dave'], 'nothing to change'],
    [['fixed-deposit', '--tiers', '2000:10,1000:5'], 'strictly increasing'],
    [['fixed-deposit', '--tiers', '1000:0'], 'tiers'],
    [['fixed-deposit', '--tiers', '1000'], 'reserve:bonus'],
    [['fixed-deposit', '--term-months', '25'], 'termMonths'],
    [['bonus', '--on'], 'deposit-bonus or fixed-deposit'],
    [[], 'usage'],
  ])('refuses %j (%s), writing nothing', async (args, why) => {
    const before = await changes();
    const audited = (await audits()).length;
    const refused = await ops('program:set', ...args);
    expect(refused).toMatchObject({ code: 2, err: expect.stringContaining(why) });
    expect(await changes()).toBe(before);
    expect(await audits()).toHaveLength(audited);
  });
});
