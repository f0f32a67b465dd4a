import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ActivityRow } from 'shared-contracts/api';
import { fakeUser } from 'shared-contracts/testing';
import { renderScreen } from '../../testing/renderScreen';
import { ActivityStatementScreen } from './ActivityStatementScreen';

const days: ActivityRow[] = [
  { period: '2026-05-02', deposits: 50_000, withdrawals: 0, reviewing: 0, stakes: 12_000, wins: 19_800, net: 7_800 },
  { period: '2026-05-01', deposits: 0, withdrawals: 10_000, reviewing: 0, stakes: 3_000, wins: 0, net: -3_000 },
];
const months: ActivityRow[] = [
  { period: '2026-05', deposits: 50_000, withdrawals: 10_000, reviewing: 0, stakes: 15_000, wins: 19_800, net: 4_800 },
];

function renderStatement(locale: 'en' | 'zh' = 'en') {
  return renderScreen(<ActivityStatementScreen />, {
    path: '/activityStatement',
    locale,
    user: fakeUser(),
    answers: { activityStatement: (body) => (body?.page === 1 ? (body.by === 'day' ? days : months) : []) },
  });
}

describe('ActivityStatementScreen', () => {
  it("shows each day's deposits, withdrawals, stakes, wins and signed net result, newest first, then the end", async () => {
    const view = renderStatement();
    const rows = await screen.findAllByTestId('statement-row');
    const cells = (id: string) => rows.map((row) => within(row).getByTestId(id).textContent);
    expect(cells('statement-period')).toEqual(['2026-05-02', '2026-05-01']);
    expect(cells('statement-deposits')).toEqual(['500u', '0u']);
    expect(cells('statement-withdrawals')).toEqual(['0u', '100u']);
    expect(cells('statement-stakes')).toEqual(['120u', '30u']);
    expect(cells('statement-wins')).toEqual(['198u', '0u']);
    expect(cells('statement-net')).toEqual(['Net result +78u', 'Net result -30u']);
    expect(await screen.findByText('--END--')).toBeInTheDocument();
    expect(view.named('activityStatement').map((c) => c.body)).toEqual([
      { by: 'day', page: 1 },
      { by: 'day', page: 2 },
    ]);
  });

  it('shows withdrawals still under review apart from the paid ones, only where there are some', async () => {
    renderScreen(<ActivityStatementScreen />, {
      path: '/activityStatement',
      user: fakeUser(),
      answers: {
        activityStatement: (body) =>
          body?.page === 1
            ? [
                { ...days[1]!, withdrawals: 10_000, reviewing: 25_000 },
                { ...days[0]!, period: '2026-04-30' },
              ]
            : [],
      },
    });
    const rows = await screen.findAllByTestId('statement-row');
    expect(within(rows[0]!).getByTestId('statement-withdrawals')).toHaveTextContent('100u');
    expect(within(rows[0]!).getByTestId('statement-reviewing')).toHaveTextContent('250u');
    expect(rows[0]).toHaveTextContent('Withdrawals under review (not paid yet)');
    expect(within(rows[1]!).queryByTestId('statement-reviewing')).toBeNull();
  });

  it('switches to months', async () => {
    const view = renderStatement();
    await screen.findAllByTestId('statement-row');
    fireEvent.click(screen.getByRole('radio', { name: 'By month' }));
    expect(screen.getByRole('radio', { name: 'By month' })).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(screen.getAllByTestId('statement-period').map((p) => p.textContent)).toEqual(['2026-05']));
    expect(view.named('activityStatement').some((c) => (c.body as { by: string }).by === 'month')).toBe(true);
  });

  it('shows the labels in the user language', async () => {
    renderStatement('zh');
    const [row] = await screen.findAllByTestId('statement-row');
    expect(row).toHaveTextContent('充值');
    expect(row).toHaveTextContent('净结果 +78u');
    expect(screen.getByRole('radio', { name: '按月' })).toBeInTheDocument();
  });
});
