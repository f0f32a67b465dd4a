import { Button, Card, Segmented, Select, Space, Spin, Table, Typography, type TableColumnsType } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { formatMoney } from 'shared-contracts';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { FIGURE_KEYS, isMoneyFigure } from '../../shared/figures';
import { useOpsReport, type OpsReportBody, type ReportRow } from './api/opsReport';
import { downloadCsv, toCsv, type CsvColumn } from '../../shared/csv';

// Highcharts is most of a chart's weight: fetched when a report is shown, not with every page of the console.
const ReportChart = lazy(() => import('./ReportChart').then((module) => ({ default: module.ReportChart })));

type Period = OpsReportBody['period'];
const YEARS_BACK = 5;

const MONTH = /^(0[1-9]|1[0-2])$/;

/**
 * The period picked (in the address: ?period=daily&at=2026-01), this month by default. A year's months keep the month
 * last picked (?month=03), so going back to its days shows that month again, not January.
 */
function usePicked(): [OpsReportBody, (body: OpsReportBody) => void] {
  const [params, setParams] = useSearchParams();
  const now = new Date();
  const thisMonth = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
  const period: Period = params.get('period') === 'monthly' ? 'monthly' : 'daily';
  const at = params.get('at') ?? '';
  const valid = period === 'daily' ? /^\d{4}-(0[1-9]|1[0-2])$/.test(at) : /^\d{4}$/.test(at);
  const body = { period, at: valid ? at : period === 'daily' ? thisMonth : thisMonth.slice(0, 4) };
  const keptMonth = params.get('month') ?? '';
  const month = period === 'daily' ? body.at.slice(5) : MONTH.test(keptMonth) ? keptMonth : thisMonth.slice(5);
  const pick = (next: OpsReportBody) => {
    const year = next.at.slice(0, 4);
    const values: Record<string, string> =
      next.period === 'daily'
        ? { period: 'daily', at: next.at.length === 4 ? `${year}-${month}` : next.at }
        : { period: 'monthly', at: year, month };
    setParams(
      (current) => {
        const kept = Object.fromEntries(current);
        delete kept.month;
        return { ...kept, ...values };
      },
      { replace: true },
    );
  };
  return [body, pick];
}

/**
 * The reports' first tab: a month's days or a year's months, each with the dashboard's figures (GGR and NGR), as a
 * chart, a table with the whole span's total, and the same rows as a CSV file.
 */
export function FiguresReport() {
  const { t } = useTranslation();
  const [picked, pick] = usePicked();
  const report = useOpsReport(picked);
  const year = picked.at.slice(0, 4);
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: YEARS_BACK + 1 }, (_, i) => String(thisYear - i));
  if (!years.includes(year)) years.push(year);
  const figureTitle = (key: (typeof FIGURE_KEYS)[number]) => t(`dashboard.figures.${key}`);
  const cell = (key: (typeof FIGURE_KEYS)[number], value: number) => (isMoneyFigure(key) ? formatMoney(value) : value);

  const columns: TableColumnsType<ReportRow> = [
    { title: t('dashboard.reports.label'), dataIndex: 'label' },
    ...FIGURE_KEYS.map((key) => ({
      title: figureTitle(key),
      dataIndex: key,
      align: 'right' as const,
      render: (value: number) => cell(key, value),
    })),
  ];
  const csvColumns: CsvColumn<ReportRow>[] = [
    { header: t('dashboard.reports.label'), cell: (row) => row.label },
    ...FIGURE_KEYS.map((key) => ({ header: figureTitle(key), cell: (row: ReportRow) => row[key], money: isMoneyFigure(key) })),
  ];
  const data = report.data;

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <Segmented<Period>
          value={picked.period}
          options={[
            { value: 'daily', label: t('dashboard.reports.daily') },
            { value: 'monthly', label: t('dashboard.reports.monthly') },
          ]}
          onChange={(period) => pick({ period, at: year })}
        />
        <Select
          aria-label={t('dashboard.reports.pickYear')}
          value={year}
          style={{ width: 110 }}
          options={years.map((y) => ({ value: y, label: y }))}
          onChange={(y: string) => pick({ period: picked.period, at: picked.period === 'daily' ? `${y}${picked.at.slice(4)}` : y })}
        />
        {picked.period === 'daily' && (
          <Select
            aria-label={t('dashboard.reports.pickMonth')}
            value={picked.at.slice(5)}
            style={{ width: 90 }}
            options={Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0')).map((m) => ({ value: m, label: m }))}
            onChange={(m: string) => pick({ period: 'daily', at: `${year}-${m}` })}
          />
        )}
        <Button
          disabled={!data}
          onClick={() =>
            data &&
            downloadCsv(
              `report-${picked.period}-${picked.at}.csv`,
              toCsv([...data.rows, { label: t('dashboard.reports.total'), ...data.total }], csvColumns),
            )
          }
        >
          {t('dashboard.reports.export')}
        </Button>
      </Space>
      {report.error && <ErrorAlert error={report.error} onRetry={() => void report.refetch()} />}
      {data && (
        <>
          <Typography.Text type="secondary">{t('dashboard.reports.note', { zone: data.time_zone })}</Typography.Text>
          <Card size="small">
            <Suspense fallback={<Spin />}>
              <ReportChart rows={data.rows} />
            </Suspense>
          </Card>
          <Table<ReportRow>
            rowKey="label"
            size="small"
            pagination={false}
            loading={report.isFetching}
            columns={columns}
            dataSource={data.rows}
            summary={() => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}>
                  <Typography.Text strong>{t('dashboard.reports.total')}</Typography.Text>
                </Table.Summary.Cell>
                {FIGURE_KEYS.map((key, i) => (
                  <Table.Summary.Cell key={key} index={i + 1} align="right">
                    <Typography.Text strong>{cell(key, data.total[key])}</Typography.Text>
                  </Table.Summary.Cell>
                ))}
              </Table.Summary.Row>
            )}
          />
        </>
      )}
    </Space>
  );
}
