import { screen, waitFor, within } from '@testing-library/react';
import { fakeSession, ok, refusal, renderConsole, type FakeAnswer } from '../../testing/renderConsole';
import { QUEUE_POLL_MS, queueKey } from './api/opsQueue';

const USDT = 'usdt:TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const ABOVE = 1_000_000; // 10,000u in minor units, as the api answers it

const deposit = {
  id: 11,
  user_id: 7,
  username: 'dora',
  amount: 10_000,
  destination: 'TXdepositAddress',
  createtime: 1_700_000_000,
  approvals: [],
  needs_second: false,
};
/** A withdrawal's risk context with nothing to flag: a member who deposited, won nothing and withdrew before. */
const calm = {
  deposits: 20_000,
  deposit_count: 2,
  withdrawals: 5_000,
  withdrawal_count: 1,
  net_cash: 15_000,
  play_result: -1_200,
  turnover: 8_000,
  first_withdrawal: false,
  reset_at: null,
  address_changed_at: null,
  address_shared_with: 0,
};
const small = {
  id: 21,
  user_id: 8,
  username: 'walt',
  amount: 5_050,
  destination: USDT,
  createtime: 1_700_000_100,
  approvals: [],
  needs_second: false,
  risk: calm,
};
const large = {
  id: 22,
  user_id: 9,
  username: 'liz',
  amount: 2_000_000,
  destination: USDT,
  createtime: 1_700_000_200,
  approvals: [],
  needs_second: true,
  risk: calm,
};

const queue = (rows: object[]) => ok({ rows, second_approval_above: ABOVE });
const answers = (decide: FakeAnswer, withdrawals: object[] = [small, large]): Record<string, FakeAnswer> => ({
  '/api/ops/queue': (body) => (body.kind === 'deposit' ? queue([deposit]) : queue(withdrawals)),
  '/api/ops/decide': decide,
});

/** The table row holding `text`. */
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

