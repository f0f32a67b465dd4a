import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Form, Input, Select, Space, Table, Tabs, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS } from 'shared-contracts/ops/endpoints';
import { useLocale } from '../../i18n/useLocale';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { formatTime } from '../../shared/formatTime';
import { LoadMore } from '../../shared/paging';
import { AccessLog } from './AccessLog';
import { actionWords } from './actionWords';
import { TargetCell } from './TargetCell';
import { NameText } from '../../shared/NameText';
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

/** The action filter: the api's actions (AUDIT_ACTIONS) in words, searched by their words or code; sends the code. */
function ActionField({ value, onChange, id }: { value?: string; onChange?: (value: string) => void; id?: string }) {
  const { t } = useTranslation();
  const options = AUDIT_ACTIONS.map((action) => ({ value: action, label: actionWords(t, action) }));
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      options={options}
      allowClear
      showSearch={{
        filterOption: (typed, option) => !!option && `${option.label} ${option.value}`.toLowerCase().includes(typed.trim().toLowerCase()),
      }}
      popupMatchSelectWidth={false}
      style={{ width: 240 }}
    />
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

/** The audit log of changes, searched by actor and target (a name, or the stored form) and action. */
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
    { title: t('audit.columns.actor'), dataIndex: 'actor', render: (actor: string) => <NameText name={actor} /> },
    {
      title: t('audit.columns.action'),
      dataIndex: 'action',
      render: (action: string) => <span title={action}>{actionWords(t, action)}</span>,
    },
    {
      title: t('audit.columns.target'),
      dataIndex: 'target',
      render: (target: string | null, row) => <TargetCell target={target} name={row.target_name} />,
    },
    { title: t('audit.columns.reason'), dataIndex: 'reason', render: (v: string | null) => v ?? '—' },
    { title: t('audit.columns.address'), dataIndex: 'address', width: 140, render: (v: string | null) => v ?? '—' },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Form form={form} layout="inline" onFinish={search}>
        {FIELDS.map((field) => (
          <Form.Item key={field} name={field} label={t(`audit.filters.${field}`)}>
            {field === 'action' ? (
              <ActionField />
            ) : (
              <Input allowClear maxLength={64} style={{ width: 180 }} placeholder={t(`audit.filters.${field}Hint`)} />
            )}
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
