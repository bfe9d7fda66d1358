import { t } from '@lingui/core/macro';
import { formatClockTime, formatWeekdayDate, indiaDayKey, indiaDaysBetween } from '@shared/format-date';

// The labels are read at render, in the page's language (t at call time). @shared/format-date writes
// the weekday and month in English (no Intl, ADR 0016): their names are translated here, each list one
// message whose words stand in the same order.
const WEEKDAYS = 'Sunday Monday Tuesday Wednesday Thursday Friday Saturday'.split(' ');
const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

const weekdayNames = () =>
  t({
    message: 'Sunday Monday Tuesday Wednesday Thursday Friday Saturday',
    comment: 'The days of the week from Sunday, separated by single spaces: keep 7 words',
  }).split(' ');
const monthNames = () =>
  t({
    message: 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec',
    comment: 'The months from January, short, separated by single spaces: keep 12 words',
  }).split(' ');

/** 'Wednesday, Nov 25' (IST) in the page's language. */
function weekdayDate(date: Date): string {
  const english = formatWeekdayDate(date);
  const parts = /^(\w+), (\w+) (\d+)$/.exec(english);
  const weekday = parts && weekdayNames()[WEEKDAYS.indexOf(parts[1]!)];
  const month = parts && monthNames()[MONTHS.indexOf(parts[2]!)];
  if (!parts || !weekday || !month) return english;
  const day = parts[3]!;
  return t({ message: `${weekday}, ${month} ${day}`, comment: 'A match day: Wednesday, Nov 25' });
}

/** 'Today, 7:30 PM', 'Tomorrow, 7:30 PM' or 'Wednesday, Nov 25, 7:30 PM' (India time, IST). */
export function matchDateLabel(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const time = formatClockTime(date);
  const days = indiaDaysBetween(now, date);
  if (days === 0) return t`Today, ${time}`;
  if (days === 1) return t`Tomorrow, ${time}`;
  const day = weekdayDate(date);
  return t({ message: `${day}, ${time}`, comment: 'A match day and its start time' });
}

/** Heading for a day group on the upcoming list: 'Today', 'Tomorrow' or 'Wednesday, Nov 25' (IST). */
export function dayHeading(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const days = indiaDaysBetween(now, date);
  if (days === 0) return t`Today`;
  if (days === 1) return t`Tomorrow`;
  return weekdayDate(date);
}

/** India calendar day key (yyyy-m-d) to group matches by. */
export function dayKey(iso: string): string {
  return indiaDayKey(new Date(iso));
}