describe('QueuesScreen', () => {
  it('lists the deposits, approves one with the CSRF header, and asks the queue again', async () => {
    const page = renderConsole({
      path: '/queues',
      locale: 'en',
      session: fakeSession('cashier'),
      answers: answers(ok({ state: 'approved' })),
    });
    const row = await rowOf('dora');
    expect(within(row).getByText('100u')).toBeInTheDocument();
    expect(within(row).getByText('id 7')).toBeInTheDocument();
    expect(within(row).getByText('#11')).toBeInTheDocument();
    expect(page.calls[0]!.body).toEqual({ kind: 'deposit', lang: 'en' });
    // Only the open tab's queue is asked, again every 10 s (TanStack pauses it while the browser tab is hidden).
    const cache = page.queryClient.getQueryCache();
    expect(cache.find({ queryKey: queueKey('deposit') })!.observers[0]!.options.refetchInterval).toBe(QUEUE_POLL_MS);
    expect(cache.find({ queryKey: queueKey('withdrawal') })).toBeUndefined();

    await page.user.click(within(row).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Approve deposit #11')).toBeInTheDocument();
    // A deposit approved by hand names the transfer that paid it (TRON's form taken as it is shown).
    await page.user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('A transaction id is 64 hex digits (0x optional)')).toBeInTheDocument();
    expect(page.calls.some((c) => c.path === '/api/ops/decide')).toBe(false);
    await page.fill(within(dialog).getByLabelText('Transaction that paid it'), 'ab'.repeat(32));
    await page.user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved #11')).toBeInTheDocument();
    const decide = page.calls.find((c) => c.path === '/api/ops/decide')!;
    expect(decide.body).toEqual({ id: 11, kind: 'deposit', decision: 'approve', tx: 'ab'.repeat(32), lang: 'en' });
    expect(decide.headers['x-csrf-token']).toBe('csrf-token-1');
    expect(page.calls.find((c) => c.path === '/api/ops/queue')!.headers['x-csrf-token']).toBeUndefined();
    // The queue is asked again after the decision.
    const decided = page.calls.indexOf(decide);
    await waitFor(() => expect(page.calls.slice(decided + 1).some((c) => c.path === '/api/ops/queue')).toBe(true));
  });

  it('asks a reason (3 characters or more) before rejecting, and sends it', async () => {
    const page = renderConsole({
      path: '/queues?kind=withdrawal',
      locale: 'en',
      session: fakeSession('admin'),
      answers: answers(ok({ state: 'rejected' })),
    });
    await page.user.click(within(await rowOf('walt')).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    await page.user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Give a reason (3 characters or more)')).toBeInTheDocument();
    expect(page.calls.some((c) => c.path === '/api/ops/decide')).toBe(false);
    // A withdrawal's reason reaches the member: the cashier is told before writing it.
    expect(within(dialog).getByText(/sent to the member in a message/)).toBeInTheDocument();

    await page.user.clear(within(dialog).getByLabelText('Reason for rejecting'));
    await page.fill(within(dialog).getByLabelText('Reason for rejecting'), ' please bind another payout address ');
    await page.user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Rejected #21')).toBeInTheDocument();
    expect(page.calls.find((c) => c.path === '/api/ops/decide')!.body).toEqual({
      id: 21,
      kind: 'withdrawal',
      decision: 'reject',
      reason: 'please bind another payout address',
      lang: 'en',
    });
  });

  it("shows each withdrawal's risk context at a glance: flags in red, the member's money and play", async () => {
    const now = Math.floor(Date.now() / 1000);
    const risky = {
      ...large,
      risk: {
        ...calm,
        deposits: 10_000,
        deposit_count: 1,
        withdrawals: 0,
        withdrawal_count: 0,
        net_cash: 10_000,
        play_result: 46_000,
        turnover: 3_000,
        first_withdrawal: true,
        reset_at: now - 2.5 * 3600,
        address_changed_at: now - 45 * 60,
        address_shared_with: 2,
      },
    };
    renderConsole({
      path: '/queues?kind=withdrawal',
      locale: 'en',
      session: fakeSession('cashier'),
      answers: answers(ok({ state: 'approved' }), [small, risky]),
    });
    const row = await rowOf('liz');
    for (const flag of ['First withdrawal', 'Account reset 2 h ago', 'Address changed 45 min ago', 'Address shared with 2 other members'])
      expect(within(row).getByText(flag).closest('.ant-tag')!.className).toContain(flag === 'First withdrawal' ? 'gold' : 'red');
    expect(within(row).getByText('In 100u (1) · Out 0u (0) · Net +100u')).toBeInTheDocument();
    expect(within(row).getByText('Play +460u · Turnover 30u')).toBeInTheDocument();
    // Nothing to flag: no tag, the figures only.
    const calmRow = await rowOf('walt');
    expect(within(calmRow).queryByText(/First withdrawal|ago|shared/)).toBeNull();
    expect(within(calmRow).getByText('In 200u (2) · Out 50u (1) · Net +150u')).toBeInTheDocument();
    expect(within(calmRow).getByText('Play -12u · Turnover 80u')).toBeInTheDocument();
  });

  it("a large withdrawal's first approval asks no payout hash and says a second must follow", async () => {
    const page = renderConsole({
      path: '/queues?kind=withdrawal',
      locale: 'en',
      session: fakeSession('cashier'),
      answers: answers(ok({ state: 'awaiting_second' })),
    });
    expect(
      await screen.findByText(
        "When a member's withdrawals in 24 hours come to more than 10000u, two operators must approve. Refreshes every 10 seconds",
      ),
    ).toBeInTheDocument();
    const row = await rowOf('liz');
    expect(within(row).getByText('Needs two approvals')).toBeInTheDocument();
    await page.user.click(within(row).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/yours is recorded as the first approval/)).toBeInTheDocument();
    // Nothing is sent before the last approval: no approver is asked a payout's transaction.
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    await page.user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('First approval recorded: a second operator must approve')).toBeInTheDocument();
    expect(page.calls.find((c) => c.path === '/api/ops/decide')!.body).toEqual({
      id: 22,
      kind: 'withdrawal',
      decision: 'approve',
      lang: 'en',
    });
  });

  it('the last approval of a USDT withdrawal asks no transaction either, and says the payout is awaited', async () => {
    const page = renderConsole({
      path: '/queues?kind=withdrawal',
      locale: 'en',
      session: fakeSession('cashier'),
      answers: answers(ok({ state: 'approved' })),
    });
    await page.user.click(within(await rowOf('walt')).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    await page.user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved #21: send it, then record its transaction under Awaiting payout')).toBeInTheDocument();
    expect(page.calls.find((c) => c.path === '/api/ops/decide')!.body).toEqual({
      id: 21,
      kind: 'withdrawal',
      decision: 'approve',
      lang: 'en',
    });
  });

  it("shows who approved first and that a second is awaited; a refusal's msg stays in the dialog", async () => {
    const refused = 'This withdrawal is large: a second operator must approve it, and you already did';
    const page = renderConsole({
      path: '/queues?kind=withdrawal',
      locale: 'en',
      session: fakeSession('cashier', 'bob'),
      answers: answers(refusal(70010, refused), [{ ...large, approvals: ['operator:alice'] }]),
    });
    const row = await rowOf('liz');
    expect(within(row).getByText('alice')).toBeInTheDocument();
    expect(within(row).getByText('Awaiting second approval')).toBeInTheDocument();
    await page.user.click(within(row).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('alice approved already: yours is the last approval, then it awaits its payout.')).toBeInTheDocument();
    await page.user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText(refused)).toBeInTheDocument();
    expect(page.calls.find((c) => c.path === '/api/ops/decide')!.body).toEqual({
      id: 22,
      kind: 'withdrawal',
      decision: 'approve',
      lang: 'en',
    });
  });

  it("is left out of support's and a viewer's menu, and in a cashier's and admin's", async () => {
    for (const role of ['support', 'viewer', 'cashier', 'admin'] as const) {
      const page = renderConsole({
        path: '/audit',
        locale: 'en',
        session: fakeSession(role),
        answers: { '/api/ops/audit': ok({ rows: [] }) },
      });
      const menu = await screen.findByRole('menu');
      expect(within(menu).getByText('Audit log')).toBeInTheDocument();
      if (role === 'support' || role === 'viewer') expect(within(menu).queryByText('Cashier queues')).not.toBeInTheDocument();
      else expect(within(menu).getByText('Cashier queues')).toBeInTheDocument();
      page.unmount();
    }
  });

  it('never offers a second approval to the operator who gave the first', async () => {
    renderConsole({
      path: '/queues?kind=withdrawal',
      locale: 'en',
      session: fakeSession('cashier', 'alice'),
      answers: answers(ok({ state: 'approved' }), [{ ...large, approvals: ['operator:alice'] }]),
    });
    const row = await rowOf('liz');
    expect(within(row).getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(within(row).getByRole('button', { name: 'Reject' })).toBeEnabled();
  });
});
