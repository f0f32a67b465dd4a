import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ApiError, createBus, type ApiClient, type Line, type Locale, type Preferences, type RemoteAppProps } from 'shared-contracts';
import type { CallName, CallRequest, CallResponse, UserData } from 'shared-contracts/api';
import { PlatformProvider, createI18n, createSessionStore } from 'shared-contracts/platform';

// jsdom does no layout, so antd-mobile's pixel probe (PullToRefresh) complains on every render: keep that one line quiet.
const consoleError = console.error;
jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes('px tester is not rendering properly')) return;
  consoleError(...args);
});

// jsdom does no scrolling; PasscodeInput scrolls itself into view on focus.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

/** Answers for the calls a screen makes: a value, or a function of the request (throw an ApiError to refuse). */
export type FakeAnswers = { [K in CallName]?: CallResponse<K> | ((body: CallRequest<K> | undefined) => CallResponse<K> | Promise<CallResponse<K>>) };
export interface RecordedCall { name: CallName; body: unknown; silent: boolean }

/** An ApiClient that records every call and answers from `answers`; a call with no answer fails loudly. */
export function createFakeApi(answers: FakeAnswers) {
  const calls: RecordedCall[] = [];
  const api: ApiClient = {
    async call(name, body, options) {
      calls.push({ name, body, silent: !!options?.silent });
      const answer = answers[name];
      if (answer === undefined) throw new ApiError(-1, `unexpected call ${name}`);
      return typeof answer === 'function' ? (answer as (b: unknown) => never)(body) : (answer as never);
    },
  };
  const named = (name: CallName) => calls.filter((c) => c.name === name);
  return { api, calls, named };
}

/** A Storage in memory, so every test starts from an empty session. */
export class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() { return this.items.size; }
  clear() { this.items.clear(); }
  getItem(key: string) { return this.items.get(key) ?? null; }
  key(index: number) { return [...this.items.keys()][index] ?? null; }
  removeItem(key: string) { this.items.delete(key); }
  setItem(key: string, value: string) { this.items.set(key, String(value)); }
}

/** A member as the api answers login, register and userInfo. */
export function fakeUser(overrides: Partial<UserData> = {}): UserData {
  return {
    token: 'tok-7', user_id: 7, id: 7, username: 'alice01', nickname: 'alice01', mobile: '', money: 0, group_id: 1, idcard: '',
    avatar: 1, inviter_id: null, today_profit: 0, yesterday_profit: 0, profit: 0, ...overrides,
  };
}

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
}

/** Renders one screen as the shell would: platform in context, a router at `path`, i18n in `locale` (en by default). */
export function renderScreen(ui: ReactElement, { path = '/', locale = 'en', answers = {}, user, line = 0, history = [] }: RenderScreenOptions = {}) {
  const bus = createBus();
  const storage = new MemoryStorage();
  const session = createSessionStore(storage, bus);
  if (user) session.login(user);
  const fake = createFakeApi(answers);
  let currentLine: Line = line;
  const preferences: Preferences & { setLocale: jest.Mock; setLine: jest.Mock } = {
    locale: () => locale,
    setLocale: jest.fn(),
    line: () => currentLine,
    setLine: jest.fn((next: Line) => {
      currentLine = next;
    }),
  };
  const platform: RemoteAppProps = { basename: '/', api: fake.api, bus, session, preferences };
  const events: string[] = [];
  bus.on('*', (type) => events.push(String(type)));
  const i18n = createI18n(locale);
  const result = render(
    <I18nextProvider i18n={i18n}>
      <PlatformProvider value={platform}>
        <MemoryRouter initialEntries={[...history, path]} initialIndex={history.length}>
          <Routes>
            <Route path="*" element={<>{ui}<LocationProbe /></>} />
          </Routes>
        </MemoryRouter>
      </PlatformProvider>
    </I18nextProvider>,
  );
  const location = () => result.getByTestId('location').textContent;
  return { ...result, ...fake, bus, session, storage, preferences, events, i18n, location };
}
