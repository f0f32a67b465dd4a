import { depositCredit, gift, SPEC_DEPOSIT_BONUS, withdrawalHold } from '../../domain/ledger';
import { buildTestDb } from '../../testing/app';
import { createMember, postAlone } from '../../testing/ledger';
import { runOpsCommand } from '../../testing/ops';
import { plantOrder, plantRound } from '../../testing/reports';

let t: Awaited<ReturnType<typeof buildTestDb>>;
beforeAll(async () => {
  t = await buildTestDb();
  // 2026-03-02 10:00 in Taipei: a 10,000 deposit (1,000 bonus), a 50 gift, a 3,000 withdrawal asked, and an order of
  // 2,000 paying 3,920 (planted as settled, without its ledger entries: the balances do not see it).
  const at = Date.UTC(2026, 2, 2, 2);
  const member = await createMember(t.db);
  for (const posting of depositCredit(member, 10_000, 'a', null, SPEC_DEPOSIT_BONUS)) await postAlone(t.db, posting, at);
  await postAlone(t.db, gift(member, 50, 'promo'), at);
  await postAlone(t.db, withdrawalHold(member, 3_000, 'usdt:T'), at);
  const round = await plantRound(t.db, 1, at);
  await plantOrder(t.db, { userId: member, gameId: 1, planId: 1, roundId: round, stake: 2_000, payout: 3_920, settledAt: at });
});
afterAll(() => t.close());

const ops = (...argv: string[]) => runOpsCommand(t, t.config, argv, { by: null });

describe('report:* commands', () => {
  it('report:figures prints each day with GGR and NGR, and the total; --csv as decimal u', async () => {
    const text = await ops('report:figures', 'daily', '2026-03');
    const lines = text.out.split('\n');
    expect(text.code).toBe(0);
    expect(lines).toHaveLength(1 + 31 + 1);
    // GGR 2,000 - 3,920 = -1,920; bonuses 1,000 + 50; NGR -1,920 - 1,050 = -2,970.
    expect(lines[2]).toBe(['2026-03-02', '100u', '0u', '20u', '39.2u', '10.5u', '-19.2u', '-29.7u', '1', '1'].join('\t'));
    const csv = await ops('report:figures', 'daily', '2026-03', '--csv');
    expect(csv.out.split('\n')[0]).toBe('period,deposits,withdrawals,stakes,payouts,bonuses,ggr,ngr,active_members,orders');
    expect(csv.out.split('\n')[32]).toBe('total,100.00,0.00,20.00,39.20,10.50,-19.20,-29.70,1,1');
  });

  it('report:liability prints the end of a day: 11,050 credited less 3,000 held in balances, 3,000 pending', async () => {
    const csv = await ops('report:liability', '2026-03-02', '--csv');
    expect(csv.out.split('\n')).toEqual([
      'at,balances,pending_withdrawals,locked_bonuses,total',
      '2026-03-02T16:00:00.000Z,80.50,30.00,0.00,110.50',
    ]);
  });

  it('report:breakdown prints games, rooms and programs; report:withdrawals each day by request and decision', async () => {
    const breakdown = await ops('report:breakdown', '2026-03-01', '2026-03-31', '--csv');
    expect(breakdown.out).toMatch(/^1 [^,]+,20\.00,39\.20,-19\.20,1$/m);
    expect(breakdown.out).toContain('deposit_bonus,10.00,1');
    expect(breakdown.out).toContain('gift,0.50,1');
    const withdrawals = await ops('report:withdrawals', '2026-03-01', '2026-03-02');
    expect(withdrawals.out.split('\n')).toEqual([
      'date\trequested\trequested_count\tapproved\tapproved_count\trejected\trejected_count',
      '2026-03-01\t0u\t0\t0u\t0\t0u\t0',
      '2026-03-02\t30u\t1\t0u\t0\t0u\t0',
      'total\t30u\t1\t0u\t0\t0u\t0',
    ]);
  });

  it('refuses what the console refuses (exit 2)', async () => {
    for (const argv of [
      ['report:figures', 'daily', '2026'],
      ['report:liability', '2026-02-30'],
      ['report:breakdown', '2026-03-02', '2026-03-01'],
      ['report:withdrawals', '2026-03-01'],
    ])
      expect(await ops(...argv)).toMatchObject({ code: 2 });
  });
});
