/** Times of day as 'HH:MM' text (sales hours in settings and in the schedule the pages state), as minutes after midnight. */

/** 'HH:MM' of a minute of the day (600 -> '10:00'). */
export function hhMmOf(minuteOfDay: number): string {
  return `${String(Math.floor(minuteOfDay / 60)).padStart(2, '0')}:${String(minuteOfDay % 60).padStart(2, '0')}`;
}

/** The minute of the day of 'HH:MM' (or 'H:MM'), or null when the text is no time of day. */
export function minuteOfHhMm(text: string): number | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(text);
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) return null;
  return Number(m[1]) * 60 + Number(m[2]);
}
