import { Button, Layout, Menu, Space, Spin, Tag, Typography, App as AntApp } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import type { OperatorRole } from 'shared-contracts/ops';
import { useOpsSignOut } from '../api/opsSignOut';
import { LanguageSwitcher } from '../LanguageSwitcher';
import { useErrorText } from '../useErrorText';
import { useOperator } from '../session/SessionProvider';

/**
 * The menu's screens and the roles that see each (every role when `roles` is absent, as roles.ts on the api says):
 * the others' menu leaves it out, and the server refuses them anyway (70002).
 */
const SCREENS: readonly { path: string; label: string; roles?: readonly OperatorRole[] }[] = [
  { path: '/dashboard', label: 'common.menu.dashboard' },
  { path: '/alerts', label: 'common.menu.alerts' },
  { path: '/reports', label: 'common.menu.reports' },
  { path: '/reconciliation', label: 'common.menu.reconciliation' },
  { path: '/checks', label: 'common.menu.checks', roles: ['admin'] },
  { path: '/audit', label: 'common.menu.audit' },
  { path: '/queues', label: 'common.menu.queues', roles: ['cashier', 'admin'] },
  { path: '/members', label: 'common.menu.members', roles: ['support', 'admin'] },
  { path: '/exclusions', label: 'common.menu.exclusions', roles: ['support', 'admin'] },
  { path: '/messages', label: 'common.menu.messages', roles: ['support', 'admin'] },
  { path: '/cases', label: 'common.menu.cases', roles: ['support', 'admin'] },
  { path: '/verification', label: 'common.menu.verification', roles: ['support', 'admin'] },
  { path: '/operators', label: 'common.menu.operators', roles: ['admin'] },
  { path: '/gifts', label: 'common.menu.gifts', roles: ['admin'] },
  // Support decides messages to a segment there (the server lists each role the kinds it may decide).
  { path: '/requests', label: 'common.menu.requests', roles: ['support', 'admin'] },
  { path: '/games', label: 'common.menu.games', roles: ['admin'] },
  { path: '/promotions', label: 'common.menu.promotions', roles: ['admin'] },
  { path: '/content', label: 'common.menu.content', roles: ['admin'] },
  { path: '/account', label: 'common.menu.account' },
];

/** The desktop frame: the side menu, and a header with the operator, the language and Sign out. */
export function ConsoleLayout() {
  const { t } = useTranslation();
  const operator = useOperator();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { message } = AntApp.useApp();
  const errorText = useErrorText();
  const signOut = useOpsSignOut();
  const items = SCREENS.filter((s) => !s.roles || s.roles.includes(operator.role)).map((s) => ({ key: s.path, label: t(s.label) }));
  const selected = SCREENS.find((s) => pathname.startsWith(s.path))?.path;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width={220} theme="dark">
        <Typography.Title level={4} style={{ color: '#fff', margin: 0, padding: '16px 24px' }}>
          {t('common.appName')}
        </Typography.Title>
        <Menu
          theme="dark"
          mode="inline"
          aria-label={t('common.appName')}
          selectedKeys={selected ? [selected] : []}
          items={items}
          onClick={({ key }) => navigate(key)}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header style={{ background: '#fff', display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 16 }}>
          <Space>
            <Typography.Text strong data-testid="operator-name">
              {operator.name}
            </Typography.Text>
            <Tag color="blue">{t(`common.roles.${operator.role}`)}</Tag>
          </Space>
          <LanguageSwitcher />
          <Button
            loading={signOut.isPending}
            onClick={() => signOut.mutate(undefined, { onError: (error) => void message.error(errorText(error)) })}
          >
            {t('common.header.signOut')}
          </Button>
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>
          {/* A screen's code is fetched the first time it opens (App.tsx). */}
          <Suspense fallback={<Spin />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
