import { gift } from '../../domain/ledger';
import { startOfDate } from '../../domain/time';
import { monthOf, monthsAfter, qualifyingPeriod } from '../../promotions/fixedDeposit/rules';
import { Ledger } from '../../ledger';
import { createMember, postAlone } from '../../testing/ledger';
import { buildTestDb } from '../../testing/app';
import { runOpsCommand } from '../../testing/ops';

/** Posts nobody hears: no balance is held in memory here. */
const ledger = new Ledger();

type TestDb = Awaited<ReturnType<typeof buildTestDb>>;
let t: TestDb;
beforeAll(async () => {
  t = await buildTestDb();
});
afterAll(() => t.close());

const ops = (...argv: string[]) => runOpsCommand(t, t.config, argv);

const DAY = 86_400_000;

describe('fixed-deposit:preview and fixed-deposit:run', () => {
  it('preview lists who would get what without paying; run locks it once; the books stay balanced', async () => {
    const zone = t.config.wallet.timeZone;
    const thisMonth = monthOf(Date.now(), zone);
    const lastMonth = monthOf(startOfDate(`${thisMonth}-01`, zone) - 1, zone);
    const before = qualifyingPeriod(lastMonth, zone).from - DAY;
    const member = await createMember(t.db);
    await t.db.updateTable('users').set({ username: 'rich\u001b[2J' }).where('id', '=', member).execute();
    await postAlone(t.db, gift(member, 250_000_000, 'test funds'), before);
    const poor = await createMember(t.db);
    await postAlone(t.db, gift(poor, 9_999_999, 'test funds'), before);

    const preview = await ops('fixed-deposit:preview', lastMonth);
    expect(preview).toMatchObject({ code: 0, err: '' });
    expect(preview.out).toContain(`${member}\trich\\x1b[2J\t2500000u\t2000000u (20%)\t400000u\tno`);
    expect(preview.out).not.toMatch(new RegExp(`^${poor}\t`, 'm'));
    expect(preview.out).toContain('1 member(s) qualify, bonuses total 400000u; 0 already paid');
    expect(await ledger.balanceOf(t.db, member)).toBe(250_000_000);

    const run = await ops('fixed-deposit:run', lastMonth);
    expect(run).toMatchObject({ code: 0, err: '' });
    expect(run.out).toContain(`${member}\trich\\x1b[2J\t2500000u\t2000000u (20%)\t400000u\tyes`);
    expect(run.out).toContain("locked 1 member(s)' bonus, 400000u in all; 0 had been paid before");
    expect(run.out).toContain('terms ended: 0 released, 0 forfeited by a withdrawal');
    expect(await ledger.balanceOf(t.db, member)).toBe(250_000_000); // locked in its 2-month term
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'fixedDeposit.run').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor: 'operator:ops-tester', address: 'cli', target: `month:${lastMonth}` });
    expect(JSON.parse(audit.after!)).toMatchObject({ paid: 1, total: 40_000_000, alreadyPaid: 0, switchedOff: false });

    expect((await ops('fixed-deposit:run', lastMonth)).out).toContain("locked 0 member(s)' bonus, 0u in all; 1 had been paid before");
    expect((await ops('fixed-deposit:preview', lastMonth)).out).toContain('1 member(s) qualify, bonuses total 400000u; 1 already paid');
    expect(await ledger.balanceOf(t.db, member)).toBe(250_000_000);
    expect(await ops('ledger:verify')).toMatchObject({ code: 0, out: expect.stringContaining('ledger balanced') });
  });

  it('refuses a month not yet payable, one not begun, and a malformed month, paying nothing', async () => {
    const zone = t.config.wallet.timeZone;
    const nextMonth = monthOf(qualifyingPeriod(monthOf(Date.now(), zone), zone).to + 3 * DAY, zone);
    expect(await ops('fixed-deposit:run', nextMonth)).toMatchObject({ code: 1, err: expect.stringContaining('nothing was paid') });
    // Two months on: its window opens at next month's payout moment, always ahead (next month's own window opens on
    // this month's last days, so on those days next month has begun).
    const notBegun = monthsAfter(monthOf(Date.now(), zone), 2);
    expect(await ops('fixed-deposit:preview', notBegun)).toMatchObject({ code: 1, err: expect.stringContaining('has not begun') });
    expect(await ops('fixed-deposit:preview', '2026-13')).toMatchObject({ code: 2, err: expect.stringContaining('YYYY-MM') });
    expect(await ops('fixed-deposit:run')).toMatchObject({ code: 2, err: expect.stringContaining('usage') });
    const unnamed = await runOpsCommand(t, t.config, ['fixed-deposit:run', '2020-01'], { by: null });
    expect(unnamed).toMatchObject({ code: 2, err: expect.stringContaining('--by') });
  });
});
