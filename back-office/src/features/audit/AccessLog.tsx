import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/useLocale';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { formatTime } from '../../shared/formatTime';
import { LoadMore } from '../../shared/paging';
import { TargetCell } from './TargetCell';
import { NameText } from '../../shared/NameText';
import { accessKey, useOpsAccess, type AccessFilter, type AccessRow } from './api/opsAccess';

const FIELDS = ['actor', 'target'] as const;

/** The Reads tab of /ops/audit: who opened which member's data, newest first, searched by actor and member. */
export function AccessLog() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form] = Form.useForm();
  const [filter, setFilter] = useState<AccessFilter>({});
  const reads = useOpsAccess(filter);
  const queryClient = useQueryClient();
  const search = (values: Partial<Record<(typeof FIELDS)[number], string>>) => {
    const next: AccessFilter = {};
    for (const field of FIELDS) {
      const value = values[field]?.trim();
      if (value) next[field] = value;
    }
    if (JSON.stringify(next) === JSON.stringify(filter)) void queryClient.resetQueries({ queryKey: accessKey(filter) });
    else setFilter(next);
  };
  const rows = reads.rows;
  const columns: TableColumnsType<AccessRow> = [
    { title: t('audit.columns.time'), dataIndex: 'createtime', width: 200, render: (s: number) => formatTime(s, locale) },
    { title: t('audit.columns.actor'), dataIndex: 'actor', render: (actor: string) => <NameText name={actor} /> },
    {
      title: t('audit.reads.member'),
      dataIndex: 'target',
      render: (target: string, row) => <TargetCell target={target} name={row.target_name} />,
    },
    { title: t('audit.reads.what'), dataIndex: 'what', render: (what: string) => t(`audit.reads.kinds.${what}`, { defaultValue: what }) },
    { title: t('audit.columns.address'), dataIndex: 'address', width: 140, render: (v: string | null) => v ?? '—' },
  ];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Form form={form} layout="inline" onFinish={search} name="reads">
        <Form.Item name="actor" label={t('audit.filters.actor')}>
          <Input allowClear maxLength={64} style={{ width: 180 }} placeholder={t('audit.filters.actorHint')} />
        </Form.Item>
        <Form.Item name="target" label={t('audit.reads.member')}>
          <Input allowClear maxLength={64} style={{ width: 180 }} placeholder={t('audit.reads.memberHint')} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit">
            {t('audit.filters.search')}
          </Button>
        </Form.Item>
      </Form>
      {reads.isError && <ErrorAlert error={reads.error} onRetry={() => void reads.refetch()} />}
      <Table<AccessRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={reads.isPending && !reads.isError}
        pagination={false}
        locale={{ emptyText: t('audit.empty') }}
      />
      <LoadMore list={reads} />
    </Space>
  );
}
