import Highcharts from 'highcharts';
import HighchartsReact from 'highcharts-react-official';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from 'shared-contracts';
import type { ReportRow } from './api/opsReport';

const SERIES = [
  { key: 'stakes', type: 'column' },
  { key: 'payouts', type: 'column' },
  { key: 'ggr', type: 'line' },
] as const;

/** The report's stakes and payouts as columns and its GGR as a line, per day or month; the tooltip in u, exact. */
export function ReportChart({ rows }: { rows: readonly ReportRow[] }) {
  const { t } = useTranslation();
  const options = useMemo<Highcharts.Options>(
    () => ({
      // No animation: a report is read, and it redraws at once when another period is picked.
      chart: { height: 320, animation: false },
      plotOptions: { series: { animation: false } },
      title: { text: t('dashboard.reports.chart') },
      credits: { enabled: false },
      accessibility: { enabled: false },
      xAxis: { categories: rows.map((row) => row.label) },
      yAxis: { title: { text: undefined } },
      tooltip: {
        shared: true,
        formatter() {
          const row = rows[this.points?.[0]?.index ?? this.index];
          if (!row) return false;
          return [row.label, ...SERIES.map((s) => `${t(`dashboard.figures.${s.key}`)}: ${formatMoney(row[s.key])}`)].join('<br/>');
        },
      },
      // The axis in u: a chart's scale, never a figure anyone reads off (the table and the tooltip are exact).
      series: SERIES.map((s) => ({ type: s.type, name: t(`dashboard.figures.${s.key}`), data: rows.map((row) => row[s.key] / 100) })),
    }),
    [rows, t],
  );
  return <HighchartsReact highcharts={Highcharts} options={options} />;
}
