import { screen, within } from '@testing-library/react';
import { fakeSession, ok, renderConsole, type FakeAnswer } from '../../testing/renderConsole';
import type { MemberDetail } from './api/opsMemberDetail';
import type { OrderRow } from './api/opsMemberOrders';

const T = 1_767_196_801;
const WALLET = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

const DETAIL: MemberDetail = {
  profile: {
    id: 42,
    username: 'dora',
    createtime: T - 86_400,
    disabled: false,
    balance: 10_000,
    nickname: 'Dora',
    mobile: '',
    idcard: 'A123456789',
    real_name: null,
    last_login: T,
  },
  turnover_left: 21_000,
  withdrawals_held_until: null,
  verification: { level: 'basic', legal_name: 'Dora Lin', birth_date: '1990-05-17' },
  bindings: [{ type: 1, acc: WALLET, acc_name: 'USDT-TRC20', acc_bank: '' }],
  fund_log: [
    { id: 2, createtime: T, type: 2, mark: 'Purchase', status: 1, quantity: 1000, delta: -1000, over: 10_000 },
    { id: 1, createtime: T - 60, type: 0, mark: 'USDT deposit', status: 1, quantity: 11_000, delta: 11_000, over: 11_000 },
  ],
  sessions: [
    { handle: '0123456789abcdef', createtime: T, expires_at: T + 86_400, ip: '10.0.0.1' },
    { handle: 'fedcba9876543210', createtime: T - 600, expires_at: T + 86_400, ip: '10.0.0.2' },
  ],
  protection: {
    limits: [
      {
        kind: 'deposit',
        period: 'day',
        amount: 50_000,
        pending: null,
        used: 11_000,
        resets_at: T + 3_600,
        imposed: { reason: 'asked by family', since: T },
      },
    ],
    max_stake: { amount: null, pending: null },
    reality_check_minutes: 30,
    break: { kind: 'exclusion', until: T + 180 * 86_400 },
  },
};

const ORDERS: OrderRow[] = [
  {
    orderNo: '2026010100011fb6',
    createtime: T,
    name: 'Singapore',
    plan_name: 'Starter',
    game_id: 1,
    status: 0,
    whether_hit: 0,
    profit: 0,
    issue: '202601010001',
    play_method: 'Long',
    play_type: '1',
    quantity: 1000,
    after_quantity: 10_000,
  },
  // Long and Short at 10u each: one leg paid 19.8u, the order lost 0.2u net.
  {
    orderNo: '2026010100009aa1',
    createtime: T - 300,
    name: 'Singapore',
    plan_name: 'Starter',
    game_id: 1,
    status: 1,
    whether_hit: 1,
    profit: -20,
    issue: '202601010000',
    play_method: 'Long,Short',
    play_type: '1,2',
    quantity: 2000,
    after_quantity: 11_000,
  },
];
const CHANGES = [{ id: 3, type: 1, previous: 'TOLD / USDT-TRC20', replacement: `${WALLET} / USDT-TRC20`, ip: '10.0.0.9', createtime: T }];
const MESSAGES = [{ id: 5, kind: 'deposit_credited', title: 'Deposit credited', content: 'Your deposit…', createtime: T, read: true }];

/** The detail at a tab, once its header shows (the first answer may take a while on a busy machine). */
async function open(tab: string | null, answers: Record<string, FakeAnswer> = {}) {
  const page = renderConsole({
    path: `/members/42${tab ? `?tab=${tab}` : ''}`,
    locale: 'en',
    session: fakeSession('support', 'sam'),
    answers: {
      '/api/ops/memberDetail': ok(DETAIL),
      '/api/ops/memberOrders': ok({ rows: ORDERS }),
      '/api/ops/memberBindingChanges': ok({ rows: CHANGES }),
      '/api/ops/memberMessages': ok({ rows: MESSAGES }),
      ...answers,
    },
  });
  await screen.findByRole('heading', { name: 'dora' }, { timeout: 10_000 });
  return page;
}

