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
  it("is left out of a non-admin's menu, and not allowed if opened anyway (no call sent)", async () => {
    const page = renderConsole({
      path: '/audit',
      locale: 'en',
      session: fakeSession('support', 'sam'),
      answers: { '/api/ops/audit': ok({ rows: [] }), '/api/ops/operators': refusal(70002, 'Your role may not do this') },
    });
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Audit log')).toBeInTheDocument();
    expect(within(menu).queryByText('Operators')).not.toBeInTheDocument();
    page.unmount();

    const opened = renderConsole({
      path: '/operators',
      locale: 'en',
      session: fakeSession('support', 'sam'),
      answers: { '/api/ops/operators': refusal(70002, 'Your role may not do this') },
    });
    expect(await screen.findByText('Not allowed')).toBeInTheDocument();
    expect(opened.calls.map((c) => c.path)).not.toContain('/api/ops/operators');
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

  it('asks to disable an operator or reset their sign-in, with a reason: another admin approves it', async () => {
    const page = renderConsole({
      path: '/operators',
      locale: 'en',
      session: fakeSession('admin'),
      answers: {
        '/api/ops/operators': ok([
          ...rows,
          { id: 3, name: 'gina', role: 'support', enrolled: true, disabled: false, createtime: 1_700_000_000 },
          { id: 4, name: 'old', role: 'viewer', enrolled: true, disabled: true, createtime: 1_700_000_000 },
        ]),
        '/api/ops/operatorDisable': (body) => ok({ ...REQUEST, id: 9, kind: 'operator.disable', payload: { name: body.name } }),
        '/api/ops/operatorReset': (body) => ok({ ...REQUEST, id: 10, kind: 'operator.reset', payload: { name: body.name } }),
      },
    });
    const gina = (await screen.findByRole('cell', { name: 'gina' })).closest('tr') as HTMLElement;
    const old = screen.getByRole('cell', { name: 'old' }).closest('tr') as HTMLElement;
    expect(within(old).queryByRole('button')).not.toBeInTheDocument(); // disabled already: nothing to ask

    await page.user.click(within(gina).getByRole('button', { name: 'Disable' }));
    let modal = (await screen.findByText('Disable gina')).closest('.ant-modal') as HTMLElement;
    expect(within(modal).getByText(/every session of gina ends at once/)).toBeInTheDocument();
    await page.fill(within(modal).getByLabelText('Reason'), 'left the company');
    await page.user.click(within(modal).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Request #9 to disable gina is sent: it waits for another admin')).toBeInTheDocument();
    expect(page.calls.find((c) => c.path === '/api/ops/operatorDisable')!.body).toEqual({
      name: 'gina',
      reason: 'left the company',
      lang: 'en',
    });

    await page.user.click(within(gina).getByRole('button', { name: 'Reset sign-in' }));
    modal = (await screen.findByText("Reset gina's sign-in")).closest('.ant-modal') as HTMLElement;
    await page.fill(within(modal).getByLabelText('Reason'), 'lost her phone');
    await page.user.click(within(modal).getByRole('button', { name: 'Reset sign-in' }));
    expect(await screen.findByText("Request #10 to reset gina's sign-in is sent: it waits for another admin")).toBeInTheDocument();
  });
});
