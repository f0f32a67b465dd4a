import { screen, within } from '@testing-library/react';
import { FIXED_DEPOSIT_TIERS, formatMoney } from 'shared-contracts';
import { fakeUser } from 'shared-contracts/testing';
import { renderScreen } from '../../testing/renderScreen';
import { AnnouncementScreen } from './AnnouncementScreen';

const renderAnnouncement = (locale: 'tw' | 'zh' | 'en' = 'en') =>
  renderScreen(<AnnouncementScreen />, { path: '/announcement', locale, user: fakeUser() });

describe('AnnouncementScreen', () => {
  it('shows every tier the payout uses: reserve, rate and bonus', () => {
    renderAnnouncement();
    const rows = screen.getAllByTestId('tier');
    expect(rows).toHaveLength(FIXED_DEPOSIT_TIERS.length);
    FIXED_DEPOSIT_TIERS.forEach((tier, i) => {
      const cells = within(rows[i]!).getAllByRole('cell');
      expect(cells.map((cell) => cell.textContent)).toEqual([formatMoney(tier.reserve), `${tier.percent}%`, formatMoney(tier.bonus)]);
    });
    // The spec's table, as a member reads it.
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['100000u', '5%', '5000u']);
    expect(
      within(rows[6]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2000000u', '20%', '400000u']);
  });

  it('states the rules the server applies, and no other', () => {
    renderAnnouncement();
    const rules = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(rules.map((rule) => rule.textContent)).toEqual([
      'The qualifying reserve is your lowest balance during the calendar month: a deposit late in the month does not raise it.',
      "The highest tier you reached pays its fixed bonus; the rate is that bonus as a share of the tier's reserve.",
      'Paid once per member per month, on the 30th (the last day in February), as a gift entry in your fund detail, with an in-site message.',
      'Members only.',
    ]);
    expect(document.body).not.toHaveTextContent(/forfeit|lock|withdraw/i);
  });

  it.each([
    ['tw', '合格餘額是您在該自然月內的最低餘額'],
    ['zh', '合格余额是您在该自然月内的最低余额'],
  ] as const)('reads in %s', (locale, lowest) => {
    renderAnnouncement(locale);
    expect(screen.getByText(new RegExp(lowest))).toBeInTheDocument();
  });
});
