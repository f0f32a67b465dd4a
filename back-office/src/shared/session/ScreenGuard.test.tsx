import { screen, within } from '@testing-library/react';
import { PERMISSIONS } from 'shared-contracts/ops/endpoints';
import { SCREENS } from '../../screens';
import { fakeSession, ok, renderConsole } from '../../testing/renderConsole';

describe('the screens by permission', () => {
  it("leaves the screens a viewer's role lacks out of the menu", async () => {
    renderConsole({ path: '/audit', locale: 'en', session: fakeSession('viewer'), answers: { '/api/ops/audit': ok({ rows: [] }) } });
    const menu = await screen.findByRole('menu');
    for (const label of ['Dashboard', 'Audit log', 'My account']) expect(within(menu).getByText(label)).toBeInTheDocument();
    for (const label of ['Operators', 'Members', 'Games and rooms']) expect(within(menu).queryByText(label)).not.toBeInTheDocument();
    const shown = within(menu).getAllByRole('menuitem').length;
    expect(shown).toBe(SCREENS.filter((s) => s.label && (PERMISSIONS[s.permission] as readonly string[]).includes('viewer')).length);
  });

  it('shows "not allowed" for a screen the role lacks, reached by its address, and sends none of its calls', async () => {
    const page = renderConsole({ path: '/members/7', locale: 'en', session: fakeSession('cashier'), answers: {} });
    expect(await screen.findByText('Not allowed')).toBeInTheDocument();
    expect(screen.getByText('Your role may not use this screen.')).toBeInTheDocument();
    expect(page.calls).toEqual([]);
  });

  it('opens the screen for a role its permission names', async () => {
    const page = renderConsole({
      path: '/audit',
      locale: 'en',
      session: fakeSession('viewer'),
      answers: { '/api/ops/audit': ok({ rows: [] }) },
    });
    expect(await screen.findByText('Audit log', { selector: 'h3' })).toBeInTheDocument();
    expect(screen.queryByText('Not allowed')).not.toBeInTheDocument();
    expect(page.calls.map((c) => c.path)).toContain('/api/ops/audit');
  });
});
