import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import zhTW from 'antd/es/locale/zh_TW';
import type { i18n } from 'i18next';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import type { Locale } from 'shared-contracts';
import { EnrolScreen } from './features/enrol/EnrolScreen';
import { SignInScreen } from './features/signIn/SignInScreen';
import { useLocale } from './i18n/useLocale';
import { OpsNetworkError } from './shared/api/opsFetch';
import { RetryWhenBack } from './shared/api/retryWhenBack';
import { SCREENS } from './screens';
import { ConsoleLayout } from './shared/layout/ConsoleLayout';
import { AuthGate, SIGN_IN_PATH } from './shared/session/AuthGate';
import { ScreenGuard } from './shared/session/ScreenGuard';
import { SessionProvider, type OpsSession } from './shared/session/SessionProvider';

/** Where the api serves the console (its dist/, index.html for every client route below). */
export const BASE_PATH = '/ops';

const ANTD_LOCALES = { tw: zhTW, zh: zhCN, en: enUS } satisfies Record<Locale, unknown>;
const HTML_LANG: Record<Locale, string> = { tw: 'zh-Hant', zh: 'zh-Hans', en: 'en' };

/** Answers are asked once per screen: a refusal is final, a network failure is tried twice more. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => error instanceof OpsNetworkError && failures < 2,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The console's routes (relative to /ops): enrolment and sign-in, and behind the gate the screens (SCREENS), each guarded. */
export function ConsoleRoutes() {
  return (
    <Routes>
      <Route path="/enrol" element={<EnrolScreen />} />
      <Route path={SIGN_IN_PATH} element={<SignInScreen />} />
      <Route
        element={
          <AuthGate>
            <ConsoleLayout />
          </AuthGate>
        }
      >
        <Route index element={<Navigate to="/dashboard" replace />} />
        {SCREENS.map(({ path, permission, component: Screen }) => (
          <Route
            key={path}
            path={path}
            element={
              <ScreenGuard permission={permission}>
                <Screen />
              </ScreenGuard>
            }
          />
        ))}
        <Route path="*" element={<Navigate to="/dashboard" replace />} />
      </Route>
    </Routes>
  );
}

/** antd in the console's language, with its App context (message, modal). */
function AntdLocale({ children }: { children: ReactNode }) {
  const locale = useLocale();
  useEffect(() => {
    document.documentElement.lang = HTML_LANG[locale];
  }, [locale]);
  return (
    <ConfigProvider locale={ANTD_LOCALES[locale]}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}

/** Everything a screen needs around it but the router: words, the query cache, antd, the session. */
export function ConsoleProviders({
  i18n,
  queryClient,
  session,
  children,
}: {
  i18n: i18n;
  queryClient: QueryClient;
  /** A known session (tests); the page starts with none and asks opsMe. */
  session?: OpsSession | null;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RetryWhenBack />
        <AntdLocale>
          <SessionProvider initial={session}>{children}</SessionProvider>
        </AntdLocale>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

/** The page: made once by index.tsx. */
export function App({ i18n, queryClient }: { i18n: i18n; queryClient: QueryClient }) {
  return (
    <ConsoleProviders i18n={i18n} queryClient={queryClient}>
      <BrowserRouter basename={BASE_PATH}>
        <ConsoleRoutes />
      </BrowserRouter>
    </ConsoleProviders>
  );
}
