import { screen, waitFor, within } from '@testing-library/react';
import type { Options, SeriesLineOptions } from 'highcharts';
import { fakeSession, ok, renderConsole } from '../../testing/renderConsole';

// Highcharts draws far too slowly under jsdom on a small machine: the test reads the options the chart is given.
const charted: Options[] = [];
jest.mock('highcharts-react-official', () => ({
  __esModule: true,
  default: ({ options }: { options: Options }) => {
    charted.push(options);
    return null;
  },
}));

const row = (label: string, scale: number) => ({
  label,
  deposits: 10_050 * scale,
  withdrawals: 2_000 * scale,
  stakes: 7_000 * scale,
  payouts: 5_000 * scale,
  bonuses: 1_005 * scale,
  ggr: 2_000 * scale,
  ngr: 995 * scale,
  active_members: 3 * scale,
  orders: 9 * scale,
});
const answer = (body: Record<string, unknown>) => {
  const rows =
    body.period === 'daily' ? [row(`${String(body.at)}-01`, 1), row(`${String(body.at)}-02`, 2)] : [row(`${String(body.at)}-01`, 3)];
  const { label: _label, ...total } = row('', 3);
  return ok({ time_zone: 'Asia/Taipei', rows, total });
};

/** What the page handed the browser to save: its bytes, or its text (a reader drops the BOM). */
function saved(blob: Blob, as: 'bytes'): Promise<ArrayBuffer>;
function saved(blob: Blob, as: 'text'): Promise<string>;
function saved(blob: Blob, as: 'bytes' | 'text'): Promise<ArrayBuffer | string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result!);
    if (as === 'bytes') reader.readAsArrayBuffer(blob);
    else reader.readAsText(blob);
  });
}

describe('ReportsScreen', () => {
  it("shows a month's days in a chart and a table with the total, and switches to a year's months", async () => {
    const page = renderConsole({
      path: '/reports?period=daily&at=2026-01',
      locale: 'en',
      session: fakeSession('viewer'),
      answers: { '/api/ops/report': answer },
    });
    const first = (await screen.findByText('2026-01-01', { selector: 'td' })).closest('tr')!;
    expect(within(first).getByText('100.5u')).toBeInTheDocument();
    expect(within(first).getByText('9')).toBeInTheDocument();
    const total = screen.getByText('Total').closest('tr')!;
    expect(within(total).getByText('301.5u')).toBeInTheDocument();
    expect(within(total).getByText('27')).toBeInTheDocument();
    expect(page.calls[0]!.body).toEqual({ period: 'daily', at: '2026-01', lang: 'en' });
    // Stakes and payouts as columns, GGR as a line, per day, in u (the chart's code comes a moment later).
    await waitFor(() => expect(charted.length).toBeGreaterThan(0));
    const chart = charted.at(-1)!;
    expect(chart.xAxis).toMatchObject({ categories: ['2026-01-01', '2026-01-02'] });
    expect((chart.series as SeriesLineOptions[]).map((s) => [s.type, s.name, s.data])).toEqual([
      ['column', 'Stakes', [70, 140]],
      ['column', 'Payouts', [50, 100]],
      ['line', 'GGR', [20, 40]],
    ]);
    expect(screen.getByText('Time zone Asia/Taipei, guests left out; a withdrawal counts on the day it was asked for')).toBeInTheDocument();

    await page.user.click(screen.getByText('Monthly'));
    expect(await screen.findByText('2026-01', { selector: 'td' })).toBeInTheDocument();
    expect(page.calls.at(-1)!.body).toEqual({ period: 'monthly', at: '2026', lang: 'en' });
    expect(page.location().search).toBe('?period=monthly&at=2026&month=01');
  });

  it('keeps the month picked when switching to monthly and back to daily', async () => {
    const page = renderConsole({
      path: '/reports?period=daily&at=2025-03',
      locale: 'en',
      session: fakeSession('viewer'),
      answers: { '/api/ops/report': answer },
    });
    await screen.findByText('2025-03-01', { selector: 'td' });
    await page.user.click(screen.getByText('Monthly'));
    await screen.findByText('2025-01', { selector: 'td' });
    await page.user.click(screen.getByText('Daily'));
    expect(await screen.findByText('2025-03-02', { selector: 'td' })).toBeInTheDocument();
    expect(page.calls.map((c) => c.body.at)).toEqual(['2025-03', '2025', '2025-03']);
  });

  it('exports the same rows as a CSV file: BOM, translated headers, money as u with two decimals', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:report';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('report-daily-2026-01.csv');
    });
    const page = renderConsole({
      path: '/reports?period=daily&at=2026-01',
      locale: 'tw',
      session: fakeSession('viewer'),
      answers: { '/api/ops/report': answer },
    });
    await screen.findByText('2026-01-01', { selector: 'td' });
    await page.user.click(screen.getByRole('button', { name: '匯出 CSV' }));
    expect(click).toHaveBeenCalledTimes(1);
    // UTF-8 with its byte order mark, so Excel reads the Chinese headers.
    expect([...new Uint8Array(await saved(created[0]!, 'bytes')).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect((await saved(created[0]!, 'text')).split('\r\n')).toEqual([
      '期間,充值入帳,提現出款,投注額,派彩,贈送,毛收入 GGR,淨收入 NGR,活躍會員,已結算注單',
      '2026-01-01,100.50,20.00,70.00,50.00,10.05,20.00,9.95,3,9',
      '2026-01-02,201.00,40.00,140.00,100.00,20.10,40.00,19.90,6,18',
      '合計,301.50,60.00,210.00,150.00,30.15,60.00,29.85,9,27',
      '',
    ]);
    click.mockRestore();
  });
});

