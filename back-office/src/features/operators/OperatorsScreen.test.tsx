import { screen, waitFor, within } from '@testing-library/react';
import { fakeSession, ok, refusal, renderConsole } from '../../testing/renderConsole';

const REQUEST = {
  id: 7,
  kind: 'operator.add',
  reason: 'add dave as viewer',
  requested_by: 'operator:alice',
  requested_at: 1_700_000_000,
  state: 'pending',
  decided_by: null,
  decided_at: null,
  decision_reason: null,
  result: null,
};
const rows = [{ id: 1, name: 'alice', role: 'admin', enrolled: true, disabled: false, createtime: 1_700_000_000 }];

describe('OperatorsScreen', () => {
  it("is left out of a non-admin's menu, and the server's refusal shows if opened anyway", async () => {
    const page = renderConsole({
      path: '/audit',
      locale: 'en',
      session: fakeSession('support', 'sam'),
      answers: { '/api/ops/audit': ok([]), '/api/ops/operators': refusal(70002, 'Your role may not do this') },
    });
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Audit log')).toBeInTheDocument();
    expect(within(menu).queryByText('Operators')).not.toBeInTheDocument();
    page.unmount();

    renderConsole({
      path: '/operators',
      locale: 'en',
      session: fakeSession('support', 'sam'),
      answers: { '/api/ops/operators': refusal(70002, 'Your role may not do this') },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your role may not do this');
  });

  it('lists operators and asks to add one: another admin approves it, so no enrolment link shows here', async () => {
    const page = renderConsole({
      path: '/operators',
      locale: 'en',
      session: fakeSession('admin'),
      answers: {
        '/api/ops/operators': ok(rows),
        '/api/ops/operatorAdd': (body) => ok({ ...REQUEST, payload: { name: body.name, role: body.role } }),
      },
    });
    expect(within(await screen.findByRole('menu')).getByText('Operators')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'alice' })).toBeInTheDocument();
    await page.fill(screen.getByLabelText('Name'), 'dave');
    await page.user.click(screen.getByRole('button', { name: 'Add' }));
    expect(
      await screen.findByText(
        'Request #7 to add dave asked: once another admin approves it on Requests, they get the one-time enrolment link',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByDisplayValue(/\/ops\/enrol#/)).not.toBeInTheDocument();
    const add = page.calls.find((c) => c.path === '/api/ops/operatorAdd')!;
    expect(add.body).toEqual({ name: 'dave', role: 'viewer', lang: 'en' });
    expect(add.headers['x-csrf-token']).toBe('csrf-token-1');
    // The list is asked again after the change.
    await waitFor(() => expect(page.calls.filter((c) => c.path === '/api/ops/operators')).toHaveLength(2));
  });
});
