import { screen, waitFor, within } from '@testing-library/react';
import { GIFT_MARK_MAX as CONTRACT_MARK_MAX, GIFT_MAX as CONTRACT_MAX } from 'shared-contracts/ops';
import { fakeSession, ok, refusal, renderConsole, type FakeAnswer } from '../../testing/renderConsole';
import { GIFT_MARK_MAX, GIFT_MAX } from './giftLimits';

const base = {
  user_id: 42,
  username: 'dora',
  amount: 1_250,
  mark: 'Spring promotion',
  reason: 'complaint #12: a lost bet refunded',
  requested_at: 1_700_000_000,
  state: 'pending',
  decided_by: null,
  decided_at: null,
  decision_reason: null,
  entry_id: null,
};
const mine = { ...base, id: 1, requested_by: 'operator:alice' };
const bobs = { ...base, id: 2, requested_by: 'operator:bob', amount: 500_000 };
const decided = {
  ...base,
  id: 3,
  requested_by: 'operator:bob',
  state: 'approved',
  decided_by: 'operator:carol',
  decided_at: 1_700_000_600,
  decision_reason: 'ticket #12 checked',
  entry_id: 77,
};

const render = (answers: Record<string, FakeAnswer> = {}, rows: object[] = [mine, bobs, decided]) =>
  renderConsole({
    path: '/gifts',
    locale: 'en',
    session: fakeSession('admin', 'alice'),
    answers: { '/api/ops/gifts': ok({ rows }), ...answers },
  });

/** The table row holding `text`. */
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

