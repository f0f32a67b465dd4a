import { useQueryClient } from '@tanstack/react-query';
import { AutoComplete, Button, Flex, Form, Input, Space, Table, Tabs, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS } from 'shared-contracts/ops/endpoints';
import { useLocale } from '../../i18n/useLocale';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { formatTime } from '../../shared/formatTime';
import { LoadMore } from '../../shared/paging';
import { AccessLog } from './AccessLog';
import { auditKey, useOpsAudit, type AuditFilter, type AuditRow } from './api/opsAudit';
import { ExportLink } from '../../shared/ExportLink';

const FIELDS = ['actor', 'action', 'target'] as const;

/** Only the fields typed, trimmed: the key of the search and its body. */
function filterOf(values: Partial<Record<(typeof FIELDS)[number], string>>): AuditFilter {
  const filter: AuditFilter = {};
  for (const field of FIELDS) {
    const value = values[field]?.trim();
    if (value) filter[field] = value;
  }
  return filter;
}

/** The action filter: any text, the api's actions (AUDIT_ACTIONS) that contain it offered to pick. */
function ActionField({ value, onChange, id }: { value?: string; onChange?: (value: string) => void; id?: string }) {
  const typed = (value ?? '').trim().toLowerCase();
  const options = AUDIT_ACTIONS.filter((action) => action.toLowerCase().includes(typed)).map((action) => ({ value: action }));
  return (
    <AutoComplete id={id} value={value} onChange={onChange} options={options} allowClear style={{ width: 220 }}>
      <Input maxLength={64} />
    </AutoComplete>
  );
}

const json = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 2));

/**
 * /ops/audit: the changes (the audit log) and, apart, the reads of members' data; newest first, older pages on demand;
 * the changes of a period download as a CSV file.
 */
export function AuditScreen() {
  const { t } = useTranslation();
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('audit.title')}
      </Typography.Title>
      <ExportLink kinds={['audit']} />
      <Tabs
        destroyOnHidden
        items={[
          { key: 'changes', label: t('audit.tabs.changes'), children: <ChangesLog /> },
          { key: 'reads', label: t('audit.tabs.reads'), children: <AccessLog /> },
        ]}
      />
    </Space>
  );
}

/** The audit log of changes, searched by actor, action and target. */
function ChangesLog() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form] = Form.useForm();
  const [filter, setFilter] = useState<AuditFilter>({});
  const audit = useOpsAudit(filter);
  const queryClient = useQueryClient();
  // A search asks again from the newest entry, even for the same filter (the log grows).
  const search = (values: Partial<Record<(typeof FIELDS)[number], string>>) => {
    const next = filterOf(values);
    if (JSON.stringify(next) === JSON.stringify(filter)) void queryClient.resetQueries({ queryKey: auditKey(filter) });
    else setFilter(next);
  };
  const rows = audit.rows;

  const columns: TableColumnsType<AuditRow> = [
    { title: t('audit.columns.time'), dataIndex: 'createtime', width: 200, render: (s: number) => formatTime(s, locale) },
    { title: t('audit.columns.actor'), dataIndex: 'actor' },
    { title: t('audit.columns.action'), dataIndex: 'action' },
    { title: t('audit.columns.target'), dataIndex: 'target', render: (v: string | null) => v ?? '—' },
    { title: t('audit.columns.reason'), dataIndex: 'reason', render: (v: string | null) => v ?? '—' },
    { title: t('audit.columns.address'), dataIndex: 'address', width: 140, render: (v: string | null) => v ?? '—' },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Form form={form} layout="inline" onFinish={search}>
        {FIELDS.map((field) => (
          <Form.Item key={field} name={field} label={t(`audit.filters.${field}`)}>
            {field === 'action' ? <ActionField /> : <Input allowClear maxLength={64} style={{ width: 180 }} />}
          </Form.Item>
        ))}
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              {t('audit.filters.search')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                setFilter({});
              }}
            >
              {t('audit.filters.reset')}
            </Button>
          </Space>
        </Form.Item>
      </Form>
      {audit.isError && <ErrorAlert error={audit.error} onRetry={() => void audit.refetch()} />}
      <Table<AuditRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={audit.isPending && !audit.isError}
        pagination={false}
        locale={{ emptyText: t('audit.empty') }}
        expandable={{
          rowExpandable: (row) => row.before != null || row.after != null,
          expandedRowRender: (row) => (
            <Flex gap={24}>
              {(['before', 'after'] as const).map((side) => (
                <div key={side} style={{ flex: 1, minWidth: 0 }}>
                  <Typography.Text type="secondary">{t(`audit.${side}`)}</Typography.Text>
                  <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{json(row[side])}</pre>
                </div>
              ))}
            </Flex>
          ),
        }}
      />
      <LoadMore list={audit} />
    </Space>
  );
}
