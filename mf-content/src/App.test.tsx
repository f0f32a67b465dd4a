import { screen, waitFor } from '@testing-library/react';
import { ApiError, ROUTES, routesOf, type RouteName } from 'shared-contracts';
import type { Article, Message, Notice } from 'shared-contracts/api';
import { type FakeAnswers, fakeUser, wordsOnPage, renderApp } from 'shared-contracts/testing';
import App from './App';
import { PROMOTIONS, rechargeInfo } from './testing/promotions';

/** 2026-01-01 12:00 UTC: the same calendar day in any time zone the tests run in. */
const NEW_YEAR_NOON = 1_767_268_800;

const article = (id: number, title: string, image = ''): Article => ({
  id,
  title,
  content: `<p>${title}: every draw publishes its seed.</p>`,
  image,
  createtime: NEW_YEAR_NOON,
});
const articles = [article(1, 'How draws are verified', '/static/news/verify.webp'), article(2, 'How deposits work')];

const notices: Notice[] = [
  {
    id: 3,
    title: 'Deposits credit after the transfer',
    content: '<p>Within 30 minutes of the <b>transfer</b>.</p>',
    createtime: NEW_YEAR_NOON,
  },
];
const messages: Message[] = [
  {
    id: 41,
    kind: 'deposit_credited',
    title: 'Deposit credited',
    content: 'Your deposit of 100u is credited, with a 10u bonus.',
    createtime: NEW_YEAR_NOON,
    read: false,
  },
  {
    id: 40,
    kind: 'withdrawal_paid',
    title: 'Withdrawal paid',
    content: 'Your withdrawal of 50u is paid.',
    createtime: NEW_YEAR_NOON,
    read: true,
  },
];

/** Every call the content screens make (the deposit shortcuts' rechargeInfo on a tap), answered as the api would. */
const answers: FakeAnswers = {
  homeIndex: {
    notices: notices.map(({ id, title, createtime }) => ({ id, title, createtime })),
    winners: [{ nickname: 'al***01', game_name: 'Singapore', profit: 1_980, createtime: NEW_YEAR_NOON }],
  },
  rechargeInfo: rechargeInfo('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE'),
  promotions: PROMOTIONS,
  articleList: {
    tops: [articles[0]!],
    articleTabs: [
      { id: 'original', articles: [articles[1]!] },
      { id: 'recommended', articles: [] },
      { id: 'wealth', articles: [] },
    ],
  },
  articleDetail: (body) => {
    const found = articles.find((entry) => entry.id === body?.id);
    if (!found) throw new ApiError(0, 'No such article');
    return found;
  },
  noticeList: (body) => (body?.page === 1 ? notices : []),
  messageList: (body) => (body?.page === 1 ? messages : []),
  messageUnread: { unread: 1 },
  messageRead: { unread: 0 },
  userInfo: fakeUser(),
  lotteryIndex: {
    gameList: [
      {
        id: 1,
        name: 'Singapore',
        game_status: 1,
        issue: { last_issue: '20261122001', last_code: 8 },
        planList: [
          { id: 11, game_id: 1, title: 'Beginner room', joinmoeny: 0, min_money: 100, max_money: 1_000_000, issue: { last_code: 8 } },
        ],
      },
    ],
  },
  heart: {
    last_issue: null,
    issue: { issue: '20261122002', openTime1: 95, whether_close: false },
    game_status: 1,
    user_quantity: { money: 0 },
    message: [],
    hit_notice: [],
    commitment: '',
    previous_link: null,
  },
};

const QUERY: Partial<Record<RouteName, string>> = { articleDetail: '?id=1' };

/** What each screen shows of the fake api's answers once they arrive (the activity pages show none). */
const SHOWN: Partial<Record<RouteName, string[]>> = {
  home: ['al***01', 'Deposits credit after the transfer', 'Round 20261122002'],
  moreNews: ['How draws are verified', 'How deposits work'],
  articleDetail: ['How draws are verified: every draw publishes its seed.'],
  notice: ['Deposit credited', 'Withdrawal paid'],
};

function renderAt(path: string) {
  return renderApp(App, { path, answers: answers }).calls;
}

describe('mf-content App', () => {
  it.each(routesOf('content'))('renders a real screen at the route of %s, with its data, in its own words', async (name) => {
    const calls = renderAt(ROUTES[name] + (QUERY[name] ?? ''));
    const root = await screen.findByTestId(`screen-${name}`);
    for (const text of SHOWN[name] ?? []) await waitFor(() => expect(root).toHaveTextContent(text));
    expect(root).not.toHaveTextContent('This screen is coming soon.');
    expect(calls.map((call) => call.name).filter((called) => !(called in answers))).toEqual([]);
    // The page's i18n starts with the shared words only: the App registers the content strings itself.
    expect(wordsOnPage()).not.toMatch(/\bcontent\.[a-zA-Z]+\.[a-zA-Z]+/);
  });
});
