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

  it("asks to change an operator's role with a reason: another admin approves it", async () => {
    const page = renderConsole({
      path: '/operators',
      locale: 'en',
      session: fakeSession('admin'),
      answers: {
        '/api/ops/operators': ok([
          ...rows,
          { id: 2, name: 'erin', role: 'viewer', enrolled: true, disabled: false, createtime: 1_700_000_000 },
        ]),
        '/api/ops/operatorRole': (body) => ok({ ...REQUEST, id: 8, kind: 'operator.role', payload: { name: body.name, role: body.role } }),
      },
    });
    const erin = (await screen.findByRole('cell', { name: 'erin' })).closest('tr') as HTMLElement;
    await page.user.click(within(erin).getByRole('button', { name: 'Change role' }));
    const modal = (await screen.findByText("Change erin's role")).closest('.ant-modal') as HTMLElement;
    await page.fill(within(modal).getByLabelText('Reason'), 'covers the night shift');
    await page.user.click(within(modal).getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText("Request #8 to change erin's role is sent: it waits for another admin")).toBeInTheDocument();
    expect(page.calls.find((c) => c.path === '/api/ops/operatorRole')!.body).toEqual({
      name: 'erin',
      role: 'cashier',
      reason: 'covers the night shift',
      lang: 'en',
    });
  });
});
