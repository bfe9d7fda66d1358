import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { formatClockTime, formatWeekdayDate, indiaDayKey, indiaDaysBetween } from '@shared/format-date';
import { localeOf } from '@/lib/i18n/switch-locale';

// The labels are read at render, in the page's language (t at call time; @shared/format-date writes
// the days, months and times in it, without Intl: ADR 0030).
const pageLocale = () => localeOf(i18n);

/** 'Today, 7:30 PM', 'Tomorrow, 7:30 PM' or 'Wednesday, Nov 25, 7:30 PM' (India time, IST). */
export function matchDateLabel(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const time = formatClockTime(date, pageLocale());
  const days = indiaDaysBetween(now, date);
  if (days === 0) return t`Today, ${time}`;
  if (days === 1) return t`Tomorrow, ${time}`;
  const day = formatWeekdayDate(date, pageLocale());
  return t({ message: `${day}, ${time}`, comment: 'A match day and its start time' });
}

/** Heading for a day group on the upcoming list: 'Today', 'Tomorrow' or 'Wednesday, Nov 25' (IST). */
export function dayHeading(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const days = indiaDaysBetween(now, date);
  if (days === 0) return t`Today`;
  if (days === 1) return t`Tomorrow`;
  return formatWeekdayDate(date, pageLocale());
}

/** India calendar day key (yyyy-m-d) to group matches by. */
export function dayKey(iso: string): string {
  return indiaDayKey(new Date(iso));
}
