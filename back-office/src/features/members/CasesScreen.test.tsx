import { screen, within } from '@testing-library/react';
import { fakeSession, ok, renderConsole } from '../../testing/renderConsole';
import type { CaseRow } from './api/opsCases';

const T = 1_767_196_801;
const OPEN: CaseRow = {
  id: 4,
  user_id: 7,
  username: 'eve',
  rule: 'little_play',
  evidence: { stakes: 0, deposit: { amount: 100_000 } },
  opened_at: T,
  decision: null,
  decided_by: null,
  decided_at: null,
  notes: [{ author: 'operator:sam', note: 'asked for the source of funds', created_at: T + 60 }],
};
const CLOSED: CaseRow = {
  ...OPEN,
  id: 3,
  rule: 'deny_list',
  decision: 'confirmed',
  decided_by: 'operator:sam',
  decided_at: T + 120,
  notes: [],
};

describe('CasesScreen', () => {
  it('lists the cases, open first, with their rule and status; closing one sends the decision and the note', async () => {
    const page = renderConsole({
      path: '/cases',
      locale: 'en',
      session: fakeSession('support', 'sam'),
      answers: { '/api/ops/cases': ok({ rows: [OPEN, CLOSED] }), '/api/ops/caseClose': ok({ ...OPEN, decision: 'cleared' }) },
    });
    expect(await screen.findAllByRole('link', { name: 'eve (7)' }, { timeout: 10_000 })).toHaveLength(2);
    expect(screen.getByText('Deposit withdrawn with little play')).toBeInTheDocument();
    expect(screen.getByText('Address on the deny-list')).toBeInTheDocument();
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
    const row = screen.getByText('#4').closest('tr')!;
    await page.user.click(within(row).getByRole('button', { name: 'Close case' }));
    const dialog = await screen.findByRole('dialog');
    await page.user.click(within(dialog).getByLabelText('Confirmed suspicious'));
    await page.fill(within(dialog).getByLabelText('Note'), ' stolen funds ');
    await page.user.click(within(dialog).getByRole('button', { name: 'Close case' }));
    await screen.findByText('Recorded.');
    expect(page.calls.find((call) => call.path === '/api/ops/caseClose')?.body).toMatchObject({
      id: 4,
      decision: 'confirmed',
      note: 'stolen funds',
    });
  });

  it("the deny-list tab: the list's size; a support agent has no upload", async () => {
    renderConsole({
      path: '/cases?tab=denyList',
      locale: 'en',
      session: fakeSession('support', 'sam'),
      answers: { '/api/ops/denyList': ok({ count: 12 }) },
    });
    expect(await screen.findByText('12', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Only an admin uploads the list.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload CSV' })).toBeNull();
  });
});
