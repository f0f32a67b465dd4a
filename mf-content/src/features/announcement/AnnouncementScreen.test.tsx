import { screen, within } from '@testing-library/react';
import type { Locale } from 'shared-contracts';
import type { FixedDepositStanding, Promotions } from 'shared-contracts/api';
import { fakeUser } from 'shared-contracts/testing';
import { PROMOTIONS } from '../../testing/promotions';
import { renderScreen } from '../../testing/renderScreen';
import { AnnouncementScreen } from './AnnouncementScreen';

/** A member in November 2026: reserve 150000u so far (the 100000u tier pays 5000u), no term yet. */
const STANDING: FixedDepositStanding = {
  month: '2026-11',
  payout_date: '2026-11-30',
  reserve: 15_000_000,
  tier: { reserve: 10_000_000, bonus: 500_000 },
  term: null,
  last_term: null,
};

const renderAnnouncement = (locale: Locale = 'en', promotions: Promotions = PROMOTIONS, standing: FixedDepositStanding = STANDING) =>
  renderScreen(<AnnouncementScreen />, {
    path: '/announcement',
    locale,
    user: fakeUser(),
    answers: { promotions, fixedDepositStanding: standing },
  });

/** The programs as an operator changed them: a 5% bonus capped at 50u with turnover x1.5 and x2; two tiers of their own. */
const CHANGED: Promotions = {
  deposit_bonus: { enabled: true, percent: 5, cap: 5_000, deposit_multiple: 150, bonus_multiple: 200 },
  fixed_deposit: {
    enabled: true,
    tiers: [
      { reserve: 5_000_000, bonus: 100_000 },
      { reserve: 16_000_000, bonus: 1_000_000 },
    ],
    term_months: 2,
  },
};
const OFF: Promotions = {
  deposit_bonus: { ...PROMOTIONS.deposit_bonus, enabled: false },
  fixed_deposit: { ...PROMOTIONS.fixed_deposit, enabled: false },
};

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const paragraphs = (testId: string) => [...screen.getByTestId(testId).querySelectorAll('p')].map((p) => p.textContent);

