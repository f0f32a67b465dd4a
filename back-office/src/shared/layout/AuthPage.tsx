import { Card, Flex, Layout, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../LanguageSwitcher';

/** The signed-out pages' frame (sign-in, enrolment): one card in the middle, the language at the top. */
export function AuthPage({ title, children, width = 420 }: { title: string; children: ReactNode; width?: number }) {
  const { t } = useTranslation();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ background: '#fff', display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography.Text strong>{t('common.appName')}</Typography.Text>
        <LanguageSwitcher />
      </Layout.Header>
      <Layout.Content>
        <Flex justify="center" style={{ padding: '48px 16px' }}>
          <Card title={<h1 style={{ fontSize: 18, margin: 0 }}>{title}</h1>} style={{ width, maxWidth: '100%' }}>
            {children}
          </Card>
        </Flex>
      </Layout.Content>
    </Layout>
  );
}
