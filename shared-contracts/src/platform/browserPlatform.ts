import { Toast } from 'shared-contracts/kit';
import type { i18n } from 'i18next';
import { createBus } from '../events';
import type { RemoteAppProps } from '../remote';
import { createApiClient } from './apiClient';
import { createI18n } from './i18n';
import { createPreferences } from './preferences';
import { createQueryClient } from './query';
import type { RuntimeConfig } from '../runtimeConfig';
import { createSessionStore } from './session';

export type BrowserPlatform = Omit<RemoteAppProps, 'basename'> & { i18n: i18n; config: RuntimeConfig };

/**
 * Everything the shell hands to remotes, wired to the browser: one bus, the session in sessionStorage (in
 * localStorage when remembered), preferences in localStorage, the one api client with the kit's toasts (one at a
 * time: a result replaces the loading toast), the one query cache. The shell and every remote's standalone
 * harness build it here, so both behave the same.
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
      loading: (on) =>
        on ? Toast.show({ icon: 'loading', content: i18n.t('common.loading'), duration: 0, maskClickable: true }) : Toast.clear(),
      fail: (message) => Toast.show({ icon: 'fail', content: message }),
    },
    onSessionEnd: () => {
      session.logout();
      reload();
    },
    networkMessage: (kind) => i18n.t(`common.network.${kind}`),
  });
  return { api, bus, session, preferences, queryClient: createQueryClient(bus), i18n, config };
}

/** config.json beside the page; same-origin api on both lines when it is absent. */
export async function fetchRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (response.ok) {
      const body = (await response.json()) as Partial<RuntimeConfig>;
      if (Array.isArray(body.lines) && body.lines.length === 2) return { lines: [String(body.lines[0]), String(body.lines[1])] };
    }
  } catch {
    // fall through to the same-origin default
  }
  return { lines: ['', ''] };
}
