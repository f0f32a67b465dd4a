import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'shared-contracts/routing';
import { createBus } from '../events';
import { DEFAULT_SCHEDULE } from '../domain/schedule';
import type { RemoteAppProps } from '../remote';
import { createI18n } from '../platform/i18n';
import { keepAnswersInSession } from '../platform/answersToSession';
import { createQueryClient } from '../platform/query';
import { createSessionStore } from '../platform/session';
import { createFakeApi, fakeUser, type FakeAnswers } from './fakeApi';
import { MemoryStorage } from './memoryStorage';

/**
 * Renders a remote's whole App at `path` as the shell mounts it, for a signed-in member, in English, with only the
 * shared words on the page (the App registers its own strings). Answers the calls the App made.
 */
export function renderApp(App: ComponentType<RemoteAppProps>, { path, answers = {} }: { path: string; answers?: FakeAnswers }) {
  const bus = createBus();
  const session = createSessionStore(new MemoryStorage(), bus);
  session.login(fakeUser());
  const { api, calls } = createFakeApi(answers, { onAnswer: keepAnswersInSession(session) });
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
          schedule={DEFAULT_SCHEDULE}
        />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return { calls };
}
