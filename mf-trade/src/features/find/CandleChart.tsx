import Highcharts from 'highcharts/highstock';
import HighchartsReact from 'highcharts-react-official';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { candlePoints, type Candle } from './candles';

/** The Highcharts stock candlestick of the rounds, times in `timeZone` (this file, and Highcharts, load with /find only). */
export function CandleChart({ candles, timeZone }: { candles: readonly Candle[]; timeZone: string }) {
  const { t } = useTranslation();
  const options = useMemo<Highcharts.Options>(
    () => ({
      chart: { height: 320, backgroundColor: '#fff', spacing: [8, 4, 8, 4] },
      title: { text: undefined },
      credits: { enabled: false },
      // Highcharts reads times in UTC unless told: the lottery's zone, as the rest of the app states times.
      time: { timezone: timeZone },
      // The accessibility module weighs ~40 KB; the same rounds are readable as text in /trendChart and /lotteryDetail.
      accessibility: { enabled: false },
      rangeSelector: { enabled: false },
      scrollbar: { enabled: false },
      // Times as 24-hour numbers: the same in every language (the browser locale would add a 12-hour afternoon marker).
      xAxis: { labels: { format: '{value:%H:%M}' } },
      navigator: { enabled: true, height: 30, xAxis: { labels: { format: '{value:%H:%M}' } } },
      yAxis: { min: 0, max: 9, tickInterval: 3, title: { text: undefined } },
      tooltip: {
        split: false,
        formatter() {
          const point = this as unknown as { name: string; sum: number; open: number; high: number; low: number; close: number };
          return `${t('trade.find.tooltip', { issue: point.name, sum: point.sum })}<br/>O ${point.open} · H ${point.high} · L ${point.low} · C ${point.close}`;
        },
      },
      series: [{ type: 'candlestick', name: t('trade.find.chart'), data: candlePoints(candles) }],
    }),
    [candles, t, timeZone],
  );
  return <HighchartsReact highcharts={Highcharts} constructorType="stockChart" options={options} />;
}
