import { screen, within } from '@testing-library/react';
import { fakeSession, ok, renderConsole } from '../../testing/renderConsole';
import { DASHBOARD_KEY, DASHBOARD_POLL_MS } from './api/opsDashboard';
import { EXPOSURE_POLL_MS } from './api/opsExposure';
import { formatBp } from '../../shared/figures';
import { sampleDashboard } from '../../testing/sampleDashboard';

const cardOf = (title: string) => screen.getByText(title).closest('.ant-card') as HTMLElement;

describe('DashboardScreen', () => {
  it("opens the console (every role) on today's and the month's figures, asked again every 30 s", async () => {
    const page = renderConsole({
      path: '/',
      locale: 'en',
      session: fakeSession('viewer'),
      answers: { '/api/ops/dashboard': ok(sampleDashboard) },
    });
    expect(await screen.findByText('Today (2026-01-01)')).toBeInTheDocument();
    expect(page.location().pathname).toBe('/dashboard');
    expect(screen.getByText('Time zone Asia/Taipei, guests left out; refreshes every 30 seconds')).toBeInTheDocument();
    const today = cardOf('Today (2026-01-01)');
    const month = cardOf('This month (2026-01)');
    // Money in u from minor units, counts as they are.
    for (const [card, deposits, ggr, members] of [
      [today, '1500u', '18.45u', '2'],
      [month, '4500u', '55.35u', '6'],
    ] as const) {
      expect(within(card).getByText('Deposits credited').closest('.ant-statistic')).toHaveTextContent(`Deposits credited${deposits}`);
      expect(within(card).getByText('GGR').closest('.ant-statistic')).toHaveTextContent(`GGR${ggr}`);
      expect(within(card).getByText('Active members').closest('.ant-statistic')).toHaveTextContent(`Active members${members}`);
    }
    expect(page.calls[0]).toMatchObject({ path: '/api/ops/dashboard', body: { lang: 'en' } });
    const query = page.queryClient.getQueryCache().find({ queryKey: DASHBOARD_KEY })!;
    expect(query.observers[0]!.options.refetchInterval).toBe(DASHBOARD_POLL_MS);
    expect(DASHBOARD_POLL_MS).toBe(30_000);
  });

  it("shows each class's realised return beside the theoretical one, the queues, the draws' leader and the watcher", async () => {
    renderConsole({
      path: '/dashboard',
      locale: 'en',
      session: fakeSession('cashier'),
      answers: { '/api/ops/dashboard': ok(sampleDashboard) },
    });
    const long = (await screen.findByText('Long')).closest('tr')!;
    expect(within(long).getByText('198.00%')).toBeInTheDocument();
    expect(within(long).getByText('99.00%')).toBeInTheDocument();
    const number5 = screen.getByText('Number 5').closest('tr')!;
    expect(within(number5).getByText('0.00%')).toBeInTheDocument();
    expect(within(number5).getByText('95.26%')).toBeInTheDocument();
    const queues = cardOf('Waiting for review');
    expect(within(queues).getByRole('link', { name: '4' })).toHaveAttribute('href', '/queues?kind=withdrawal');
    expect(within(queues).getByRole('link', { name: '2' })).toHaveAttribute('href', '/queues?kind=open_deposit');
    expect(within(queues).getByRole('link', { name: 'Open the queues' })).toHaveAttribute('href', '/queues');
    expect(screen.getByText('Drawing: api-1:4242:abcdef')).toBeInTheDocument();
    expect(screen.getByText('standby')).toBeInTheDocument();
    expect(screen.getByText('12 confirmed block(s) behind (~36 s)')).toBeInTheDocument();
  });

  it('says when the chain watcher is off and nobody drew lately, in the chosen language', async () => {
    renderConsole({
      path: '/dashboard',
      locale: 'tw',
      session: fakeSession('viewer'),
      answers: {
        '/api/ops/dashboard': ok({ ...sampleDashboard, leader: null, watcher: { state: 'off', lag_blocks: null, lag_seconds: null } }),
      },
    });
    expect(await screen.findByText('未開啟（TRON_JSONRPC_URL 未設定）')).toBeInTheDocument();
    expect(screen.getByText('近期沒有開獎紀錄')).toBeInTheDocument();
    expect(screen.getByText('做多')).toBeInTheDocument();
  });
});

describe('formatBp', () => {
  it("shows each open round's worst result against its limit and the payout of each sum, asked again every 3 s", async () => {
    const payouts = Array.from({ length: 28 }, (_, sum) => (sum >= 14 ? 19_800 : sum === 5 ? 90_456_000 : 0));
    const round = {
      game_id: 1,
      name_tw: '新加坡',
      name_zh: '新加坡',
      name_en: 'Singapore',
      issue: '202601010001',
      seals_at: 1_767_225_600,
    };
    const page = renderConsole({
      path: '/dashboard',
      locale: 'en',
      session: fakeSession('viewer'),
      answers: {
        '/api/ops/dashboard': ok(sampleDashboard),
        '/api/ops/exposure': ok([{ ...round, round_payout_limit: 100_000_000, payouts, worst_result: 5, worst_payout: 90_456_000 }]),
      },
    });
    const card = (await screen.findByText("Open rounds' exposure")).closest('.ant-card') as HTMLElement;
    const row = (await within(card).findByText('202601010001')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Singapore');
    expect(row).toHaveTextContent('sum 5: 904560u');
    expect(within(row).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '90');
    expect(row).toHaveTextContent('1000000u');
    expect(within(row).getByLabelText('14: 198u')).toBeInTheDocument();
    const query = page.queryClient.getQueryCache().find({ queryKey: ['opsExposure'] })!;
    expect(query.observers[0]!.options.refetchInterval).toBe(EXPOSURE_POLL_MS);
    expect(EXPOSURE_POLL_MS).toBe(3_000);
  });

  it('says when no round is open', async () => {
    renderConsole({
      path: '/dashboard',
      locale: 'tw',
      session: fakeSession('viewer'),
      answers: { '/api/ops/dashboard': ok(sampleDashboard), '/api/ops/exposure': ok([]) },
    });
    expect(await screen.findByText('目前沒有未開獎的期數')).toBeInTheDocument();
  });

  it('writes basis points as a percentage with two decimals, exactly', () => {
    expect(formatBp(9_750)).toBe('97.50%');
    expect(formatBp(5)).toBe('0.05%');
    expect(formatBp(0)).toBe('0.00%');
    expect(formatBp(-125)).toBe('-1.25%');
  });
});
