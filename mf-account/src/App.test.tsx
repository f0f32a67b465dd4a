import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { ROUTES, createBus, routesOf, type RouteName } from 'shared-contracts';
import { createI18n, createSessionStore } from 'shared-contracts/platform';
import App from './App';
import { MemoryStorage, createFakeApi, fakeUser } from './testing/renderScreen';

function renderAt(path: string) {
  const bus = createBus();
  const session = createSessionStore(new MemoryStorage(), bus);
  session.login(fakeUser());
  const { api } = createFakeApi({ userInfo: fakeUser(), safetyInfo: { isTrue: false } });
  const preferences = { locale: () => 'en' as const, setLocale: jest.fn(), line: () => 0 as const, setLine: jest.fn() };
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <MemoryRouter initialEntries={[path]}>
        <App basename="/" api={api} bus={bus} session={session} preferences={preferences} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('mf-account App', () => {
  it.each(routesOf('account'))('renders a real screen at the route of %s', async (name: RouteName) => {
    renderAt(ROUTES[name]);
    const root = await screen.findByTestId(`screen-${name}`);
    expect(root).not.toHaveTextContent('This screen is coming soon.');
  });
});
