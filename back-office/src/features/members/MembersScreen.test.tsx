import { screen, within } from '@testing-library/react';
import { fakeSession, ok, refusal, renderConsole } from '../../testing/renderConsole';

const ROWS = [
  { id: 42, username: 'dora', createtime: 1_700_000_000, disabled: false, balance: 12_345 },
  { id: 7, username: 'doris', createtime: 1_690_000_000, disabled: true, balance: 0 },
];

describe('MembersScreen', () => {
  it('searches the text typed, lists the members found, and opens one', async () => {
    const page = renderConsole({
      path: '/members',
      locale: 'en',
      session: fakeSession('support'),
      answers: { '/api/ops/memberSearch': ok({ rows: ROWS }), '/api/ops/memberDetail': refusal(10005, 'No such member') },
    });
    const search = await screen.findByRole('searchbox', { name: /Search by member id, start of a username/ });
    expect(page.calls).toHaveLength(0); // nothing asked before a search
    await page.fill(search, '  do ');
    await page.user.click(screen.getByRole('button', { name: 'Search' }));

    const table = await screen.findByRole('table');
    expect(await within(table).findByText('dora')).toBeInTheDocument();
    expect(within(table).getByText('123.45u')).toBeInTheDocument();
    expect(within(table).getByText('Disabled')).toBeInTheDocument();
    expect(within(table).getByText('Active')).toBeInTheDocument();
    expect(page.calls).toHaveLength(1);
    expect(page.calls[0]!).toMatchObject({ path: '/api/ops/memberSearch', body: { query: 'do', lang: 'en' } });
    expect(page.location().search).toBe('?q=do');

    await page.user.click(within(table).getByText('doris'));
    expect(page.location().pathname).toBe('/members/7');
  });

  it('searches by the other fields together, pages on with the cursor, and links the export', async () => {
    const page = renderConsole({
      path: '/members',
      locale: 'en',
      session: fakeSession('support'),
      answers: {
        '/api/ops/memberSearch': (body) => (body.cursor === 'c2' ? ok({ rows: [ROWS[1]] }) : ok({ rows: [ROWS[0]], next: 'c2' })),
      },
    });
    await page.fill(await screen.findByLabelText('ID-card number'), ' A123456789 ');
    await page.fill(screen.getByLabelText('Last sign-in IP'), '10.0.0.7');
    await page.user.click(screen.getByRole('button', { name: 'Search by these fields' }));
    expect(await screen.findByText('dora')).toBeInTheDocument();
    expect(page.calls[0]!.body).toEqual({ idcard: 'A123456789', last_ip: '10.0.0.7', lang: 'en' });

    await page.user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('doris')).toBeInTheDocument();
    expect(page.calls[1]!.body).toEqual({ idcard: 'A123456789', last_ip: '10.0.0.7', cursor: 'c2', lang: 'en' });
    expect(screen.getByText('All 2 shown')).toBeInTheDocument();

    const download = screen.getByRole('link', { name: 'Download' });
    expect(download.getAttribute('href')).toMatch(/^\/api\/ops\/export\?kind=members&from=\d{4}-\d\d-01&to=\d{4}-\d\d-\d\d&lang=en$/);
  });

  it('says when nothing matches, and shows a refusal', async () => {
    renderConsole({
      path: '/members?q=nobody',
      locale: 'en',
      session: fakeSession('admin'),
      answers: { '/api/ops/memberSearch': ok({ rows: [] }) },
    });
    expect(await screen.findByText('No member matches')).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('nobody');

    renderConsole({
      path: '/members?q=x',
      locale: 'en',
      session: fakeSession('support'),
      answers: { '/api/ops/memberSearch': refusal(70002, 'Your role may not do this') },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your role may not do this');
  });

  it("is left out of a cashier's and a viewer's menu, and in support's and admin's", async () => {
    for (const role of ['cashier', 'viewer', 'support', 'admin'] as const) {
      const page = renderConsole({
        path: '/audit',
        locale: 'en',
        session: fakeSession(role),
        answers: { '/api/ops/audit': ok({ rows: [] }) },
      });
      const menu = await screen.findByRole('menu');
      expect(within(menu).getByText('Audit log')).toBeInTheDocument();
      if (role === 'cashier' || role === 'viewer') expect(within(menu).queryByText('Members')).not.toBeInTheDocument();
      else expect(within(menu).getByText('Members')).toBeInTheDocument();
      page.unmount();
    }
  });
});
