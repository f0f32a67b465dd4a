import { screen, waitFor, within } from '@testing-library/react';
import { fakeSession, ok, refusal, renderConsole, type FakeAnswer } from '../../testing/renderConsole';

const TX = `0x${'ab'.repeat(32)}`;

const awaiting = {
  id: 31,
  user_id: 8,
  username: 'walt',
  amount: 5_050,
  destination: 'usdt:TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  createtime: 1_700_000_100,
  approved_by: 'operator:alice',
  approved_at: 1_700_000_500,
};

const answers = (paid: FakeAnswer): Record<string, FakeAnswer> => ({
  '/api/ops/payoutQueue': ok({ rows: [awaiting] }),
  '/api/ops/withdrawalPaid': paid,
});

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

describe('the payouts awaited (/ops/queues?kind=payout)', () => {
  it('lists each approved USDT withdrawal with its approver and state, and records its payout in either form of id', async () => {
    const page = renderConsole({
      path: '/queues?kind=payout',
      locale: 'en',
      session: fakeSession('cashier', 'bob'),
      answers: answers(ok({ tx: TX, to: '0xa614f803b6fd780986a42c78ec9c7f77e6ded13c' })),
    });
    const row = await rowOf('walt');
    expect(within(row).getByText('50.5u')).toBeInTheDocument();
    expect(within(row).getByText('alice')).toBeInTheDocument();
    expect(within(row).getByText('Approved, awaiting payout')).toBeInTheDocument();
    // Recording is not deciding: the approver's colleague (or the approver) may record it.
    await page.user.click(within(row).getByRole('button', { name: 'Paid with transaction…' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Record the payout of withdrawal #31')).toBeInTheDocument();
    await page.user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByText('A transaction id is 64 hex digits (0x optional)')).toBeInTheDocument();
    await page.fill(within(dialog).getByLabelText('Payout transaction'), '0x12');
    await page.user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByText('A transaction id is 64 hex digits (0x optional)')).toBeInTheDocument();
    expect(page.calls.some((c) => c.path === '/api/ops/withdrawalPaid')).toBe(false);
    // TRON's form, as TronScan shows it.
    await page.user.clear(within(dialog).getByLabelText('Payout transaction'));
    await page.fill(within(dialog).getByLabelText('Payout transaction'), ` ${'AB'.repeat(32)} `);
    await page.user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await screen.findByText('Payout of #31 recorded: the chain watcher checks it')).toBeInTheDocument();
    const paid = page.calls.find((c) => c.path === '/api/ops/withdrawalPaid')!;
    expect(paid.body).toEqual({ id: 31, tx: 'AB'.repeat(32), lang: 'en' });
    expect(paid.headers['x-csrf-token']).toBe('csrf-token-1');
    const at = page.calls.indexOf(paid);
    await waitFor(() => expect(page.calls.slice(at + 1).some((c) => c.path === '/api/ops/payoutQueue')).toBe(true));
  });

  it("keeps a refusal's msg in the dialog (a payout already recorded by another cashier)", async () => {
    const refused = `The payout of withdrawal #31 is already recorded (transaction ${TX}): it is recorded once`;
    const page = renderConsole({
      path: '/queues?kind=payout',
      locale: 'en',
      session: fakeSession('admin'),
      answers: answers(refusal(70054, refused)),
    });
    await page.user.click(within(await rowOf('walt')).getByRole('button', { name: 'Paid with transaction…' }));
    const dialog = await screen.findByRole('dialog');
    await page.fill(within(dialog).getByLabelText('Payout transaction'), TX);
    await page.user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByText(refused)).toBeInTheDocument();
  });

  it('says so when none awaits', async () => {
    renderConsole({
      path: '/queues?kind=payout',
      locale: 'zh',
      session: fakeSession('cashier'),
      answers: { '/api/ops/payoutQueue': ok({ rows: [] }) },
    });
    expect(await screen.findByText('没有待出款的提现')).toBeInTheDocument();
  });
});
