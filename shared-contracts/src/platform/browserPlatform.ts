import { Toast } from 'shared-contracts/kit';
import type { i18n } from 'i18next';
import { createBus } from '../events';
import type { RemoteAppProps } from '../remote';
import { keepAnswersInSession } from './answersToSession';
import { createApiClient } from './apiClient';
import { createI18n } from './i18n';
import { delayedLoadingToast } from './loadingToast';
import { createPreferences } from './preferences';
import { createQueryClient } from './query';
import { DEFAULT_SCHEDULE, scheduleOf } from '../domain/schedule';
import { RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig } from '../runtimeConfig';
import { createSessionStore } from './session';

export type BrowserPlatform = Omit<RemoteAppProps, 'basename'> & { i18n: i18n; config: RuntimeConfig };

/**
 * Everything the shell hands to remotes, wired to the browser: one bus, the session in sessionStorage (in
 * localStorage when remembered), preferences in localStorage, the one api client with the kit's toasts (one at a
 * time: a result replaces the loading toast) keeping each answer's balance in the session, the one query cache.
 * The shell and every remote's standalone harness build it here, so both behave the same.
 */
export function createBrowserPlatform(config: RuntimeConfig): BrowserPlatform {
  const bus = createBus();
  const reload = () => window.location.reload();
  const session = createSessionStore(window.sessionStorage, bus, window.localStorage);
  const preferences = createPreferences({
    storage: window.localStorage,
    session: window.sessionStorage,
    bus,
    reload,
    browserLanguage: () => navigator.language,
  });
  const i18n = createI18n(preferences.locale());
  const api = createApiClient({
    baseURL: () => config.lines[preferences.line()],
    token: () => session.token(),
    locale: () => preferences.locale(),
    ui: {
      loading: delayedLoadingToast(
        () => Toast.show({ icon: 'loading', content: i18n.t('common.loading'), duration: 0, maskClickable: true }),
        () => Toast.clear(),
      ),
      fail: (message) => Toast.show({ icon: 'fail', content: message }),
    },
    // /login then says the session ended (and what a disabled account may still do), rather than nothing.
    onSessionEnd: (code, reason) => {
      session.end(code, reason);
      reload();
    },
    networkMessage: (kind) => i18n.t(`common.network.${kind}`),
    onAnswer: keepAnswersInSession(session),
  });
  return { api, bus, session, preferences, queryClient: createQueryClient(bus), schedule: config.schedule, i18n, config };
}

/**
 * The runtime config the server wrote into the page (RUNTIME_CONFIG_ELEMENT_ID), else config.json beside it;
 * same-origin api on both lines and the default schedule when neither is readable.
 */
export async function fetchRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  return pageRuntimeConfig() ?? (await fetchConfigJson(url)) ?? { lines: ['', ''], schedule: DEFAULT_SCHEDULE };
}

function pageRuntimeConfig(): RuntimeConfig | null {
  const written = document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
  if (!written) return null;
  try {
    return runtimeConfigOf(JSON.parse(written));
  } catch {
    return null;
  }
}

async function fetchConfigJson(url: string): Promise<RuntimeConfig | null> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    return response.ok ? runtimeConfigOf(await response.json()) : null;
  } catch {
    return null;
  }
}

/** A static host's config.json may name the lines alone: its schedule is then the default one. */
function runtimeConfigOf(body: Partial<RuntimeConfig> | null): RuntimeConfig | null {
  const lines = body?.lines;
  if (!Array.isArray(lines) || lines.length !== 2) return null;
  return { lines: [String(lines[0]), String(lines[1])], schedule: scheduleOf(body?.schedule) ?? DEFAULT_SCHEDULE };
}
