import { Button, Popup, Toast } from 'shared-contracts/kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FIRST_FILTER_DATE, addDaysToDate, dateFilterRefusal, dateInZone } from '../domain/dates';
import { useSchedule } from './PlatformContext';

export interface DateRange {
  begin_date: string;
  end_date: string;
}

/**
 * The last `days` days up to today (today alone for 1), as a list's first filter: the lottery's days (`timeZone`, the
 * server's), not the phone's, or a phone in another zone would leave out what was made minutes ago (issue 42).
 */
export function recentDays(days: number, timeZone: string, now: Date | number = Date.now()): DateRange {
  const today = dateInZone(now, timeZone);
  const begin = addDaysToDate(today, -(days - 1));
  return { begin_date: begin < FIRST_FILTER_DATE ? FIRST_FILTER_DATE : begin, end_date: today };
}

/** Today as the lottery counts days (the schedule's zone), wherever the phone is. */
export function useLotteryToday(): string {
  return dateInZone(Date.now(), useSchedule().timeZone);
}

const dayInput = {
  boxSizing: 'border-box',
  width: '100%',
  minHeight: 44,
  padding: '0 8px',
  border: '1px solid #d9dde6',
  borderRadius: 8,
  font: 'inherit',
  background: '#fff',
} as const;

/**
 * A day field, 2018-01-01 .. today (the suite's date rule, domain/dates; today the lottery's): the device's own date
 * picker (in its language, and no picker widget on every page); a typed day outside the rule is not taken.
 */
export function DayInput({ label, value, onChange }: { label: string; value: string; onChange: (day: string) => void }) {
  const today = useLotteryToday();
  return (
    <input
      type="date"
      aria-label={label}
      min={FIRST_FILTER_DATE}
      max={today}
      value={value}
      style={dayInput}
      onChange={(e) => dateFilterRefusal(e.target.value, today) === null && onChange(e.target.value)}
    />
  );
}

function DayRow({ label, value, onChange }: { label: string; value: string; onChange: (day: string) => void }) {
  return (
    <label style={{ display: 'flex', flexDirection: 'column', gap: 6, padding: '8px 16px', color: '#5b6478', fontSize: 13 }}>
      {label}
      <DayInput label={label} value={value} onChange={onChange} />
    </label>
  );
}

/**
 * The date-range drawer of every record list: a begin and an end day from 2018-01-01 to today, begin <= end;
 * `onApply` gets the new range, `reset` goes back to `initial`.
 */
export function DateRangeFilter({
  visible,
  value,
  initial,
  onApply,
  onClose,
}: {
  visible: boolean;
  value: DateRange;
  initial: DateRange;
  onApply: (range: DateRange) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  // Each opening starts from the list's range (set while rendering, so a quick first tap is not overwritten).
  const [wasVisible, setWasVisible] = useState(visible);
  if (visible !== wasVisible) {
    setWasVisible(visible);
    if (visible) setDraft(value);
  }
  const apply = () => {
    // YYYY-MM-DD compares as text in calendar order.
    if (draft.begin_date > draft.end_date) {
      Toast.show({ content: t('common.dateFilter.beginAfterEnd') });
      return;
    }
    onApply(draft);
    onClose();
  };
  return (
    <Popup visible={visible} position="right" onMaskClick={onClose} bodyStyle={{ width: '80vw', maxWidth: 320 }}>
      <h2 style={{ margin: 0, padding: '16px 16px 4px', fontSize: 16 }}>{t('common.dateFilter.title')}</h2>
      <DayRow label={t('common.dateFilter.begin')} value={draft.begin_date} onChange={(day) => setDraft({ ...draft, begin_date: day })} />
      <DayRow label={t('common.dateFilter.end')} value={draft.end_date} onChange={(day) => setDraft({ ...draft, end_date: day })} />
      <div style={{ display: 'flex', gap: 12, padding: 16 }}>
        <Button block style={{ minHeight: 44 }} onClick={() => setDraft(initial)}>
          {t('common.dateFilter.reset')}
        </Button>
        <Button block color="primary" style={{ minHeight: 44 }} onClick={apply}>
          {t('common.dateFilter.apply')}
        </Button>
      </div>
    </Popup>
  );
}
