import { screen, waitFor, within } from '@testing-library/react';
import { fakeSession, ok, refusal, renderConsole, type FakeAnswer } from '../../testing/renderConsole';

const base = {
  severity: 'warning',
  raised_at: 1_700_000_000,
  acknowledged_by: null,
  acknowledged_at: null,
  delivered_at: null,
  delivery_attempts: 0,
  last_delivery_error: null,
};
const win = { ...base, id: 3, kind: 'win', detail: { order_no: 'A1', user_id: 42, round: '1:202601010001', payout: 1_250_000 } };
const payout = {
  ...base,
  id: 2,
  kind: 'payout_flagged',
  severity: 'critical',
  detail: { entry_id: 9, user_id: 42, tx: '0xab', state: 'mismatch' },
  delivery_attempts: 2,
  last_delivery_error: 'HTTP 500',
};
const storm = {
  ...base,
  id: 1,
  kind: 'db_faults',
  severity: 'critical',
  detail: { faults: 20, window_seconds: 60 },
  delivered_at: 1_700_000_005,
  delivery_attempts: 1,
  acknowledged_by: 'operator:bob',
  acknowledged_at: 1_700_000_100,
};

const render = (role: 'viewer' | 'cashier', answers: Record<string, FakeAnswer> = {}) =>
  renderConsole({
    path: '/alerts',
    locale: 'en',
    session: fakeSession(role, 'alice'),
    answers: { '/api/ops/alerts': ok({ rows: [win, payout, storm] }), ...answers },
  });

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

describe('AlertsScreen', () => {
  it('says what each alert is, whether the webhook has it and who acknowledged it', async () => {
    render('cashier');
    const large = await rowOf('Order A1 of member #42 won 12500u (round 1:202601010001)');
    expect(within(large).getByText('Large win')).toBeInTheDocument();
    expect(within(large).getByText('Not sent')).toBeInTheDocument();
    const flagged = await rowOf('Payout of withdrawal #9 (member #42): amount or address differs');
    expect(within(flagged).getByText('Critical')).toBeInTheDocument();
    expect(within(flagged).getByText('Not sent (2 tries): HTTP 500')).toBeInTheDocument();
    const faults = await rowOf('20 database faults within 60 s');
    expect(within(faults).getByText(/^Sent /)).toBeInTheDocument();
    expect(within(faults).getByText(/^bob · /)).toBeInTheDocument();
    expect(within(faults).queryByRole('button', { name: 'Acknowledge' })).toBeNull();
  });

  it('acknowledges one and asks the list again', async () => {
    const page = render('cashier', {
      '/api/ops/alertAck': () => ok({ ...win, acknowledged_by: 'operator:alice', acknowledged_at: 1_700_000_200 }),
    });
    const large = await rowOf('Order A1 of member #42 won 12500u (round 1:202601010001)');
    await page.user.click(within(large).getByRole('button', { name: 'Acknowledge' }));
    expect(await screen.findByText('Alert #3 acknowledged')).toBeInTheDocument();
    expect(page.calls.find((c) => c.path === '/api/ops/alertAck')!.body).toEqual({ id: 3, lang: 'en' });
    await waitFor(() => expect(page.calls.filter((c) => c.path === '/api/ops/alerts')).toHaveLength(2));
  });

  it("shows the server's refusal when another operator acknowledged it first", async () => {
    const page = render('cashier', { '/api/ops/alertAck': refusal(70070, 'This alert was already acknowledged') });
    const flagged = await rowOf('Payout of withdrawal #9 (member #42): amount or address differs');
    await page.user.click(within(flagged).getByRole('button', { name: 'Acknowledge' }));
    expect(await screen.findByText('This alert was already acknowledged')).toBeInTheDocument();
  });

  it('a viewer reads them (in their menu too); their Acknowledge is off and says why', async () => {
    render('viewer');
    expect(within(await screen.findByRole('menu')).getByText('Alerts')).toBeInTheDocument();
    const large = await rowOf('Order A1 of member #42 won 12500u (round 1:202601010001)');
    const button = within(large).getByRole('button', { name: 'Acknowledge' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('title', 'Your role only reads alerts');
  });
});
