import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOperator } from '../../shared/session/SessionProvider';
import { RequestAskCard } from './RequestAskCard';
import { RequestsTable } from './RequestsTable';

/**
 * /ops/requests (admin): ask for a correction or a turnover waiver, and approve or reject other admins' requests,
 * new operators included (four eyes: nobody approves their own). Support sees and decides only messages to a segment
 * (asked on /ops/messages); the viewer's and the cashier's menu leaves it out; the server refuses them.
 */
export function RequestsScreen() {
  const { t } = useTranslation();
  const operator = useOperator();
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('requests.title')}
      </Typography.Title>
      <Typography.Text type="secondary">{t('requests.intro')}</Typography.Text>
      {operator.role === 'admin' && <RequestAskCard />}
      <RequestsTable />
    </Space>
  );
}
