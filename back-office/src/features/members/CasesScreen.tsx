import { App as AntApp, Button, Flex, Space, Statistic, Table, Tabs, Typography, Upload, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { downloadCsv, toCsv, type CsvColumn } from '../../shared/csv';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { useOperator } from '../../shared/session/SessionProvider';
import { DaySpanFields, useDaySpan } from '../../shared/reportParams';
import { useOpsCaseReport, useOpsDenyList, useOpsDenyListUpload, type CaseReportRow } from './api/opsCases';
import { CasesTable } from './CasesTable';

const TABS = ['cases', 'report', 'denyList'] as const;
type TabKey = (typeof TABS)[number];

/**
 * /ops/cases (support, admin): anti-money-laundering cases (issue 40), open ones first, each worked and closed here;
 * the report of a period's cases by rule and outcome (a CSV too); the deny-list, which the admin replaces from a CSV.
 */
export function CasesScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const active: TabKey = TABS.includes(tab as TabKey) ? (tab as TabKey) : 'cases';
  return (
    <Flex vertical gap="middle">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('cases.title')}
      </Typography.Title>
      <Typography.Text type="secondary">{t('cases.hint')}</Typography.Text>
      <Tabs
        activeKey={active}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        items={TABS.map((key) => ({ key, label: t(`cases.tabs.${key}`), children: <TabBody tab={key} /> }))}
      />
    </Flex>
  );
}

function TabBody({ tab }: { tab: TabKey }) {
  switch (tab) {
    case 'cases':
      return <CasesTable />;
    case 'report':
      return <CaseReportTab />;
    case 'denyList':
      return <DenyListTab />;
  }
}

function CaseReportTab() {
  const { t } = useTranslation();
  const [span, setSpan] = useDaySpan();
  const report = useOpsCaseReport(span);
  const cells: CsvColumn<CaseReportRow>[] = [
    { header: t('cases.report.columns.rule'), cell: (row) => t(`cases.rules.${row.rule}`) },
    { header: t('cases.report.columns.open'), cell: (row) => row.open },
    { header: t('cases.report.columns.cleared'), cell: (row) => row.cleared },
    { header: t('cases.report.columns.confirmed'), cell: (row) => row.confirmed },
  ];
  const columns: TableColumnsType<CaseReportRow> = cells.map((column) => ({
    title: column.header,
    key: column.header,
    render: (_: unknown, row: CaseReportRow) => column.cell(row),
  }));
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Text type="secondary">{t('cases.report.hint')}</Typography.Text>
      <Flex justify="space-between" align="center" gap={16} wrap>
        <DaySpanFields span={span} onChange={setSpan} />
        <Button
          disabled={!report.data}
          onClick={() => downloadCsv(`${t('cases.report.file')}-${span.from}-${span.to}.csv`, toCsv(report.data?.rows ?? [], cells))}
        >
          {t('cases.report.csv')}
        </Button>
      </Flex>
      {report.isError ? (
        <ErrorAlert error={report.error} onRetry={() => void report.refetch()} />
      ) : (
        <Table<CaseReportRow>
          rowKey="rule"
          size="middle"
          columns={columns}
          dataSource={report.data?.rows}
          loading={report.isPending}
          pagination={false}
        />
      )}
    </Space>
  );
}

function DenyListTab() {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const operator = useOperator();
  const list = useOpsDenyList();
  const upload = useOpsDenyListUpload();
  // The file's lines travel as a list: a call's strings hold no line breaks. The server refuses a wrong line, naming it.
  const send = async (file: File) => {
    const lines = (await file.text()).replace(/^\uFEFF/, '').split(/\r?\n/);
    if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
    upload.mutate({ lines }, { onSuccess: ({ count }) => void message.success(t('cases.denyList.uploaded', { count })) });
  };
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Text type="secondary">{t('cases.denyList.hint')}</Typography.Text>
      {list.isError ? (
        <ErrorAlert error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Statistic title={t('cases.denyList.count')} value={list.data?.count ?? '—'} loading={list.isPending} />
      )}
      {operator.role === 'admin' ? (
        <Upload
          accept=".csv,text/csv"
          showUploadList={false}
          beforeUpload={(file) => {
            void send(file);
            return false;
          }}
        >
          <Button type="primary" loading={upload.isPending}>
            {t('cases.denyList.upload')}
          </Button>
        </Upload>
      ) : (
        <Typography.Text type="secondary">{t('cases.denyList.adminOnly')}</Typography.Text>
      )}
      {upload.isError && <ErrorAlert error={upload.error} />}
    </Space>
  );
}
