import { screen, within } from '@testing-library/react';
import { fakeSession, ok, refusal, renderConsole } from '../../testing/renderConsole';

const cardOf = (title: string) => screen.getByText(title).closest('.ant-card') as HTMLElement;

describe('ChecksScreen', () => {
  it("runs a check when asked and shows its verdict and the CLI's lines", async () => {
    const page = renderConsole({
      path: '/checks',
      locale: 'en',
      session: fakeSession('admin'),
      answers: {
        '/api/ops/check': (body) =>
          body.which === 'ledger'
            ? ok({ ok: true, lines: ['2 member(s), 9 entries, balances total 100u', 'ledger balanced'], failure: null })
            : ok({
                ok: false,
                lines: ['PROBLEM game 1 chain 1: round 202601010001 does not hash to the previous link'],
                failure: '1 problem(s) in the draw chains',
              }),
      },
    });
    expect(await screen.findByText('Ledger and draw checks')).toBeInTheDocument();
    expect(page.calls).toHaveLength(0);
    const ledger = cardOf('Ledger check');
    await page.user.click(within(ledger).getByRole('button', { name: 'Run' }));
    expect(await within(ledger).findByText('Passed')).toBeInTheDocument();
    expect(within(ledger).getByLabelText('Ledger check')).toHaveTextContent('ledger balanced');
    expect(page.calls[0]).toMatchObject({ path: '/api/ops/check', body: { which: 'ledger', lang: 'en' } });

    const chain = cardOf('Draw chain check');
    await page.user.click(within(chain).getByRole('button', { name: 'Run' }));
    expect(await within(chain).findByText('Failed: 1 problem(s) in the draw chains')).toBeInTheDocument();
    expect(within(chain).getByLabelText('Draw chain check')).toHaveTextContent('does not hash to the previous link');
  });

  it("shows the server's refusal", async () => {
    const page = renderConsole({
      path: '/checks',
      locale: 'en',
      session: fakeSession('admin'),
      answers: { '/api/ops/check': refusal(70002, 'Your role may not do this') },
    });
    const ledger = (await screen.findByText('Ledger check')).closest('.ant-card') as HTMLElement;
    await page.user.click(within(ledger).getByRole('button', { name: 'Run' }));
    expect(await within(ledger).findByText('Your role may not do this')).toBeInTheDocument();
  });

  it('is in the menu of admins only', async () => {
    for (const role of ['viewer', 'cashier', 'support', 'admin'] as const) {
      const page = renderConsole({
        path: '/reports?period=monthly&at=2026',
        locale: 'en',
        session: fakeSession(role),
        answers: {
          '/api/ops/report': ok({
            time_zone: 'Asia/Taipei',
            rows: [],
            total: { deposits: 0, withdrawals: 0, stakes: 0, payouts: 0, bonuses: 0, ggr: 0, ngr: 0, active_members: 0, orders: 0 },
          }),
        },
      });
      const menu = await screen.findByRole('menu');
      expect(within(menu).getByText('Dashboard')).toBeInTheDocument();
      expect(within(menu).getByText('Reports')).toBeInTheDocument();
      expect(within(menu).queryByText('Checks') !== null).toBe(role === 'admin');
      page.unmount();
    }
  });
});