describe('AnnouncementScreen', () => {
  it('shows every tier the payout uses, as the program has them: reserve, rate and bonus', async () => {
    renderAnnouncement();
    const rows = await screen.findAllByTestId('tier');
    expect(rows).toHaveLength(7);
    // The spec's table, as a member reads it.
    expect(cellsOf(rows[0]!)).toEqual(['100000u', '5%', '5000u']);
    expect(cellsOf(rows[6]!)).toEqual(['2000000u', '20%', '400000u']);
  });

  it('states the fixed-deposit rules the server applies, the term as long as the program sets it', async () => {
    renderAnnouncement();
    const fixed = await screen.findByTestId('fixed-deposit');
    const rules = within(fixed).getAllByRole('listitem');
    expect(rules.map((rule) => rule.textContent)).toEqual([
      'The qualifying reserve is your lowest balance during the calendar month: a deposit late in the month does not raise it.',
      "The highest tier you reached pays its fixed bonus; the rate is that bonus as a share of the tier's reserve.",
      "Each month is settled at 00:00 on the 30th (the last day in February): its bonus is locked in your term, and the term's bonuses reach your fund detail together as one gift entry when it ends. Each lock and release comes with an in-site message.",
      "A term starts with the first month whose reserve reaches a tier and lasts 2 months, that month included: each month's bonus is locked (not in your balance) and released together at the term's end. A withdrawal during the term forfeits the locked bonus.",
      'Members only.',
      'The platform sets the tiers: each month is paid by the tiers in force at its payout moment (00:00 of the payout day); a later change never alters a bonus already paid.',
    ]);
  });

  it.each([
    ['en', 1, 'lasts 1 month, that month included'],
    ['en', 3, 'lasts 3 months, that month included'],
    ['tw', 3, '共 3 個月（含該月）'],
    ['zh', 1, '共 1 个月（含该月）'],
  ] as const)('in %s, states a term of %i month(s) as the program sets it', async (locale, termMonths, text) => {
    renderAnnouncement(locale, { ...PROMOTIONS, fixed_deposit: { ...PROMOTIONS.fixed_deposit, term_months: termMonths } });
    expect(await screen.findByTestId('fixed-deposit')).toHaveTextContent(text);
  });

  it('states the deposit bonus in force: its percent, and the turnover before a withdrawal', async () => {
    renderAnnouncement();
    await screen.findByTestId('deposit-bonus');
    expect(paragraphs('deposit-bonus')).toEqual([
      'Each USDT deposit is credited with a bonus of 10% of its amount (rounded down to 0.01u).',
      'Before a withdrawal, play through the turnover: each deposit × 1 plus its bonus × 1; the stakes of settled orders count towards it.',
      'The platform sets the bonus: a change applies to deposits credited after it; amounts already credited never change.',
    ]);
  });

  it('reads the numbers the operator set: percent, cap, multiples and tiers', async () => {
    renderAnnouncement('en', CHANGED);
    const rows = await screen.findAllByTestId('tier');
    expect(rows.map(cellsOf)).toEqual([
      ['50000u', '2%', '1000u'],
      ['160000u', '6.25%', '10000u'],
    ]);
    expect(paragraphs('deposit-bonus').slice(0, 3)).toEqual([
      'Each USDT deposit is credited with a bonus of 5% of its amount (rounded down to 0.01u).',
      'The bonus is at most 50u per deposit.',
      'Before a withdrawal, play through the turnover: each deposit × 1.5 plus its bonus × 2; the stakes of settled orders count towards it.',
    ]);
  });

  it('says a program is paused while the operator has it off, and shows no tier or rate', async () => {
    renderAnnouncement('en', OFF);
    expect(
      await screen.findByText(
        'The fixed-deposit bonus is paused: a month whose payout moment falls while it is paused is not paid; a running term ends at that moment and its locked bonus is released.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('The deposit bonus is paused: deposits are credited as usual, with no bonus.')).toBeInTheDocument();
    expect(screen.queryAllByTestId('tier')).toEqual([]);
    expect(screen.getByTestId('deposit-bonus')).not.toHaveTextContent('%');
  });

  it.each([
    ['tw', PROMOTIONS, ['合格餘額是您在該自然月內的最低餘額', '每筆 USDT 充值入賬時，另贈送充值金額的 10%（以 0.01u 為單位向下取整）。']],
    [
      'zh',
      CHANGED,
      [
        '合格余额是您在该自然月内的最低余额',
        '每笔 USDT 充值入账时，另赠送充值金额的 5%（以 0.01u 为单位向下取整）。',
        '每笔充值最多赠送 50u。',
      ],
    ],
    [
      'tw',
      OFF,
      [
        '定存獎勵目前已暫停：暫停期間到達發放時刻的月份不發放；進行中的定存期於該時刻結束，已鎖定的獎勵照常發放。',
        '充值贈送目前已暫停：充值照常入賬，不另贈送。',
      ],
    ],
    [
      'zh',
      OFF,
      [
        '定存奖励目前已暂停：暂停期间到达发放时刻的月份不发放；进行中的定存期于该时刻结束，已锁定的奖励照常发放。',
        '充值赠送目前已暂停：充值照常入账，不另赠送。',
      ],
    ],
  ] as const)('reads in %s from the live settings', async (locale, promotions, texts) => {
    renderAnnouncement(locale, promotions);
    for (const text of texts) expect(await screen.findByText(new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))).toBeInTheDocument();
  });
});

describe("AnnouncementScreen: a member's standing", () => {
  const row = (testId: string) => within(screen.getByTestId('fixed-deposit-standing')).getByTestId(testId);

  it("shows this month's reserve so far, the payout date and the tier reached, from the answer", async () => {
    renderAnnouncement();
    await screen.findByTestId('fixed-deposit-standing');
    expect(row('standing-reserve')).toHaveTextContent('Reserve so far (2026-11)150000u');
    expect(row('standing-payout')).toHaveTextContent('2026-11-30');
    expect(row('standing-tier')).toHaveTextContent('100000u tier: bonus 5000u');
    expect(row('standing-term')).toHaveTextContent('Running termNone');
    expect(screen.queryByTestId('standing-last')).toBeNull();
  });

  it('below the first tier, says how much more is needed to reach it', async () => {
    renderAnnouncement('en', PROMOTIONS, { ...STANDING, reserve: 6_000_000, tier: null });
    expect(await screen.findByTestId('standing-tier')).toHaveTextContent('None yet: 40000u more needed for the first tier (100000u)');
  });

  it('shows the running term: its months, the locked bonus and its release day; and the last term released', async () => {
    renderAnnouncement('en', PROMOTIONS, {
      ...STANDING,
      term: {
        first_month: '2026-10',
        last_month: '2026-11',
        started_at: 1_790_726_400,
        ends_at: 1_798_588_800,
        locked: 500_000,
        forfeited: false,
      },
      last_term: { first_month: '2026-06', last_month: '2026-07', outcome: 'released', amount: 1_000_000, closed_at: 1_785_369_600 },
    });
    await screen.findByTestId('fixed-deposit-standing');
    expect(row('standing-term')).toHaveTextContent('2026-10 to 2026-11');
    expect(row('standing-locked')).toHaveTextContent('5000u');
    expect(row('standing-release')).toHaveTextContent('Release2026-11-30'); // the last month's payout day
    expect(row('standing-last')).toHaveTextContent('Last term (2026-06 to 2026-07)Released 10000u');
  });

  it('says a term forfeited by a withdrawal is, and a last term forfeited', async () => {
    renderAnnouncement('en', PROMOTIONS, {
      ...STANDING,
      term: {
        first_month: '2026-11',
        last_month: '2026-12',
        started_at: 1_793_318_400,
        ends_at: 1_798_588_800,
        locked: 500_000,
        forfeited: true,
      },
      last_term: { first_month: '2026-08', last_month: '2026-09', outcome: 'forfeited', amount: 2_400_000, closed_at: 1_788_000_000 },
    });
    await screen.findByTestId('fixed-deposit-standing');
    expect(row('standing-locked')).toHaveTextContent('5000u');
    expect(row('standing-release')).toHaveTextContent('ReleaseForfeited by a withdrawal');
    expect(row('standing-last')).toHaveTextContent('Forfeited 24000u');
  });

  it('reads in tw', async () => {
    renderAnnouncement('tw');
    const card = await screen.findByTestId('fixed-deposit-standing');
    expect(card).toHaveTextContent('我的定存');
    expect(card).toHaveTextContent('本月合格餘額（2026-11）150000u');
    expect(card).toHaveTextContent('100000u 檔，獎勵 5000u');
  });

  it.each([
    ['a guest', fakeUser({ group_id: 2 })],
    ['a visitor', undefined],
  ])('is absent for %s, and not asked', async (_who, user) => {
    const view = renderScreen(<AnnouncementScreen />, { path: '/announcement', user, answers: { promotions: PROMOTIONS } });
    await screen.findByTestId('fixed-deposit');
    expect(screen.queryByTestId('fixed-deposit-standing')).toBeNull();
    expect(view.named('fixedDepositStanding')).toEqual([]);
  });
});
