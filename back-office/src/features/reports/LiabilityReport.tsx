import { Button, Descriptions, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from 'shared-contracts';
import { useLocale } from '../../i18n/useLocale';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { formatTime } from '../../shared/formatTime';
import { useLiability, type LiabilityAnswer } from './api/opsLiability';
import { downloadCsv, toCsv, type CsvColumn } from '../../shared/csv';
import { useDay } from '../../shared/reportParams';

const PARTS = ['balances', 'pending_withdrawals', 'locked_bonuses', 'total'] as const;

/** What the members were owed at the end of a day: balances, withdrawals undecided, bonuses locked; and its CSV. */
export function LiabilityReport() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [date, pick] = useDay();
  const report = useLiability({ date });
  const data = report.data;
  const columns: CsvColumn<LiabilityAnswer>[] = [
    { header: t('dashboard.reports.date'), cell: () => date },
    ...PARTS.map((part) => ({ header: t(`dashboard.reports.liability.${part}`), cell: (row: LiabilityAnswer) => row[part], money: true })),
  ];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <Input
          type="date"
          aria-label={t('dashboard.reports.date')}
          value={date}
          style={{ width: 170 }}
          onChange={(e) => e.target.value && pick(e.target.value)}
        />
        <Button disabled={!data} onClick={() => data && downloadCsv(`liability-${date}.csv`, toCsv([data], columns))}>
          {t('dashboard.reports.export')}
        </Button>
      </Space>
      {report.error && <ErrorAlert error={report.error} onRetry={() => void report.refetch()} />}
      {data && (
        <>
          <Typography.Text type="secondary">
            {t('dashboard.reports.liability.note', { zone: data.time_zone, at: formatTime(data.at, locale) })}
          </Typography.Text>
          <Descriptions bordered size="small" column={1} style={{ maxWidth: 520 }}>
            {PARTS.map((part) => (
              <Descriptions.Item key={part} label={t(`dashboard.reports.liability.${part}`)}>
                {part === 'total' ? <Typography.Text strong>{formatMoney(data[part])}</Typography.Text> : formatMoney(data[part])}
              </Descriptions.Item>
            ))}
          </Descriptions>
        </>
      )}
    </Space>
  );
}
