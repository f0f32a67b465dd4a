import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'shared-contracts/routing';
import { ROUTES, createBus, routesOf, type RouteName } from 'shared-contracts';
import { createI18n, createQueryClient, createSessionStore } from 'shared-contracts/platform';
import App from './App';
import { MemoryStorage, createFakeApi, fakeUser } from 'shared-contracts/testing';

function renderAt(path: string) {
  const bus = createBus();
  const session = createSessionStore(new MemoryStorage(), bus);
  session.login(fakeUser());
  const { api } = createFakeApi({ userInfo: fakeUser(), safetyInfo: { isTrue: false } });
  const preferences = {
    locale: () => 'en' as const,
    setLocale: jest.fn(),
    line: () => 0 as const,
    setLine: jest.fn(),
    rememberMe: () => true,
    setRememberMe: jest.fn(),
  };
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <MemoryRouter initialEntries={[path]}>
        <App
          basename="/"
          api={api}
          bus={bus}
          session={session}
          preferences={preferences}
          queryClient={createQueryClient(bus, { queries: { gcTime: Infinity } })}
        />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('mf-account App', () => {
  it.each(routesOf('account'))('renders a real screen at the route of %s, in its own words', async (name: RouteName) => {
    renderAt(ROUTES[name]);
    const root = await screen.findByTestId(`screen-${name}`);
    expect(root).not.toHaveTextContent('This screen is coming soon.');
    // The page's i18n starts with the shared words only: the App registers the account strings itself.
    expect(document.body).not.toHaveTextContent(/\baccount\.[a-zA-Z]+\.[a-zA-Z]+/);
  });
});
