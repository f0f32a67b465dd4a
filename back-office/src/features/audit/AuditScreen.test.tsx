import { screen, waitFor } from '@testing-library/react';
import { fakeSession, ok, renderConsole } from '../../testing/renderConsole';

const row = (id: number) => ({
  id,
  actor: 'operator:alice',
  action: 'operator.add',
  target: `operator:op${id}`,
  target_name: null,
  before: null,
  after: { role: 'viewer' },
  reason: null,
  address: '127.0.0.1',
  createtime: 1_700_000_000 + id,
});

describe('AuditScreen', () => {
  it('filters, and pages to older entries with the cursor the last page answered', async () => {
    const first = Array.from({ length: 3 }, (_, i) => row(200 - i));
    const page = renderConsole({
      path: '/audit',
      locale: 'en',
      session: fakeSession('viewer'),
      answers: { '/api/ops/audit': (body) => ok(body.cursor === 'c2' ? { rows: [row(1)] } : { rows: first, next: 'c2' }) },
    });
    expect(await screen.findByText('operator:op200')).toBeInTheDocument();
    await page.user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('operator:op1')).toBeInTheDocument();
    expect(screen.getByText('operator:op198')).toBeInTheDocument();
    expect(screen.getByText('All 4 shown')).toBeInTheDocument();
    expect(page.calls.map((c) => c.body)).toEqual([{ lang: 'en' }, { cursor: 'c2', lang: 'en' }]);

    await page.fill(screen.getByLabelText('Actor'), ' cli ');
    await page.user.click(screen.getByText('Search'));
    await waitFor(() => expect(page.calls.at(-1)!.body).toEqual({ actor: 'cli', lang: 'en' }));
  });

  it('shows each action in words and a member by username, and searches by names and an action picked by its words', async () => {
    const page = renderConsole({
      path: '/audit',
      locale: 'en',
      session: fakeSession('viewer'),
      answers: {
        '/api/ops/audit': ok({
          rows: [
            { ...row(2), action: 'session.signIn', target: null },
            { ...row(1), action: 'member.gift', target: 'member:11', target_name: 'lucky88' },
          ],
        }),
      },
    });
    expect(await screen.findByText('Signed in')).toHaveAttribute('title', 'session.signIn');
    expect(screen.getByText('Gift to member')).toBeInTheDocument();
    expect(screen.queryByText('session.signIn')).not.toBeInTheDocument();
    expect(screen.getByText('lucky88')).toHaveAttribute('title', 'member:11');

    await page.fill(screen.getByLabelText('Actor'), 'cash28');
    await page.fill(screen.getByLabelText('Target'), 'lucky88');
    await page.user.click(screen.getByLabelText('Action'));
    await page.user.keyboard('void');
    const offered = await screen.findAllByText(/: Round void$/, { selector: '.ant-select-item-option-content' });
    expect(offered.map((option) => option.textContent)).toEqual([
      'Asked: Round void',
      'Approved: Round void',
      'Rejected: Round void',
      'Applied alone (outside the console): Round void',
    ]);
    await page.user.click(offered[1]!);
    await page.user.click(screen.getByText('Search'));
    await waitFor(() =>
      expect(page.calls.at(-1)!.body).toEqual({ actor: 'cash28', action: 'round.void.approve', target: 'lucky88', lang: 'en' }),
    );
  });

  it("shows staff's reads of members' data on a tab of its own, searched by member", async () => {
    const page = renderConsole({
      path: '/audit',
      locale: 'en',
      session: fakeSession('viewer'),
      answers: {
        '/api/ops/audit': ok({ rows: [row(1)] }),
        '/api/ops/access': (body) =>
          ok({
            rows: [
              {
                id: 9,
                actor: 'operator:sam',
                target: 'member:42',
                target_name: (body.target as string | undefined) ?? 'lucky88',
                what: 'member.detail',
                address: '10.0.0.5',
                createtime: 1_700_000_000,
              },
            ],
          }),
      },
    });
    expect(await screen.findByText('operator:op1')).toBeInTheDocument();
    expect(page.calls.some((c) => c.path === '/api/ops/access')).toBe(false); // read only when asked
    await page.user.click(screen.getByRole('tab', { name: 'Reads' }));
    expect(await screen.findByText('Member detail and fund log')).toBeInTheDocument();
    expect(screen.getByText('lucky88')).toHaveAttribute('title', 'member:42');
    await page.fill(screen.getByLabelText('Member'), 'dragon7');
    await page.user.click(screen.getByText('Search'));
    expect(await screen.findByText('dragon7')).toBeInTheDocument();
    expect(page.calls.filter((c) => c.path === '/api/ops/access').map((c) => c.body)).toEqual([
      { lang: 'en' },
      { target: 'dragon7', lang: 'en' },
    ]);
  });
});
