import { StyleProvider, createCache } from '@ant-design/cssinjs';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import type { Envelope, Locale } from 'shared-contracts';
import type { OperatorRole } from 'shared-contracts/ops';
import { ConsoleProviders, ConsoleRoutes, createQueryClient } from '../App';
import { createConsoleI18n } from '../i18n';
import type { OpsSession } from '../shared/session/SessionProvider';

/** One request the page sent, as the server would see it. */
export interface SentCall {
  path: string;
  method: string;
  credentials: RequestCredentials | undefined;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

/** An answer by path: an envelope, one made from the body, or 'network' (the request fails). */
export type FakeAnswer = Envelope<unknown> | 'network' | ((body: Record<string, unknown>) => Envelope<unknown> | 'network');

export const ok = <T,>(data: T): Envelope<T> => ({ code: 1, msg: 'ok', data });
export const refusal = (code: number, msg: string): Envelope<null> => ({ code, msg, data: null });

export function fakeSession(role: OperatorRole = 'admin', name = 'alice'): OpsSession {
  return { operator: { id: 1, name, role }, csrf: 'csrf-token-1' };
}

/**
 * A fetch answering from `answers` (by path, e.g. '/api/ops/me') and recording every call; unknown paths fail the
 * test loudly. Installed on globalThis until the test ends (see config: jest restores nothing by itself).
 */
export function fakeFetch(answers: Record<string, FakeAnswer>) {
  const calls: SentCall[] = [];
  const fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input);
    const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
    calls.push({
      path,
      method: init.method ?? 'GET',
      credentials: init.credentials,
      headers: { ...(init.headers as Record<string, string>) },
      body,
    });
    const answer = answers[path];
    if (answer === undefined) throw new Error(`no fake answer for ${path}`);
    const envelope = typeof answer === 'function' ? answer(body) : answer;
    if (envelope === 'network') throw new TypeError('Failed to fetch');
    const text = JSON.stringify(envelope);
    return { ok: true, status: 200, json: async () => JSON.parse(text) as unknown } as Response;
  });
  globalThis.fetch = fetch as typeof globalThis.fetch;
  return { calls, fetch };
}

export interface RenderConsoleOptions {
  /** Below /ops, e.g. '/audit' or '/enrol#<token>'. */
  path: string;
  /** Signed in already (no opsMe asked); by default the gate asks opsMe. */
  session?: OpsSession | null;
  answers?: Record<string, FakeAnswer>;
  locale?: Locale;
}

/** The console as the page renders it, at `path`, over a fake fetch: the calls sent, where the page went. */
export function renderConsole({ path, session, answers = {}, locale = 'tw' }: RenderConsoleOptions) {
  const { calls, fetch } = fakeFetch(answers);
  const i18n = createConsoleI18n(locale);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  let current: Location | undefined;
  function Probe() {
    current = useLocation();
    return null;
  }
  const user = userEvent.setup({ delay: null });
  // antd's styles are computed but never put in the page: jsdom has no layout to use them, and matched every rule's
  // selector against each element on every role query (the queue screen's tests: 49 s with them, 4.5 s without).
  const view = render(
    <StyleProvider mock="server" cache={createCache()}>
      <ConsoleProviders i18n={i18n} queryClient={queryClient} session={session}>
        <MemoryRouter initialEntries={[path]}>
          <ConsoleRoutes />
          <Probe />
        </MemoryRouter>
      </ConsoleProviders>
    </StyleProvider>,
  );
  /** Types into a field at once (a paste: antd's forms re-render on every key, slow under jsdom). */
  const fill = async (field: HTMLElement, text: string) => {
    await user.click(field);
    await user.paste(text);
  };
  return { ...view, calls, fetch, user, fill, i18n, queryClient, location: () => current! };
}
