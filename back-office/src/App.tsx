import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import zhTW from 'antd/es/locale/zh_TW';
import type { i18n } from 'i18next';
import { lazy, useEffect, type ComponentType, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import type { Locale } from 'shared-contracts';
import { EnrolScreen } from './features/enrol/EnrolScreen';
import { SignInScreen } from './features/signIn/SignInScreen';
import { useLocale } from './i18n/useLocale';
import { OpsNetworkError } from './shared/api/opsFetch';
import { ConsoleLayout } from './shared/layout/ConsoleLayout';
import { AuthGate, SIGN_IN_PATH } from './shared/session/AuthGate';
import { SessionProvider, type OpsSession } from './shared/session/SessionProvider';

/** A screen behind the gate, fetched when first opened: sign-in and enrolment load none of them. */
const screen = <T extends Record<string, unknown>>(load: () => Promise<T>, name: keyof T) =>
  lazy(async () => ({ default: (await load())[name] as ComponentType }));
const AccountScreen = screen(() => import('./features/account/AccountScreen'), 'AccountScreen');
const AlertsScreen = screen(() => import('./features/alerts/AlertsScreen'), 'AlertsScreen');
const CasesScreen = screen(() => import('./features/members/CasesScreen'), 'CasesScreen');
const AuditScreen = screen(() => import('./features/audit/AuditScreen'), 'AuditScreen');
const ChecksScreen = screen(() => import('./features/checks/ChecksScreen'), 'ChecksScreen');
const ContentScreen = screen(() => import('./features/content/ContentScreen'), 'ContentScreen');
const DashboardScreen = screen(() => import('./features/dashboard/DashboardScreen'), 'DashboardScreen');
const ExclusionsScreen = screen(() => import('./features/members/ExclusionsScreen'), 'ExclusionsScreen');
const GamesScreen = screen(() => import('./features/games/GamesScreen'), 'GamesScreen');
const GiftsScreen = screen(() => import('./features/gifts/GiftsScreen'), 'GiftsScreen');
const MemberDetailScreen = screen(() => import('./features/members/MemberDetailScreen'), 'MemberDetailScreen');
const MembersScreen = screen(() => import('./features/members/MembersScreen'), 'MembersScreen');
const OperatorsScreen = screen(() => import('./features/operators/OperatorsScreen'), 'OperatorsScreen');
const SegmentMessageScreen = screen(() => import('./features/messages/SegmentMessageScreen'), 'SegmentMessageScreen');
const RequestsScreen = screen(() => import('./features/requests/RequestsScreen'), 'RequestsScreen');
const PromotionsScreen = screen(() => import('./features/promotions/PromotionsScreen'), 'PromotionsScreen');
const QueuesScreen = screen(() => import('./features/queues/QueuesScreen'), 'QueuesScreen');
const ReportsScreen = screen(() => import('./features/reports/ReportsScreen'), 'ReportsScreen');
const VerificationScreen = screen(() => import('./features/verification/VerificationScreen'), 'VerificationScreen');
const ReconciliationScreen = screen(() => import('./features/reconciliation/ReconciliationScreen'), 'ReconciliationScreen');

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

/** The console's routes (relative to /ops): enrolment and sign-in, and behind the gate the screens. */
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
        <Route path="/dashboard" element={<DashboardScreen />} />
        <Route path="/alerts" element={<AlertsScreen />} />
        <Route path="/reconciliation" element={<ReconciliationScreen />} />
        <Route path="/reports" element={<ReportsScreen />} />
        <Route path="/checks" element={<ChecksScreen />} />
        <Route path="/audit" element={<AuditScreen />} />
        <Route path="/queues" element={<QueuesScreen />} />
        <Route path="/members" element={<MembersScreen />} />
        <Route path="/members/:id" element={<MemberDetailScreen />} />
        <Route path="/exclusions" element={<ExclusionsScreen />} />
        <Route path="/messages" element={<SegmentMessageScreen />} />
        <Route path="/cases" element={<CasesScreen />} />
        <Route path="/verification" element={<VerificationScreen />} />
        <Route path="/operators" element={<OperatorsScreen />} />
        <Route path="/gifts" element={<GiftsScreen />} />
        <Route path="/requests" element={<RequestsScreen />} />
        <Route path="/account" element={<AccountScreen />} />
        <Route path="/games" element={<GamesScreen />} />
        <Route path="/promotions" element={<PromotionsScreen />} />
        <Route path="/content" element={<ContentScreen />} />
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