describe('MemberDetailScreen', () => {
  it('shows the member: header, and identity beside bindings and recent activity', async () => {
    const page = await open(null);
    expect(page.calls[0]!).toMatchObject({ path: '/api/ops/memberDetail', body: { user_id: 42, lang: 'en' } });
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getAllByText('100u').length).toBeGreaterThan(0); // the balance
    expect(screen.getByText('A123456789')).toBeInTheDocument();
    expect(screen.getByTestId('member-verification-level')).toHaveTextContent('Basic');
    expect(screen.getByText('Dora Lin')).toBeInTheDocument();
    expect(screen.getByText('210u')).toBeInTheDocument(); // turnover left
    expect(screen.getByText(`Wallet: ${WALLET} (USDT-TRC20)`)).toBeInTheDocument();
    expect(await screen.findByText(/TOLD \/ USDT-TRC20 → /)).toBeInTheDocument();
    expect(screen.getByText(/Purchase 10u · Done/)).toBeInTheDocument();
    expect(await screen.findByText(/Singapore 202601010001 10u · Not drawn/)).toBeInTheDocument();
  });

  it('reads an order as the player’s app does: one leg paid but a net loss is not "Won"; pages to older orders', async () => {
    const page = await open('orders', {
      '/api/ops/memberOrders': (body) => (body.cursor === 'c2' ? ok({ rows: [ORDERS[1]] }) : ok({ rows: [ORDERS[0]], next: 'c2' })),
    });
    expect(await screen.findByText('2026010100011fb6')).toBeInTheDocument();
    await page.user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('2026010100009aa1')).toBeInTheDocument();
    expect(page.calls.filter((c) => c.path === '/api/ops/memberOrders').map((c) => c.body)).toEqual([
      { user_id: 42, lang: 'en' },
      { user_id: 42, cursor: 'c2', lang: 'en' },
    ]);
    const rows = screen.getAllByRole('row');
    expect(rows.find((row) => row.textContent?.includes('2026010100009aa1'))).toHaveTextContent('Partly won (a net loss)');
    expect(rows.find((row) => row.textContent?.includes('2026010100011fb6'))).toHaveTextContent('Not drawn');
  });

  it("pages the member's whole fund log and links its export", async () => {
    const page = await open('fundLog', {
      '/api/ops/memberFundLog': (body) =>
        body.cursor ? ok({ rows: [DETAIL.fund_log[1]] }) : ok({ rows: [DETAIL.fund_log[0]], next: 'older' }),
    });
    expect((await screen.findAllByText('Purchase')).length).toBeGreaterThan(0);
    expect(screen.queryByText('USDT deposit')).not.toBeInTheDocument();
    await page.user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('USDT deposit')).toBeInTheDocument();
    const asked = page.calls.filter((c) => c.path === '/api/ops/memberFundLog').map((c) => c.body);
    expect(asked).toEqual([
      { user_id: 42, lang: 'en' },
      { user_id: 42, cursor: 'older', lang: 'en' },
    ]);
    expect(screen.getByRole('link', { name: /Download/ }).getAttribute('href')).toMatch(/kind=fundLog&.*&user_id=42$/);
  });

  it('ends one session after a confirm with a reason', async () => {
    const page = await open('sessions', { '/api/ops/sessionRevoke': ok({ sessions_ended: 1 }) });
    const row = (await screen.findByText('fedcba9876543210')).closest('tr') as HTMLElement;
    await page.user.click(within(row).getByRole('button', { name: 'End' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('End session fedcba9876543210?')).toBeInTheDocument();
    await page.fill(within(dialog).getByLabelText('Reason'), ' lost phone ');
    await page.user.click(within(dialog).getByRole('button', { name: 'End' }));
    expect(await screen.findByText('1 session ended.')).toBeInTheDocument();
    const sent = page.calls.find((c) => c.path === '/api/ops/sessionRevoke')!;
    expect(sent.body).toEqual({ user_id: 42, session: 'fedcba9876543210', reason: 'lost phone', lang: 'en' });
    expect(sent.headers['x-csrf-token']).toBe('csrf-token-1');
    expect(page.calls.filter((c) => c.path === '/api/ops/memberDetail').length).toBeGreaterThan(1); // asked again
  });

  it('ends every session at once', async () => {
    const page = await open('sessions', { '/api/ops/sessionRevoke': ok({ sessions_ended: 2 }) });
    await page.user.click(await screen.findByRole('button', { name: 'End every session' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('End every session of dora?')).toBeInTheDocument();
    await page.fill(within(dialog).getByLabelText('Reason'), 'account taken over');
    await page.user.click(within(dialog).getByRole('button', { name: 'End every session' }));
    expect(await screen.findByText('2 sessions ended.')).toBeInTheDocument();
    expect(page.calls.find((c) => c.path === '/api/ops/sessionRevoke')!.body).toEqual({
      user_id: 42,
      all: true,
      reason: 'account taken over',
      lang: 'en',
    });
  });

  it('shows player protection: the running exclusion, the limits, and what support imposed with its reason', async () => {
    await open('protection');
    expect(await screen.findByText(/nobody, support included, lifts a break/)).toBeInTheDocument();
    expect(screen.getByText(/^Self-excluded until /)).toBeInTheDocument();
    expect(screen.getByText('Every 30 minutes')).toBeInTheDocument();
    expect(screen.getByText(/^500u · Imposed by support \(.+\): asked by family$/)).toBeInTheDocument();
  });

  it('imposes an exclusion after a confirm, with the reason the member is told', async () => {
    const page = await open('protection', { '/api/ops/memberProtect': ok(DETAIL.protection) });
    const card = (await screen.findByText('Impose a limit / exclusion')).closest('.ant-card') as HTMLElement;
    await page.user.click(within(card).getByRole('button', { name: 'Impose' }));
    expect(await within(card).findByText('Give a reason (3 characters or more)')).toBeInTheDocument();
    await page.fill(within(card).getByLabelText('Reason (the member sees it)'), ' signs of harm, family called ');
    await page.user.click(within(card).getByRole('button', { name: 'Impose' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Impose this on dora? Nobody can undo it early.', { selector: '.ant-modal-confirm-title' }),
    ).toBeInTheDocument();
    await page.user.click(within(dialog).getByRole('button', { name: 'Impose' }));
    expect(await within(card).findByText('Imposed; the member was told.')).toBeInTheDocument();
    expect(page.calls.find((c) => c.path === '/api/ops/memberProtect')!.body).toEqual({
      user_id: 42,
      kind: 'exclusion',
      length: '6m',
      reason: 'signs of harm, family called',
      lang: 'en',
    });
  });

  it('lists the messages and sends one, on one line', async () => {
    const page = await open('messages', { '/api/ops/messageSend': ok(null) });
    expect(await screen.findByText('Deposit credited')).toBeInTheDocument();
    await page.user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findAllByText('Fill this in')).length).toBe(2);
    await page.fill(screen.getByLabelText('Title'), 'About your deposit');
    await page.fill(screen.getByLabelText('Text'), 'It is credited.\nThank you.');
    await page.user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Sent to the member.')).toBeInTheDocument();
    expect(page.calls.find((c) => c.path === '/api/ops/messageSend')!.body).toEqual({
      user_id: 42,
      title: 'About your deposit',
      body: 'It is credited. Thank you.',
      lang: 'en',
    });
  });

  it("disables this member's account, with no id to type", async () => {
    const page = await open(null, {
      '/api/ops/memberStatus': (body) => ok({ user_id: body.user_id, username: 'dora', disabled: body.disabled, sessions_ended: 2 }),
    });
    const status = (await screen.findByText('Disable or enable the account')).closest('.ant-card') as HTMLElement;
    expect(screen.queryByLabelText('Member id')).not.toBeInTheDocument();
    await page.user.click(within(status).getByRole('button', { name: 'Disable account' }));
    expect(await within(status).findByText('Give a reason (3 characters or more)')).toBeInTheDocument();
    await page.fill(within(status).getByLabelText('Reason'), 'account taken over, member called');
    await page.user.click(within(status).getByRole('button', { name: 'Disable account' }));
    expect(await within(status).findByText('dora (id 42) is disabled: 2 sessions ended.')).toBeInTheDocument();
    expect(page.calls.find((c) => c.path === '/api/ops/memberStatus')!.body).toEqual({
      user_id: 42,
      disabled: true,
      reason: 'account taken over, member called',
      lang: 'en',
    });
  });

  it("issues this member's recovery code and shows it", async () => {
    const page = await open(null, { '/api/ops/recoveryCode': ok({ code: 'K7PX9MQ2RT', expires_at: T + 1800 }) });
    const card = (await screen.findByText('Issue a recovery code')).closest('.ant-card') as HTMLElement;
    await page.user.click(within(card).getByText('Security code'));
    await page.fill(within(card).getByLabelText('How you verified them'), 'ID card number and bound wallet');
    await page.user.click(within(card).getByRole('button', { name: 'Issue code' }));
    expect(await screen.findByText('K7PX9MQ2RT')).toBeInTheDocument();
    expect(screen.getByText('Security code recovery code for member id 42')).toBeInTheDocument();
    expect(screen.getByText(/works once, for 30 minutes/)).toBeInTheDocument();
    expect(page.calls.find((c) => c.path === '/api/ops/recoveryCode')!.body).toEqual({
      user_id: 42,
      kind: 'security_code',
      reason: 'ID card number and bound wallet',
      lang: 'en',
    });
  });

  it("shows the server's refusal for an unknown member", async () => {
    renderConsole({
      path: '/members/999',
      locale: 'en',
      session: fakeSession('support'),
      answers: { '/api/ops/memberDetail': { code: 10005, msg: 'Not found', data: null } },
    });
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('Not found');
  });
});
