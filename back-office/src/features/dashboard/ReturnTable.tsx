import { Card, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from 'shared-contracts';
import type { OpsClassReturn } from 'shared-contracts/ops';
import { formatBp, outcomeName } from '../../shared/figures';

/** This month's return to player per outcome class: realised beside theoretical. */
export function ReturnTable({ classes }: { classes: readonly OpsClassReturn[] }) {
  const { t } = useTranslation();
  const columns: TableColumnsType<OpsClassReturn> = [
    { title: t('dashboard.rtp.class'), dataIndex: 'class', render: (cls: number) => outcomeName(t, cls) },
    { title: t('dashboard.rtp.stakes'), dataIndex: 'stakes', align: 'right', render: (v: number) => formatMoney(v) },
    { title: t('dashboard.rtp.payouts'), dataIndex: 'payouts', align: 'right', render: (v: number) => formatMoney(v) },
    { title: t('dashboard.rtp.realised'), dataIndex: 'realised_bp', align: 'right', render: (bp: number) => formatBp(bp) },
    { title: t('dashboard.rtp.theoretical'), dataIndex: 'theoretical_bp', align: 'right', render: (bp: number) => formatBp(bp) },
  ];
  return (
    <Card title={t('dashboard.rtp.title')} size="small">
      <Table<OpsClassReturn>
        rowKey="class"
        size="small"
        pagination={false}
        columns={columns}
        dataSource={[...classes]}
        locale={{ emptyText: t('dashboard.rtp.empty') }}
      />
      <Typography.Text type="secondary">{t('dashboard.rtp.hint')}</Typography.Text>
    </Card>
  );
}
