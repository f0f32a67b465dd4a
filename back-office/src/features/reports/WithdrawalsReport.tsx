import { Button, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from 'shared-contracts';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { useWithdrawalDates, type WithdrawalDatesAnswer } from './api/opsWithdrawalDates';
import { downloadCsv, toCsv, type CsvColumn } from '../../shared/csv';
import { DaySpanFields, useDaySpan } from '../../shared/reportParams';

type Day = WithdrawalDatesAnswer['rows'][number];
const FIGURES = ['requested', 'requested_count', 'approved', 'approved_count', 'rejected', 'rejected_count'] as const;
const isCount = (key: (typeof FIGURES)[number]) => key.endsWith('_count');

/** Withdrawals of each day by the day asked and by the day approved or rejected, the span's total, and its CSV. */
export function WithdrawalsReport() {
  const { t } = useTranslation();
  const [span, pick] = useDaySpan();
  const report = useWithdrawalDates(span);
  const data = report.data;
  const title = (key: (typeof FIGURES)[number]) => t(`dashboard.reports.withdrawals.${key}`);
  const cell = (key: (typeof FIGURES)[number], value: number) => (isCount(key) ? value : formatMoney(value));
  const columns: TableColumnsType<Day> = [
    { title: t('dashboard.reports.date'), dataIndex: 'date' },
    ...FIGURES.map((key) => ({ title: title(key), dataIndex: key, align: 'right' as const, render: (v: number) => cell(key, v) })),
  ];
  const csvColumns: CsvColumn<Day>[] = [
    { header: t('dashboard.reports.date'), cell: (row) => row.date },
    ...FIGURES.map((key) => ({ header: title(key), cell: (row: Day) => row[key], money: !isCount(key) })),
  ];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <DaySpanFields span={span} onChange={pick} />
        <Button
          disabled={!data}
          onClick={() => data && downloadCsv(`withdrawals-${span.from}-${span.to}.csv`, toCsv(data.rows, csvColumns))}
        >
          {t('dashboard.reports.export')}
        </Button>
      </Space>
      {report.error && <ErrorAlert error={report.error} onRetry={() => void report.refetch()} />}
      {data && (
        <>
          <Typography.Text type="secondary">{t('dashboard.reports.withdrawals.note', { zone: data.time_zone })}</Typography.Text>
          <Table<Day>
            rowKey="date"
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
                {FIGURES.map((key, i) => (
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
