import { formatClockTime, formatShortDateTime, indiaDayKey } from '@shared/format-date';
import type { Locale } from '@shared/locale';

/**
 * When a bet was placed, as short as it can be said: the clock time for a bet placed today (India
 * time), else the day and the time, without the year ('27 Nov, 10:15 AM').
 */
export function placedAtText(iso: string, locale: Locale, now: Date): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return indiaDayKey(date) === indiaDayKey(now)
    ? formatClockTime(date, locale)
    : formatShortDateTime(date, locale);
}
