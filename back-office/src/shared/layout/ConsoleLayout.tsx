import { Button, Layout, Menu, Space, Tag, Typography, App as AntApp } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useOpsSignOut } from '../api/opsSignOut';
import { LanguageSwitcher } from '../LanguageSwitcher';
import { useErrorText } from '../useErrorText';
import { useOperator } from '../session/SessionProvider';

/** The menu's screens; `admin` ones are left out of other roles' menu (the server refuses them anyway). */
const SCREENS = [
  { path: '/audit', label: 'common.menu.audit', admin: false },
  { path: '/operators', label: 'common.menu.operators', admin: true },
] as const;

/** The desktop frame: the side menu, and a header with the operator, the language and Sign out. */
export function ConsoleLayout() {
  const { t } = useTranslation();
  const operator = useOperator();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { message } = AntApp.useApp();
  const errorText = useErrorText();
  const signOut = useOpsSignOut();
  const items = SCREENS.filter((s) => !s.admin || operator.role === 'admin').map((s) => ({ key: s.path, label: t(s.label) }));
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
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
