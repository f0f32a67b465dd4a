import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from 'shared-contracts';
import { useLocale } from '../../i18n/useLocale';
import { formatTime } from '../../shared/formatTime';
import type { FundLogRow } from './api/opsMemberDetail';

/** The member's fund-log entries, newest first, as their own fund log shows them (the note in the operator's language). */
export function FundLogTable({ rows, loading = false }: { rows: FundLogRow[]; loading?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns: TableColumnsType<FundLogRow> = [
    { title: t('members.fundLog.columns.createtime'), dataIndex: 'createtime', width: 200, render: (s: number) => formatTime(s, locale) },
    { title: t('members.fundLog.columns.type'), dataIndex: 'type', render: (type: number) => t(`members.fundLog.types.${type}`) },
    { title: t('members.fundLog.columns.mark'), dataIndex: 'mark' },
    { title: t('members.fundLog.columns.amount'), dataIndex: 'quantity', align: 'right', render: (m: number) => formatMoney(m) },
    { title: t('members.fundLog.columns.delta'), dataIndex: 'delta', align: 'right', render: (m: number) => formatMoney(m) },
    { title: t('members.fundLog.columns.over'), dataIndex: 'over', align: 'right', render: (m: number) => formatMoney(m) },
    {
      title: t('members.fundLog.columns.status'),
      dataIndex: 'status',
      render: (status: number) => t(`members.fundLog.statuses.${status}`),
    },
  ];
  return (
    <Table<FundLogRow>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={rows}
      pagination={false}
      loading={loading}
      locale={{ emptyText: t('members.fundLog.empty') }}
    />
  );
}
