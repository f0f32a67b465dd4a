import { Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

/** Days from-to, both included ('YYYY-MM-DD'), as the reports' calls take them. */
export interface DaySpan {
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** The browser's today, 'YYYY-MM-DD'. */
export function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** One value of the address (?key=value), kept beside the others when set. */
function useParam(key: string): [string | null, (value: Record<string, string>) => void] {
  const [params, setParams] = useSearchParams();
  return [params.get(key), (values) => setParams((now) => ({ ...Object.fromEntries(now), ...values }), { replace: true })];
}

/** The days picked (?from=&to=), this month so far by default. */
export function useDaySpan(): [DaySpan, (span: DaySpan) => void] {
  const [from, set] = useParam('from');
  const [to] = useParam('to');
  const end = today();
  const valid = !!from && !!to && DAY.test(from) && DAY.test(to) && from <= to;
  return [valid ? { from, to } : { from: `${end.slice(0, 8)}01`, to: end }, (span) => set({ from: span.from, to: span.to })];
}

/** The day picked (?date=), today by default. */
export function useDay(): [string, (date: string) => void] {
  const [date, set] = useParam('date');
  return [date && DAY.test(date) ? date : today(), (next) => set({ date: next })];
}

/** Two day fields; a span is taken once both days are filled and run forwards. */
export function DaySpanFields({ span, onChange }: { span: DaySpan; onChange: (span: DaySpan) => void }) {
  const { t } = useTranslation();
  const take = (next: DaySpan) => DAY.test(next.from) && DAY.test(next.to) && next.from <= next.to && onChange(next);
  return (
    <Space wrap>
      <Input
        type="date"
        aria-label={t('dashboard.reports.from')}
        value={span.from}
        style={{ width: 170 }}
        onChange={(e) => take({ ...span, from: e.target.value })}
      />
      <Input
        type="date"
        aria-label={t('dashboard.reports.to')}
        value={span.to}
        style={{ width: 170 }}
        onChange={(e) => take({ ...span, to: e.target.value })}
      />
    </Space>
  );
}
