import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'shared-contracts/routing';
import type { UserData } from '../api/index';
import { LINE_STORAGE_KEY, type Line } from '../domain/line';
import { LOCALE_STORAGE_KEY, type Locale } from '../domain/locale';
import { DEFAULT_SCHEDULE, type Schedule } from '../domain/schedule';
import { createBus } from '../events';
import type { RemoteAppProps } from '../remote';
import { addAreaStrings, type Areas } from '../platform/areaStrings';
import { createI18n } from '../platform/i18n';
import { PlatformProvider } from '../platform/PlatformContext';
import { createPreferences } from '../platform/preferences';
import { keepAnswersInSession } from '../platform/answersToSession';
import { createQueryClient } from '../platform/query';
import { createSessionStore } from '../platform/session';
import { createFakeApi, type FakeAnswers } from './fakeApi';
import { MemoryStorage } from './memoryStorage';

// jsdom does no layout, so antd-mobile's pixel probe (PullToRefresh) complains on every render: keep that one line quiet.
const consoleError = console.error;
jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes('px tester is not rendering properly')) return;
  consoleError(...args);
});

// jsdom does no scrolling; PasscodeInput scrolls itself into view on focus.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

// jsdom does no layout, so no element has an offsetParent; InfiniteScroll loads the next page only for one on screen.
Object.defineProperty(HTMLElement.prototype, 'offsetParent', { configurable: true, get: (): Element | null => document.body });

/** Shows the current path and query, so a test sees where navigation went. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

export interface RenderScreenOptions {
  path?: string;
  locale?: Locale;
  answers?: FakeAnswers;
  /** Start logged in as this member. */
  user?: UserData;
  line?: Line;
  /** Pages visited before `path`, so going back has somewhere to go. */
  history?: string[];
  /** The remote's own strings, as its App registers them. */
  strings?: Areas;
  /** The lottery calendar the server runs (the default one unless given). */
  schedule?: Schedule;
}

/**
 * Renders a screen (or a piece of the shell) as the page would: the platform in context (a fake api keeping
 * answers' balances in the session as the page's does, the real bus, session, preferences and query cache over
 * in-memory storage), a router at `path`, i18n in `locale`.
 */
export function renderScreen(
  ui: ReactElement,
  {
    path = '/',
    locale = 'en',
    answers = {},
    user,
    line = 0,
    history = [],
    strings = {},
    schedule = DEFAULT_SCHEDULE,
  }: RenderScreenOptions = {},
) {
  const bus = createBus();
  const storage = new MemoryStorage();
  const local = new MemoryStorage();
  local.setItem(LOCALE_STORAGE_KEY, locale);
  local.setItem(LINE_STORAGE_KEY, String(line));
  const session = createSessionStore(storage, bus, local);
  if (user) session.login(user);
  const preferences = createPreferences({ storage: local, session: storage, bus, reload: jest.fn(), browserLanguage: () => 'en' });
  jest.spyOn(preferences, 'setLocale');
  jest.spyOn(preferences, 'setLine');
  // gcTime Infinity: no garbage-collection timer outlives the test.
  const queryClient = createQueryClient(bus, { queries: { gcTime: Infinity } });
  const fake = createFakeApi(answers, { onAnswer: keepAnswersInSession(session) });
  const platform: RemoteAppProps = { basename: '/', api: fake.api, bus, session, preferences, queryClient, schedule };
  const events: string[] = [];
  bus.on('*', (type) => events.push(String(type)));
  const i18n = createI18n(locale);
  addAreaStrings(i18n, strings);
  const result = render(
    <I18nextProvider i18n={i18n}>
      <PlatformProvider value={platform}>
        <MemoryRouter initialEntries={[...history, path]} initialIndex={history.length}>
          <Routes>
            <Route
              path="*"
              element={
                <>
                  {ui}
                  <LocationProbe />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </PlatformProvider>
    </I18nextProvider>,
  );
  const location = () => result.getByTestId('location').textContent;
  return { ...result, ...fake, platform, bus, session, storage, local, preferences, queryClient, events, i18n, location };
}
