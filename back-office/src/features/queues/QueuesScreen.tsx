import { Space, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { QueueKind } from './api/opsQueue';
import { QueueTable } from './QueueTable';

const KINDS: readonly QueueKind[] = ['deposit', 'withdrawal'];

/**
 * /ops/queues (cashier, admin): pending deposits and withdrawals, one tab each (the tab in `?kind=`), approved or
 * rejected here. Only the open tab's queue is asked, every 10 s. Another role's menu leaves it out; the server refuses it.
 */
export function QueuesScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const kind: QueueKind = params.get('kind') === 'withdrawal' ? 'withdrawal' : 'deposit';
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('queues.title')}
      </Typography.Title>
      <Tabs
        activeKey={kind}
        onChange={(key) => setParams({ kind: key }, { replace: true })}
        items={KINDS.map((k) => ({ key: k, label: t(`queues.tabs.${k}`), children: k === kind ? <QueueTable kind={k} /> : null }))}
      />
    </Space>
  );
}
