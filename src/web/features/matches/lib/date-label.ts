import { formatClockTime, formatWeekdayDate, indiaDayKey, indiaDaysBetween } from '@shared/format-date';

/** 'Today, 7:30 PM', 'Tomorrow, 7:30 PM' or 'Wednesday, Nov 25, 7:30 PM' (India time, IST). */
export function matchDateLabel(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const time = formatClockTime(date);
  const days = indiaDaysBetween(now, date);
  if (days === 0) return `Today, ${time}`;
  if (days === 1) return `Tomorrow, ${time}`;
  return `${formatWeekdayDate(date)}, ${time}`;
}

/** Heading for a day group on the upcoming list: 'Today', 'Tomorrow' or 'Wednesday, Nov 25' (IST). */
export function dayHeading(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const days = indiaDaysBetween(now, date);
  if (days === 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  return formatWeekdayDate(date);
}

/** India calendar day key (yyyy-m-d) to group matches by. */
export function dayKey(iso: string): string {
  return indiaDayKey(new Date(iso));
}
