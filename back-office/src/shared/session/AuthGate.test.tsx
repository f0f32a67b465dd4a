import { screen, waitFor } from '@testing-library/react';
import { fakeSession, ok, refusal, renderConsole } from '../../testing/renderConsole';
import { sampleDashboard } from '../../testing/sampleDashboard';

describe('AuthGate', () => {
  it('sends a signed-out operator to sign-in', async () => {
    const page = renderConsole({ path: '/audit', answers: { '/api/ops/me': refusal(70001, '請先登入') } });
    await waitFor(() => expect(page.location().pathname).toBe('/signin'));
    expect(page.calls.map((c) => c.path)).toEqual(['/api/ops/me']);
    expect(page.calls[0]!.body).toEqual({ lang: 'tw' });
    expect(await screen.findByRole('button', { name: /登\s*入/ })).toBeInTheDocument();
  });

  it('lets a signed-in operator in, opening on the dashboard, and keeps the CSRF token for mutating calls', async () => {
    const session = fakeSession('viewer', 'bob');
    const page = renderConsole({
      path: '/',
      answers: { '/api/ops/me': ok(session), '/api/ops/dashboard': ok(sampleDashboard), '/api/ops/signOut': ok(null) },
    });
    expect(await screen.findByTestId('operator-name')).toHaveTextContent('bob');
    await waitFor(() => expect(page.location().pathname).toBe('/dashboard'));
    await page.user.click(screen.getByRole('button', { name: /登\s*出/ }));
    await waitFor(() => expect(page.location().pathname).toBe('/signin'));
    const signOut = page.calls.find((c) => c.path === '/api/ops/signOut')!;
    expect(signOut.headers['x-csrf-token']).toBe(session.csrf);
    expect(page.calls.find((c) => c.path === '/api/ops/dashboard')!.headers['x-csrf-token']).toBeUndefined();
  });

  it('goes back to sign-in when a later call answers 70001', async () => {
    const page = renderConsole({
      path: '/audit',
      session: fakeSession('admin'),
      answers: { '/api/ops/audit': refusal(70001, '請先登入') },
    });
    await waitFor(() => expect(page.location().pathname).toBe('/signin'));
  });

  it('shows a translated message when the network fails', async () => {
    renderConsole({ path: '/audit', locale: 'en', answers: { '/api/ops/me': 'network' } });
    expect(await screen.findByText('Connection failed, please try again.')).toBeInTheDocument();
  });
});

describe('the language switcher', () => {
  it('changes the words at once, and the next calls ask for messages in that language', async () => {
    const page = renderConsole({ path: '/audit', session: fakeSession('admin'), answers: { '/api/ops/audit': ok({ rows: [] }) } });
    expect(await screen.findByText('稽核日誌', { selector: 'h3' })).toBeInTheDocument();
    await page.user.click(screen.getByRole('combobox', { name: '語言' }));
    await page.user.click(await screen.findByTitle('English'));
    expect(await screen.findByText('Audit log', { selector: 'h3' })).toBeInTheDocument();
    await page.user.click(screen.getByText('Search'));
    await waitFor(() => expect(page.calls.at(-1)!.body).toEqual({ lang: 'en' }));
    expect(localStorage.getItem('ops.locale')).toBe('en');
  });
});
