import { screen, waitFor, within } from '@testing-library/react';
import { fakeSession, ok, refusal, renderConsole, type FakeAnswer } from '../../testing/renderConsole';

const figures = {
  transfers: 3,
  credits: 2,
  withdrawals: 1,
  balances: '61000',
  pending_withdrawals: '0',
  locked_bonuses: '0',
  liabilities: '61000',
  holdings: '10000',
  end_block: '42',
};
const base = { period_from: 1_700_000_000, period_to: 1_700_086_400, ran_at: 1_700_090_000, unchecked: [], failure: null, figures };
const failedRun = { ...base, id: 2, ran_by: 'schedule', ok: false, difference_count: 2 };
const offlineRun = { ...base, id: 1, ran_by: 'operator:bob', ok: false, difference_count: 0, unchecked: ['deposits', 'liabilities'] };
const differences = [
  { part: 'deposits', cause: 'missed', ref: '0xabc', user_id: 42, ours: null, chain: '2000', note: null },
  { part: 'liabilities', cause: 'shortfall', ref: 'liabilities', user_id: null, ours: '61000', chain: '10000', note: null },
];

const render = (role: 'viewer' | 'cashier', answers: Record<string, FakeAnswer> = {}) =>
  renderConsole({
    path: '/reconciliation',
    locale: 'en',
    session: fakeSession(role, 'alice'),
    answers: {
      '/api/ops/reconciliations': ok({ rows: [failedRun, offlineRun] }),
      '/api/ops/reconciliation': ok({ run: failedRun, differences }),
      ...answers,
    },
  });

/** A run's row, found by a text only it shows. */
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

describe('ReconciliationScreen', () => {
  it("lists the runs with their verdicts, and opens one: its figures and each difference's cause in words", async () => {
    const page = render('viewer');
    const daily = await rowOf('2 difference(s)');
    expect(within(daily).getByText('Daily schedule')).toBeInTheDocument();
    const offline = await rowOf('bob');
    expect(within(offline).getByText('Not checked: Deposits、Liabilities')).toBeInTheDocument();
    await page.user.click(within(daily).getByRole('button', { name: 'Open' }));
    const table = await screen.findByRole('table', { name: 'Reconciliation #2' });
    expect(within(table).getByText('Confirmed and read on the chain, never credited')).toBeInTheDocument();
    expect(within(table).getByText("Liabilities above the USDT the operator's addresses hold")).toBeInTheDocument();
    expect(within(table).getByText('610u')).toBeInTheDocument();
    expect(within(table).getByText('100u')).toBeInTheDocument();
    expect(page.calls.find((c) => c.path === '/api/ops/reconciliation')!.body).toEqual({ id: 2, lang: 'en' });
  });

  it('runs one for the days asked, shows it and asks the list again', async () => {
    const page = render('cashier', { '/api/ops/reconcile': () => ok({ run: failedRun, differences }) });
    await rowOf('2 difference(s)');
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await page.user.clear(from);
    await page.user.type(from, '2026-01-01');
    await page.user.clear(to);
    await page.user.type(to, '2026-01-31');
    await page.user.click(screen.getByRole('button', { name: 'Reconcile' }));
    expect(await screen.findByText('Reconciliation #2 done and stored')).toBeInTheDocument();
    expect(page.calls.find((c) => c.path === '/api/ops/reconcile')!.body).toEqual({ from: '2026-01-01', to: '2026-01-31', lang: 'en' });
    await waitFor(() => expect(page.calls.filter((c) => c.path === '/api/ops/reconciliations')).toHaveLength(2));
  });

  it("shows the server's refusal of a period too long", async () => {
    const page = render('cashier', { '/api/ops/reconcile': refusal(70091, 'A reconciliation covers 31 days at most') });
    await rowOf('2 difference(s)');
    await page.user.click(screen.getByRole('button', { name: 'Reconcile' }));
    expect(await screen.findByText('A reconciliation covers 31 days at most')).toBeInTheDocument();
  });

  it('a viewer reads them (in their menu too); their Reconcile is off and says why', async () => {
    render('viewer');
    expect(within(await screen.findByRole('menu')).getByText('Reconciliation')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Reconcile' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('title', 'Only cashiers and admins run a reconciliation');
  });
});
