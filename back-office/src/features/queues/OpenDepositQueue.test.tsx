import { screen, waitFor, within } from '@testing-library/react';
import { fakeSession, ok, refusal, renderConsole, type FakeAnswer } from '../../testing/renderConsole';

const TX = 'ab'.repeat(32);
const ABOVE = 1_000_000; // the deposit threshold, 10,000u in minor units, as the api answers it

/** An open-amount deposit (the original client's deposit page): the member's address, no amount until approval. */
const open = {
  id: 5,
  user_id: 7,
  username: 'olga',
  amount: null,
  destination: 'TXolgaDepositAddress',
  createtime: 1_700_000_000,
  approvals: [],
  needs_second: false,
  risk: null,
};

const answers = (decide: FakeAnswer, rows: object[] = [open]): Record<string, FakeAnswer> => ({
  '/api/ops/queue': (body) => ok({ rows: body.kind === 'open_deposit' ? rows : [], second_approval_above: ABOVE }),
  '/api/ops/decide': decide,
});

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;
/** The amount field's rule is shown (antd redraws it on each try: waited for, not found once). */
const refused = (dialog: HTMLElement) =>
  waitFor(() => expect(within(dialog).getByText('Enter an amount above 0 with at most 2 decimals')).toBeInTheDocument());
const decided = (page: ReturnType<typeof renderConsole>) => page.calls.filter((c) => c.path === '/api/ops/decide');

describe('the open-amount deposits (/ops/queues?kind=open_deposit)', () => {
  it('lists one with its amount stated at approval, and approves it with the transaction and the amount typed, exactly', async () => {
    const page = renderConsole({
      path: '/queues',
      locale: 'en',
      session: fakeSession('cashier'),
      answers: answers(ok({ state: 'approved' })),
    });
    // Its own tab, between the deposits and the withdrawals.
    const tabs = (await screen.findAllByRole('tab')).map((tab) => tab.textContent);
    expect(tabs).toEqual(['Deposits', 'Deposits, amount open', 'Withdrawals', 'Awaiting payout']);
    await page.user.click(screen.getByRole('tab', { name: 'Deposits, amount open' }));
    expect(await screen.findByText(/names no amount: approve once the transfer has arrived/)).toBeInTheDocument();
    expect(await screen.findByText(/Above 10000u, two operators must each state the same transaction and amount/)).toBeInTheDocument();
    const row = await rowOf('olga');
    expect(within(row).getByText('Stated at approval')).toBeInTheDocument();
    expect(within(row).queryByText(/^0u$|NaN/)).toBeNull();
    expect(within(row).getByText('TXolgaDepositAddress')).toBeInTheDocument();

    await page.user.click(within(row).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Approve deposit #5 (amount open)')).toBeInTheDocument();
    expect(within(dialog).getByText('Stated at approval')).toBeInTheDocument();
    expect(within(dialog).getByText(/Above 10000u, yours is recorded as the first approval/)).toBeInTheDocument();
    await page.fill(within(dialog).getByLabelText('Transaction that paid it'), TX);
    // No amount, then one of 3 decimals: refused in the form, nothing sent.
    await page.user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await refused(dialog);
    await page.fill(within(dialog).getByLabelText('Amount received'), '12.505');
    await page.user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await refused(dialog);
    await page.user.clear(within(dialog).getByLabelText('Amount received'));
    await page.fill(within(dialog).getByLabelText('Amount received'), '0');
    await page.user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await refused(dialog);
    expect(decided(page)).toEqual([]);

    await page.user.clear(within(dialog).getByLabelText('Amount received'));
    await page.fill(within(dialog).getByLabelText('Amount received'), '12.5');
    await page.user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved #5')).toBeInTheDocument();
    expect(decided(page).map((c) => c.body)).toEqual([
      { id: 5, kind: 'open_deposit', decision: 'approve', tx: TX, amount: 1250, lang: 'en' },
    ]);
  });

  it("above the threshold, the first approval is told a second must follow; the second's mismatch keeps the server's msg", async () => {
    const first = renderConsole({
      path: '/queues?kind=open_deposit',
      locale: 'en',
      session: fakeSession('cashier', 'alice'),
      answers: answers(ok({ state: 'awaiting_second' })),
    });
    await first.user.click(within(await rowOf('olga')).getByRole('button', { name: 'Approve' }));
    let dialog = await screen.findByRole('dialog');
    await first.fill(within(dialog).getByLabelText('Transaction that paid it'), TX);
    await first.fill(within(dialog).getByLabelText('Amount received'), '20000');
    await first.user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('First approval recorded: a second operator must approve')).toBeInTheDocument();
    expect(decided(first)[0]!.body).toMatchObject({ kind: 'open_deposit', amount: 2_000_000 });
    first.unmount();

    const mismatch = 'The transaction or amount differs from the first approval: check them and approve again, or reject';
    const second = renderConsole({
      path: '/queues?kind=open_deposit',
      locale: 'en',
      session: fakeSession('cashier', 'bob'),
      answers: answers(refusal(30075, mismatch), [{ ...open, approvals: ['operator:alice'] }]),
    });
    const row = await rowOf('olga');
    expect(within(row).getByText('alice')).toBeInTheDocument();
    expect(within(row).getByText('Awaiting second approval')).toBeInTheDocument();
    await second.user.click(within(row).getByRole('button', { name: 'Approve' }));
    dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(/alice gave the first approval: state the transaction and amount as you find them/),
    ).toBeInTheDocument();
    await second.fill(within(dialog).getByLabelText('Transaction that paid it'), TX);
    await second.fill(within(dialog).getByLabelText('Amount received'), '19999.99');
    await second.user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText(mismatch)).toBeInTheDocument();
    expect(decided(second)[0]!.body).toMatchObject({ amount: 1_999_999 });
  });

  it('rejects one with a reason and no amount', async () => {
    const page = renderConsole({
      path: '/queues?kind=open_deposit',
      locale: 'en',
      session: fakeSession('cashier'),
      answers: answers(ok({ state: 'rejected' })),
    });
    await page.user.click(within(await rowOf('olga')).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Reject deposit #5 (amount open)')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Amount received')).toBeNull();
    await page.fill(within(dialog).getByLabelText('Reason for rejecting'), 'nothing arrived');
    await page.user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Rejected #5')).toBeInTheDocument();
    expect(decided(page).map((c) => c.body)).toEqual([
      { id: 5, kind: 'open_deposit', decision: 'reject', reason: 'nothing arrived', lang: 'en' },
    ]);
  });
});
