import { Button, Layout, Menu, Space, Spin, Tag, Typography, App as AntApp } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { mayDo } from 'shared-contracts/ops/endpoints';
import { SCREENS } from '../../screens';
import { useOpsSignOut } from '../api/opsSignOut';
import { LanguageSwitcher } from '../LanguageSwitcher';
import { useErrorText } from '../useErrorText';
import { useOperator } from '../session/SessionProvider';

/** The desktop frame: the side menu, and a header with the operator, the language and Sign out. */
export function ConsoleLayout() {
  const { t } = useTranslation();
  const operator = useOperator();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { message } = AntApp.useApp();
  const errorText = useErrorText();
  const signOut = useOpsSignOut();
  // The screens of the menu (those with a label) the operator's role may open (SCREENS, as the routes' guard).
  const items = SCREENS.flatMap((s) => (s.label && mayDo(operator.role, s.permission) ? [{ key: s.path, label: t(s.label) }] : []));
  const selected = items.find((item) => pathname.startsWith(item.key))?.key;
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
