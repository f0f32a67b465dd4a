import { screen, waitFor, within } from '@testing-library/react';
import { fakeSession, ok, refusal, renderConsole, type FakeAnswer } from '../../testing/renderConsole';
import { signedMinor } from './RequestAskCard';

const base = {
  reason: 'ticket 7: credited twice',
  requested_at: 1_700_000_000,
  state: 'pending',
  decided_by: null,
  decided_at: null,
  decision_reason: null,
  result: null,
};
const mine = { ...base, id: 1, kind: 'ledger.correct', payload: { userId: 42, delta: -1_250, entryId: 9 }, requested_by: 'operator:alice' };
const bobs = { ...base, id: 2, kind: 'operator.add', payload: { name: 'dave', role: 'cashier' }, requested_by: 'operator:bob' };

const render = (answers: Record<string, FakeAnswer> = {}, rows: object[] = [mine, bobs]) =>
  renderConsole({
    path: '/requests',
    locale: 'en',
    session: fakeSession('admin', 'alice'),
    answers: { '/api/ops/requests': ok({ rows }), ...answers },
  });

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

describe('RequestsScreen', () => {
  it('says what the four-eyes kinds change: a role, odds in one room or every room, a promotion, a round void', async () => {
    const more = [
      { ...base, id: 3, kind: 'operator.role', payload: { name: 'erin', role: 'admin' }, requested_by: 'operator:bob' },
      { ...base, id: 4, kind: 'odds.set', payload: { planId: 1, cls: 1, odds: 195 }, requested_by: 'operator:bob' },
      { ...base, id: 5, kind: 'odds.set', payload: { planId: 'all', cls: 113, odds: 1266 }, requested_by: 'operator:bob' },
      { ...base, id: 6, kind: 'program.set', payload: { program: 'fixed_deposit', settings: {} }, requested_by: 'operator:bob' },
      { ...base, id: 7, kind: 'round.void', payload: { gameId: 1, issue: '20261122001' }, requested_by: 'operator:bob' },
    ];
    render({}, more);
    expect(await rowOf('erin becomes Admin')).toHaveTextContent('Role change');
    expect(await rowOf('room 1: class 1 at 1.95')).toHaveTextContent('Odds');
    expect(await rowOf('every open room: class 113 at 12.66')).toHaveTextContent('Odds');
    expect(await rowOf('Fixed deposit: new settings')).toHaveTextContent('Promotion');
    expect(await rowOf('Void round 20261122001 of game 1, refunding its orders')).toHaveTextContent('Round void');
  });

  it('reads a signed amount in u as minor units', () => {
    expect([signedMinor('+12.5'), signedMinor('-30'), signedMinor('12'), signedMinor('+0'), signedMinor('-1.234')]).toEqual([
      1_250,
      -3_000,
      null,
      null,
      null,
    ]);
  });

  it('asks for a correction: the signed amount goes as minor units with the entry, the member and the reason', async () => {
    const page = render(
      { '/api/ops/correctionAsk': (body) => ok({ ...base, id: 9, kind: 'ledger.correct', payload: body, requested_by: 'operator:alice' }) },
      [],
    );
    const card = (await screen.findByText('Ask for a change')).closest('.ant-card') as HTMLElement;
    await page.fill(within(card).getByLabelText('Member id'), '42');
    await page.fill(within(card).getByLabelText('Entry to correct'), '9');
    await page.fill(within(card).getByLabelText('Amount (+ credit, - debit)'), '-12.5');
    await page.fill(within(card).getByLabelText('Reason'), 'credited twice');
    await page.user.click(within(card).getByRole('button', { name: 'Ask for approval' }));
    expect(await within(card).findByText('Request #9 asked: another admin approves it')).toBeInTheDocument();
    const asked = page.calls.find((c) => c.path === '/api/ops/correctionAsk')!;
    expect(asked.body).toEqual({ user_id: 42, entry_id: 9, delta: -1_250, reason: 'credited twice', lang: 'en' });
  });

  it("offers no approval of one's own request, and shows a new operator's link to the admin who approves it", async () => {
    const page = render({
      '/api/ops/requestDecide': () =>
        ok({
          request: { ...bobs, state: 'approved', decided_by: 'operator:alice' },
          enrol_token: 'T'.repeat(43),
          expires_at: 1_700_086_400,
        }),
    });
    const own = await rowOf('Member #42 -12.5u, correcting entry 9');
    expect(within(own).getByRole('button', { name: 'Approve' })).toBeDisabled();
    const other = await rowOf('Add dave (Cashier)');
    await page.user.click(within(other).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    await page.fill(within(dialog).getByLabelText('Reason for the decision'), 'hired today');
    await page.user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByDisplayValue(`${window.location.origin}/ops/enrol#${'T'.repeat(43)}`)).toBeInTheDocument();
    expect(page.calls.find((c) => c.path === '/api/ops/requestDecide')!.body).toEqual({
      id: 2,
      decision: 'approve',
      reason: 'hired today',
      lang: 'en',
    });
  });

  it("shows the server's refusal in the dialog and asks the list again", async () => {
    const page = render({ '/api/ops/requestDecide': refusal(70022, "The member's balance does not cover this debit") }, [
      { ...mine, requested_by: 'operator:bob' },
    ]);
    const row = await rowOf('Member #42 -12.5u, correcting entry 9');
    await page.user.click(within(row).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    await page.fill(within(dialog).getByLabelText('Reason for the decision'), 'checked');
    await page.user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("The member's balance does not cover this debit");
    await waitFor(() => expect(page.calls.filter((c) => c.path === '/api/ops/requests')).toHaveLength(2));
  });
});
