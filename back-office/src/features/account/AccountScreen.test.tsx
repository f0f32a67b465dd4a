import { screen, within } from '@testing-library/react';
import { fakeSession, ok, refusal, renderConsole } from '../../testing/renderConsole';

const NEW_URI = 'otpauth://totp/Trade%20Suite:sam?secret=KRSXG5CTMVRXEZLU&issuer=Trade%20Suite';

describe('AccountScreen', () => {
  it("is in every role's menu; changes the password with the current one and a code", async () => {
    const page = renderConsole({
      path: '/account',
      locale: 'en',
      session: fakeSession('viewer', 'sam'),
      answers: {
        '/api/ops/ownPassword': (body) =>
          body.current === 'old long passphrase' ? ok(null) : refusal(70004, 'Name, password or code wrong'),
      },
    });
    expect(within(await screen.findByRole('menu')).getByText('My account')).toBeInTheDocument();
    const card = (await screen.findByText('Change password', { selector: '.ant-card-head-title' })).closest('.ant-card') as HTMLElement;
    await page.fill(within(card).getByLabelText('Current password'), 'wrong one');
    await page.fill(within(card).getByLabelText('New password'), 'a brand new passphrase');
    await page.fill(within(card).getByLabelText('Confirm password'), 'a brand new passphrase');
    await page.fill(within(card).getByLabelText('Code'), '123456');
    await page.user.click(within(card).getByRole('button', { name: 'Change password' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Name, password or code wrong');
    await page.user.clear(within(card).getByLabelText('Current password'));
    await page.fill(within(card).getByLabelText('Current password'), 'old long passphrase');
    await page.user.click(within(card).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed: your sign-ins on other devices have ended')).toBeInTheDocument();
    expect(page.calls.filter((c) => c.path === '/api/ops/ownPassword').at(-1)!.body).toEqual({
      current: 'old long passphrase',
      password: 'a brand new passphrase',
      code: '123456',
      lang: 'en',
    });
  });

  it('shows the new authenticator once the password and a code are given, and finishes with a code from it', async () => {
    const page = renderConsole({
      path: '/account',
      locale: 'en',
      session: fakeSession('cashier', 'sam'),
      answers: {
        '/api/ops/ownAuthenticatorStart': ok({ otpauth_uri: NEW_URI, secret: 'KRSXG5CTMVRXEZLU' }),
        '/api/ops/ownAuthenticatorConfirm': ok(null),
      },
    });
    const card = (await screen.findByText('Change authenticator', { selector: '.ant-card-head-title' })).closest(
      '.ant-card',
    ) as HTMLElement;
    await page.fill(within(card).getByLabelText('Password'), 'old long passphrase');
    await page.fill(within(card).getByLabelText('Code'), '111111');
    await page.user.click(within(card).getByRole('button', { name: 'Get a new QR code' }));
    expect(await within(card).findByAltText('Authenticator QR code')).toBeInTheDocument();
    expect(within(card).getByTestId('new-otp-secret')).toHaveTextContent('KRSXG5CTMVRXEZLU');
    await page.fill(within(card).getByLabelText('Code'), '222222');
    await page.user.click(within(card).getByRole('button', { name: 'Finish the change' }));
    expect(await screen.findByText('You now use the new authenticator; the old one no longer works')).toBeInTheDocument();
    expect(page.calls.filter((c) => c.path.startsWith('/api/ops/ownAuthenticator')).map((c) => [c.path, c.body])).toEqual([
      ['/api/ops/ownAuthenticatorStart', { password: 'old long passphrase', code: '111111', lang: 'en' }],
      ['/api/ops/ownAuthenticatorConfirm', { code: '222222', lang: 'en' }],
    ]);
  });
});
