import { Space, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { QueueKind } from './api/opsQueue';
import { ExportLink } from '../../shared/ExportLink';
import { PayoutTable } from './PayoutTable';
import { QueueTable } from './QueueTable';

type Tab = QueueKind | 'payout';
const TABS: readonly Tab[] = ['deposit', 'open_deposit', 'withdrawal', 'payout'];

/**
 * /ops/queues (cashier, admin): pending deposits, open-amount deposits (the original client's deposit page names no
 * amount) and withdrawals, approved or rejected here, and the approved USDT withdrawals awaiting their payout, recorded
 * here by whoever sent it; one tab each (the tab in `?kind=`). Only the open tab's list is asked, every 10 s. Another
 * role's menu leaves it out; the server refuses it. Above them, the deposits and withdrawals of a period download as a
 * CSV file.
 */
export function QueuesScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const kind = TABS.find((tab) => tab === params.get('kind')) ?? 'deposit';
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('queues.title')}
      </Typography.Title>
      <ExportLink kinds={['transactions']} />
      <Tabs
        activeKey={kind}
        onChange={(key) => setParams({ kind: key }, { replace: true })}
        items={TABS.map((tab) => ({
          key: tab,
          label: t(`queues.tabs.${tab}`),
          children: tab !== kind ? null : tab === 'payout' ? <PayoutTable /> : <QueueTable kind={tab} />,
        }))}
      />
    </Space>
  );
}
