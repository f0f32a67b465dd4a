import { screen } from '@testing-library/react';
import { webcrypto } from 'node:crypto';
import { ROUTES, type RouteName } from 'shared-contracts';
import { renderApp } from 'shared-contracts/testing';
import App from './App';
import { draw, games, heartbeat, order, proof } from './testing/fixtures';

// jsdom has no SubtleCrypto (the verifier's); Node's is the same WebCrypto.
Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });

const QUERY: Partial<Record<RouteName, string>> = {
  betDetail: `?item=${encodeURIComponent(JSON.stringify(order()))}`,
  verify: '?game_id=1&issue=20261122001',
  betRoom: '?id=11&game_id=1&name=Singapore&title=Beginner%20room',
};

function renderAt(path: string) {
  return renderApp(App, {
    path,
    answers: {
      lotteryIndex: games,
      issueList: [draw('20261122001', [1, 7, 0])],
      oddsList: { rule_base: [{ class: 1, class_name: 'Long', odds: '1.98', min_money: 100, max_money: 100_000 }] },
      cand: [],
      orderList: (body) => (body?.page === 1 ? [order()] : []),
      verify: proof,
      heart: heartbeat(),
    },
  }).calls;
}

const TRADE_ROUTES: RouteName[] = [
  'lottery',
  'betRoom',
  'lotteryDetail',
  'lotteryExplain',
  'trendChart',
  'find',
  'betRecord',
  'betDetail',
  'verify',
];

describe('mf-trade App', () => {
  it.each(TRADE_ROUTES)('renders a real screen at the route of %s, in its own words', async (name) => {
    renderAt(ROUTES[name] + (QUERY[name] ?? ''));
    const root = await screen.findByTestId(`screen-${name}`);
    expect(root).not.toHaveTextContent('This screen is coming soon.');
    // The page's i18n starts with the shared words only: the App registers the trade strings itself.
    expect(document.body).not.toHaveTextContent(/\btrade\.[a-zA-Z]+\.[a-zA-Z]+/);
  });
});
