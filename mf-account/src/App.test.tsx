import { screen } from '@testing-library/react';
import { ROUTES, routesOf, type RouteName } from 'shared-contracts';
import App from './App';
import { fakeUser, renderApp } from 'shared-contracts/testing';

function renderAt(path: string) {
  return renderApp(App, { path, answers: { userInfo: fakeUser(), safetyInfo: { isTrue: false } } }).calls;
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
