import { screen, within } from '@testing-library/react';
import type { Locale } from 'shared-contracts';
import type { Promotions } from 'shared-contracts/api';
import { fakeUser } from 'shared-contracts/testing';
import { PROMOTIONS } from '../../testing/promotions';
import { renderScreen } from '../../testing/renderScreen';
import { AnnouncementScreen } from './AnnouncementScreen';

const renderAnnouncement = (locale: Locale = 'en', promotions: Promotions = PROMOTIONS) =>
  renderScreen(<AnnouncementScreen />, { path: '/announcement', locale, user: fakeUser(), answers: { promotions } });

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

  it('states the fixed-deposit rules the server applies, and no term it does not apply yet', async () => {
    renderAnnouncement();
    const fixed = await screen.findByTestId('fixed-deposit');
    const rules = within(fixed).getAllByRole('listitem');
    expect(rules.map((rule) => rule.textContent)).toEqual([
      'The qualifying reserve is your lowest balance during the calendar month: a deposit late in the month does not raise it.',
      "The highest tier you reached pays its fixed bonus; the rate is that bonus as a share of the tier's reserve.",
      'Paid once per member per month, on the 30th (the last day in February), as a gift entry in your fund detail, with an in-site message.',
      'Members only.',
      'The platform sets the tiers: each month is paid by the tiers in force at its payout moment (00:00 of the payout day); a later change never alters a bonus already paid.',
    ]);
    expect(fixed).not.toHaveTextContent(/forfeit|lock|withdraw/i);
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
      await screen.findByText('The fixed-deposit bonus is paused: a month whose payout moment falls while it is paused is not paid.'),
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
    ['tw', OFF, ['定存獎勵目前已暫停：暫停期間到達發放時刻的月份不發放。', '充值贈送目前已暫停：充值照常入賬，不另贈送。']],
    ['zh', OFF, ['定存奖励目前已暂停：暂停期间到达发放时刻的月份不发放。', '充值赠送目前已暂停：充值照常入账，不另赠送。']],
  ] as const)('reads in %s from the live settings', async (locale, promotions, texts) => {
    renderAnnouncement(locale, promotions);
    for (const text of texts) expect(await screen.findByText(new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))).toBeInTheDocument();
  });
});
