import { Button, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/useLocale';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { formatTime } from '../../shared/formatTime';
import { AddOperator } from './AddOperator';
import { useOpsOperators, type OperatorRow } from './api/opsOperators';
import { RoleModal } from './RoleModal';
import { LifecycleModal } from './LifecycleModal';
import type { LifecycleAction } from './api/opsOperatorLifecycle';

/** /ops/operators (admin): every operator, asking to change one's role, disable one or reset their sign-in, and adding one. Another role's menu leaves it out; the server refuses it. */
export function OperatorsScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const operators = useOpsOperators();
  const [changing, setChanging] = useState<OperatorRow | null>(null);
  const [asking, setAsking] = useState<{ operator: OperatorRow; action: LifecycleAction } | null>(null);
  const yesNo = (v: boolean) => (v ? t('common.yes') : t('common.no'));
  const columns: TableColumnsType<OperatorRow> = [
    { title: t('operators.columns.name'), dataIndex: 'name' },
    { title: t('operators.columns.role'), dataIndex: 'role', render: (role: string) => <Tag>{t(`common.roles.${role}`)}</Tag> },
    { title: t('operators.columns.enrolled'), dataIndex: 'enrolled', render: yesNo },
    { title: t('operators.columns.disabled'), dataIndex: 'disabled', render: yesNo },
    { title: t('operators.columns.createtime'), dataIndex: 'createtime', render: (s: number) => formatTime(s, locale) },
    {
      key: 'actions',
      render: (_: unknown, operator) =>
        !operator.disabled && (
          <Space size="small" wrap>
            <Button size="small" onClick={() => setChanging(operator)}>
              {t('operators.role.change')}
            </Button>
            {operator.enrolled && (
              <Button size="small" onClick={() => setAsking({ operator, action: 'reset' })}>
                {t('operators.lifecycle.reset')}
              </Button>
            )}
            <Button size="small" danger onClick={() => setAsking({ operator, action: 'disable' })}>
              {t('operators.lifecycle.disable')}
            </Button>
          </Space>
        ),
    },
  ];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('operators.title')}
      </Typography.Title>
      {operators.isError ? (
        <ErrorAlert error={operators.error} onRetry={() => void operators.refetch()} />
      ) : (
        <Table<OperatorRow>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={operators.data}
          loading={operators.isPending}
          pagination={false}
        />
      )}
      <AddOperator />
      {changing && <RoleModal operator={changing} onClose={() => setChanging(null)} />}
      {asking && <LifecycleModal {...asking} onClose={() => setAsking(null)} />}
    </Space>
  );
}
