import { formatClockTime, formatWeekdayDate } from '@/lib/format-date';

function startOfDay(date: Date) {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** Whole calendar days from `now` to `date` in local time (0 today, 1 tomorrow, -1 yesterday). */
function daysFrom(now: Date, date: Date) {
  return Math.round((startOfDay(date) - startOfDay(now)) / 86_400_000);
}

/** 'Today, 7:30 PM', 'Tomorrow, 7:30 PM' or 'Wednesday, Nov 25, 7:30 PM' (local time). */
export function matchDateLabel(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const time = formatClockTime(date);
  const days = daysFrom(now, date);
  if (days === 0) return `Today, ${time}`;
  if (days === 1) return `Tomorrow, ${time}`;
  return `${formatWeekdayDate(date)}, ${time}`;
}

/** Heading for a day group on the upcoming list: 'Today', 'Tomorrow' or 'Wednesday, Nov 25'. */
export function dayHeading(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const days = daysFrom(now, date);
  if (days === 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  return formatWeekdayDate(date);
}

/** Local calendar day key (yyyy-m-d) to group matches by. */
export function dayKey(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`;
}