describe('GiftsScreen', () => {
  it('says what each field needs, and an amount above the maximum, before sending anything', async () => {
    const page = render({}, []);
    const card = (await screen.findByText('Ask for a gift')).closest('.ant-card') as HTMLElement;
    const submit = () => page.user.click(within(card).getByRole('button', { name: 'Ask for approval' }));
    await submit();
    expect(await within(card).findByText('Find the member by username or id and choose them')).toBeInTheDocument();
    expect(within(card).getByText('Enter an amount above 0 with at most 2 decimals')).toBeInTheDocument();
    expect(within(card).getByText('Enter the mark the member sees')).toBeInTheDocument();
    expect(within(card).getByText('Give a reason (3 characters or more)')).toBeInTheDocument();
    await page.fill(within(card).getByLabelText('Amount'), '100000.01');
    await submit();
    await waitFor(() => expect(within(card).getByText('At most 100000u a request')).toBeInTheDocument());
    expect(page.calls.some((c) => c.path === '/api/ops/giftRequest')).toBe(false);
  });

  it('asks for a gift to a member found by name: their id, the amount in minor units, the mark, the reason, the CSRF header', async () => {
    const member = (id: number, username: string) => ({ id, username, createtime: 1_700_000_000, disabled: false, balance: 0 });
    const page = render(
      {
        '/api/ops/giftRequest': (body) => ok({ ...base, ...body, id: 9, requested_by: 'operator:alice' }),
        '/api/ops/memberSearch': (body) => ok({ rows: body.query === 'do' ? [member(42, 'dora'), member(7, 'dolly')] : [] }),
      },
      [],
    );
    const card = (await screen.findByText('Ask for a gift')).closest('.ant-card') as HTMLElement;
    await page.user.click(within(card).getByLabelText('Member'));
    await page.user.keyboard('do');
    await page.user.click(await screen.findByText('dora (#42)', { selector: '.ant-select-item-option-content' }));
    expect(page.calls.filter((c) => c.path === '/api/ops/memberSearch').at(-1)!.body).toEqual({ query: 'do', limit: 10, lang: 'en' });
    await page.fill(within(card).getByLabelText('Amount'), '12.5');
    await page.fill(within(card).getByLabelText('Mark'), ' Spring promotion ');
    await page.fill(within(card).getByLabelText('Reason'), ' complaint #12: a lost bet refunded ');
    await page.user.click(within(card).getByRole('button', { name: 'Ask for approval' }));
    expect(await within(card).findByText("Request #9: 12.5u to dora awaits another admin's approval")).toBeInTheDocument();
    const asked = page.calls.find((c) => c.path === '/api/ops/giftRequest')!;
    expect(asked.body).toEqual({
      user_id: 42,
      amount: 1_250,
      mark: 'Spring promotion',
      reason: 'complaint #12: a lost bet refunded',
      lang: 'en',
    });
    expect(asked.headers['x-csrf-token']).toBe('csrf-token-1');
    // The list is asked again.
    const sent = page.calls.indexOf(asked);
    await waitFor(() => expect(page.calls.slice(sent + 1).some((c) => c.path === '/api/ops/gifts')).toBe(true));
  });

  it("turns off the Approve of the operator's own request and says why; decided ones show who, when and the entry", async () => {
    render();
    const own = await rowOf('#1');
    expect(within(own).getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(within(own).getByRole('button', { name: 'Reject' })).toBeEnabled();
    expect(within(own).getByText('You asked for it: another admin approves')).toBeInTheDocument();
    const other = await rowOf('#2');
    expect(within(other).getByRole('button', { name: 'Approve' })).toBeEnabled();
    expect(within(other).queryByText('You asked for it: another admin approves')).not.toBeInTheDocument();
    expect(within(other).getByText('5000u')).toBeInTheDocument();
    const done = await rowOf('#3');
    expect(within(done).getByText('Approved')).toBeInTheDocument();
    expect(within(done).getByText('carol')).toBeInTheDocument();
    expect(
      within(done).getByText(new Date(1_700_000_600_000).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'medium' })),
    ).toBeInTheDocument();
    expect(within(done).getByText('ticket #12 checked')).toBeInTheDocument();
    expect(within(done).getByText('Ledger entry #77')).toBeInTheDocument();
    expect(within(done).queryByRole('button')).not.toBeInTheDocument();
  });

  it("approves another admin's request with a reason", async () => {
    const page = render({ '/api/ops/giftDecide': ok({ ...bobs, state: 'approved', decided_by: 'operator:alice', entry_id: 80 }) }, [bobs]);
    await page.user.click(within(await rowOf('#2')).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Approve gift #2')).toBeInTheDocument();
    expect(within(dialog).getByText("Approving credits 5000u to the member's balance at once.")).toBeInTheDocument();
    await page.fill(within(dialog).getByLabelText('Reason for the decision'), ' ticket #12 checked ');
    await page.user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved #2: 5000u credited to dora')).toBeInTheDocument();
    const decide = page.calls.find((c) => c.path === '/api/ops/giftDecide')!;
    expect(decide.body).toEqual({ id: 2, decision: 'approve', reason: 'ticket #12 checked', lang: 'en' });
    expect(decide.headers['x-csrf-token']).toBe('csrf-token-1');
  });

  it("asks a reason of 3 characters or more, and keeps a refusal's msg in the dialog", async () => {
    const refused = 'No such request, or it was already decided';
    const page = render({ '/api/ops/giftDecide': refusal(70011, refused) }, [mine]);
    await page.user.click(within(await rowOf('#1')).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Reject gift #1')).toBeInTheDocument();
    await page.fill(within(dialog).getByLabelText('Reason for the decision'), 'no');
    await page.user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Give a reason (3 characters or more)')).toBeInTheDocument();
    expect(page.calls.some((c) => c.path === '/api/ops/giftDecide')).toBe(false);
    await page.fill(within(dialog).getByLabelText('Reason for the decision'), ' ticket found'); // added to 'no'
    await page.user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(refused)).toBeInTheDocument();
    expect(page.calls.find((c) => c.path === '/api/ops/giftDecide')!.body).toEqual({
      id: 1,
      decision: 'reject',
      reason: 'no ticket found',
      lang: 'en',
    });
  });

  it("restates the contract's limits", () => {
    expect([GIFT_MAX, GIFT_MARK_MAX]).toEqual([CONTRACT_MAX, CONTRACT_MARK_MAX]);
  });

  it("is in admin's menu, not in another role's", async () => {
    for (const role of ['support', 'admin'] as const) {
      const page = renderConsole({
        path: '/audit',
        locale: 'en',
        session: fakeSession(role),
        answers: { '/api/ops/audit': ok({ rows: [] }) },
      });
      const menu = await screen.findByRole('menu');
      expect(within(menu).getByText('Audit log')).toBeInTheDocument();
      if (role === 'admin') expect(within(menu).getByText('Gifts')).toBeInTheDocument();
      else expect(within(menu).queryByText('Gifts')).not.toBeInTheDocument();
      page.unmount();
    }
  });
});
