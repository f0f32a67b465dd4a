import { screen, waitFor } from '@testing-library/react';
import { fakeSession, ok, refusal, renderConsole } from '../../testing/renderConsole';
import { sampleDashboard } from '../../testing/sampleDashboard';

async function fill(page: ReturnType<typeof renderConsole>, code: string) {
  await page.fill(screen.getByLabelText('Name'), ' Alice ');
  await page.fill(screen.getByLabelText('Password'), 'a long password 1');
  await page.fill(screen.getByLabelText('Code'), code);
  await page.user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('SignInScreen', () => {
  it('moves with Tab from the name to the password to the code, past the show-password eye', async () => {
    const page = renderConsole({ path: '/signin', locale: 'en' });
    await page.user.click(screen.getByLabelText('Name'));
    await page.user.tab();
    expect(screen.getByLabelText('Password')).toHaveFocus();
    await page.user.tab();
    expect(screen.getByLabelText('Code')).toHaveFocus();
  });

  it('refuses a code that is not 6 digits before calling', async () => {
    const page = renderConsole({ path: '/signin', locale: 'en' });
    await fill(page, '12a45');
    expect(await screen.findByText('Enter the 6-digit code')).toBeInTheDocument();
    expect(page.calls).toEqual([]);
  });

  it("shows the server's refusal in the chosen language", async () => {
    const page = renderConsole({
      path: '/signin',
      locale: 'en',
      answers: { '/api/ops/signIn': refusal(70004, 'Name, password or code wrong') },
    });
    await fill(page, '123456');
    expect(await screen.findByRole('alert')).toHaveTextContent('Name, password or code wrong');
    expect(page.calls[0]!.body).toEqual({ name: 'alice', password: 'a long password 1', code: '123456', lang: 'en' });
    expect(page.location().pathname).toBe('/signin');
  });

  it('signs in and opens the console without asking opsMe', async () => {
    const session = fakeSession('support', 'alice');
    const page = renderConsole({
      path: '/signin',
      locale: 'en',
      answers: { '/api/ops/signIn': ok(session), '/api/ops/dashboard': ok(sampleDashboard) },
    });
    await fill(page, '123456');
    await waitFor(() => expect(page.location().pathname).toBe('/dashboard'));
    expect(await screen.findByTestId('operator-name')).toHaveTextContent('alice');
    expect(page.calls.map((c) => c.path)).toEqual(['/api/ops/signIn', '/api/ops/dashboard', '/api/ops/exposure']);
  });
});
