import { screen, within } from '@testing-library/react';
import { fakeSession, ok, refusal, renderConsole } from '../../testing/renderConsole';

const EXPIRES = 1_700_001_800;

describe('MembersScreen', () => {
  it('asks a member id and a reason before disabling, then sends them and shows the answer', async () => {
    const page = renderConsole({
      path: '/members',
      locale: 'en',
      session: fakeSession('support', 'sam'),
      answers: {
        '/api/ops/memberStatus': (body) =>
          ok({ user_id: body.user_id, username: 'dora', disabled: body.disabled, sessions_ended: body.disabled ? 2 : 0 }),
      },
    });
    const status = (await screen.findByText('Disable or enable the account')).closest('.ant-card') as HTMLElement;
    await page.user.click(within(status).getByRole('button', { name: 'Disable account' }));
    expect(await screen.findByText("Enter the member's id (a whole number)")).toBeInTheDocument();
    expect(await within(status).findByText('Give a reason (3 characters or more)')).toBeInTheDocument();

    await page.fill(screen.getByLabelText('Member id'), '42');
    await page.fill(within(status).getByLabelText('Reason'), 'ok');
    await page.user.click(within(status).getByRole('button', { name: 'Disable account' }));
    expect(await within(status).findByText('Give a reason (3 characters or more)')).toBeInTheDocument();
    expect(page.calls).toHaveLength(0);

    await page.user.clear(within(status).getByLabelText('Reason'));
    await page.fill(within(status).getByLabelText('Reason'), ' account taken over, member called ');
    await page.user.click(within(status).getByRole('button', { name: 'Disable account' }));
    expect(await within(status).findByText('dora (id 42) is disabled: 2 sessions ended.')).toBeInTheDocument();
    expect(page.calls).toHaveLength(1);
    expect(page.calls[0]!.path).toBe('/api/ops/memberStatus');
    expect(page.calls[0]!.body).toEqual({ user_id: 42, disabled: true, reason: 'account taken over, member called', lang: 'en' });
    expect(page.calls[0]!.headers['x-csrf-token']).toBe('csrf-token-1');
  });

  it('issues a recovery code and shows it with its expiry and what to tell the member', async () => {
    const page = renderConsole({
      path: '/members',
      locale: 'en',
      session: fakeSession('admin'),
      answers: { '/api/ops/recoveryCode': ok({ code: 'K7PX9MQ2RT', expires_at: EXPIRES }) },
    });
    const card = (await screen.findByText('Issue a recovery code')).closest('.ant-card') as HTMLElement;
    await page.fill(screen.getByLabelText('Member id'), '42');
    await page.user.click(within(card).getByText('Security code'));
    await page.fill(within(card).getByLabelText('How you verified them'), 'ID card number and bound wallet');
    await page.user.click(within(card).getByRole('button', { name: 'Issue code' }));

    expect(await screen.findByText('K7PX9MQ2RT')).toBeInTheDocument();
    const expiry = new Date(EXPIRES * 1000).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });
    expect(screen.getByText(`Valid until ${expiry}`)).toBeInTheDocument();
    expect(screen.getByText('Security code recovery code for member id 42')).toBeInTheDocument();
    expect(screen.getByText(/works once, for 30 minutes/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    const issued = page.calls.find((c) => c.path === '/api/ops/recoveryCode')!;
    expect(issued.body).toEqual({ user_id: 42, kind: 'security_code', reason: 'ID card number and bound wallet', lang: 'en' });
    expect(issued.headers['x-csrf-token']).toBe('csrf-token-1');

    // Another member's id typed: the code shown was not theirs.
    await page.user.clear(screen.getByLabelText('Member id'));
    await page.fill(screen.getByLabelText('Member id'), '3');
    expect(screen.queryByText('K7PX9MQ2RT')).not.toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    const page = renderConsole({
      path: '/members',
      locale: 'en',
      session: fakeSession('support'),
      answers: { '/api/ops/recoveryCode': refusal(10004, 'No such member') },
    });
    const card = (await screen.findByText('Issue a recovery code')).closest('.ant-card') as HTMLElement;
    await page.fill(screen.getByLabelText('Member id'), '999');
    await page.fill(within(card).getByLabelText('How you verified them'), 'ID card number');
    await page.user.click(within(card).getByRole('button', { name: 'Issue code' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('No such member');
  });

  it("is left out of a cashier's and a viewer's menu, and in support's and admin's", async () => {
    for (const role of ['cashier', 'viewer', 'support', 'admin'] as const) {
      const page = renderConsole({ path: '/audit', locale: 'en', session: fakeSession(role), answers: { '/api/ops/audit': ok([]) } });
      const menu = await screen.findByRole('menu');
      expect(within(menu).getByText('Audit log')).toBeInTheDocument();
      if (role === 'cashier' || role === 'viewer') expect(within(menu).queryByText('Members')).not.toBeInTheDocument();
      else expect(within(menu).getByText('Members')).toBeInTheDocument();
      page.unmount();
    }
  });
});