describe('ReportsScreen, the reports an operator files', () => {
  const liability = ok({
    time_zone: 'Asia/Taipei',
    at: Date.UTC(2026, 2, 2, 16) / 1000,
    balances: 805_000,
    pending_withdrawals: 30_000,
    locked_bonuses: 500_000,
    total: 1_335_000,
  });
  const played = (stakes: number, payouts: number, orders: number) => ({ stakes, payouts, ggr: stakes - payouts, orders });
  const breakdown = ok({
    time_zone: 'Asia/Taipei',
    games: [{ game_id: 1, name_tw: '加拿大', name_zh: '加拿大', name_en: 'Canada', ...played(350_000, 196_000, 3) }],
    rooms: [
      { plan_id: 1, game_id: 1, tier: 1, title_tw: '初級', title_zh: '初级', title_en: 'Starter', ...played(300_000, 196_000, 2) },
      { plan_id: 2, game_id: 1, tier: 2, title_tw: '中級', title_zh: '中级', title_en: 'Middle', ...played(50_000, 0, 1) },
    ],
    programs: [
      { program: 'deposit_bonus', bonuses: 150_000, count: 2 },
      { program: 'fixed_deposit', bonuses: 400_000, count: 1 },
      { program: 'gift', bonuses: 500, count: 2 },
    ],
  });
  const day = (date: string, requested: number, approved: number, rejected: number) => ({
    date,
    requested,
    requested_count: requested ? 1 : 0,
    approved,
    approved_count: approved ? 1 : 0,
    rejected,
    rejected_count: rejected ? 1 : 0,
  });
  const withdrawals = ok({
    time_zone: 'Asia/Taipei',
    rows: [day('2026-03-01', 300_000, 0, 0), day('2026-03-02', 0, 300_000, 0)],
    total: { requested: 300_000, requested_count: 1, approved: 300_000, approved_count: 1, rejected: 0, rejected_count: 0 },
  });
  const answers = {
    '/api/ops/reportLiability': liability,
    '/api/ops/reportBreakdown': breakdown,
    '/api/ops/reportWithdrawals': withdrawals,
  };

  it("shows the liability at a day's end with its CSV", async () => {
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => (created.push(blob), 'blob:report'));
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const page = renderConsole({ path: '/reports?tab=liability&date=2026-03-02', locale: 'en', session: fakeSession('viewer'), answers });
    const total = (await screen.findByText('Total liability')).closest('tr')!;
    expect(within(total).getByText('13350u')).toBeInTheDocument();
    expect(screen.getByText('Fixed-deposit bonuses locked').closest('tr')).toHaveTextContent('5000u');
    expect(page.calls.find((c) => c.path === '/api/ops/reportLiability')!.body).toEqual({ date: '2026-03-02', lang: 'en' });
    await page.user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect((await saved(created[0]!, 'text')).split('\r\n')).toEqual([
      "Date,Members' balances,Withdrawals awaiting a decision,Fixed-deposit bonuses locked,Total liability",
      '2026-03-02,8050.00,300.00,5000.00,13350.00',
      '',
    ]);
    click.mockRestore();
  });

  it('shows the days asked per game, room and program in the operator’s language', async () => {
    const page = renderConsole({
      path: '/reports?tab=breakdown&from=2026-03-01&to=2026-03-31',
      locale: 'en',
      session: fakeSession('viewer'),
      answers,
    });
    const canada = (await screen.findByText('Canada')).closest('tr')!;
    expect(within(canada).getByText('1540u')).toBeInTheDocument();
    // Its stakes and its GGR: it paid nothing.
    expect(within(screen.getByText('Canada · Middle').closest('tr')!).getAllByText('500u')).toHaveLength(2);
    expect(within(screen.getByText('Fixed deposit').closest('tr')!).getByText('4000u')).toBeInTheDocument();
    expect(page.calls.find((c) => c.path === '/api/ops/reportBreakdown')!.body).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      lang: 'en',
    });
  });

  it('shows withdrawals by the day asked and decided, and switches tabs keeping the days', async () => {
    const page = renderConsole({
      path: '/reports?tab=withdrawals&from=2026-03-01&to=2026-03-02',
      locale: 'en',
      session: fakeSession('viewer'),
      answers,
    });
    const second = (await screen.findByText('2026-03-02', { selector: 'td' })).closest('tr')!;
    expect(within(second).getAllByText('3000u')).toHaveLength(1);
    expect(screen.getByText('Total').closest('tr')!).toHaveTextContent('3000u');
    await page.user.click(screen.getByRole('tab', { name: 'Games, rooms, programs' }));
    expect(await screen.findByText('Canada')).toBeInTheDocument();
    expect(page.location().search).toBe('?tab=breakdown&from=2026-03-01&to=2026-03-02');
  });
});
