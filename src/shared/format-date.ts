// Every date and time the app writes (pages, notifications, messages), in India time (IST, UTC+05:30, the IPL's own clock) whatever
// the device's zone, with 'AM'/'PM' in capitals everywhere. Without Intl: the first Intl formatter a
// page makes loads the locale's data, 10-40 ms of main thread on a desktop (see formatInr in
// @shared/money, and ADR 0030). India keeps no daylight saving, so IST is a fixed offset.
// Each format has a Hindi rendering ('locale'), as Hindi news and cricket sites write dates: the day
// before the month, the month and weekday names in full ('बुधवार, 25 नवंबर'), and the time of day
// by its part of the day ('शाम 7:30', 'सुबह 9:05').
import type { Locale } from './locale';

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const MONTHS: Record<Locale, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  hi: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
};
/** Each month's full name: Hindi writes it so in every format, English when it stands with the year. */
const FULL_MONTHS: Record<Locale, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  hi: MONTHS.hi,
};
const WEEKDAYS: Record<Locale, readonly string[]> = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  hi: ['रविवार', 'सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार'],
};

/** The date's wall clock in India: read it with the getUTC… methods. */
const inIndia = (date: Date) => new Date(date.getTime() + IST_OFFSET_MS);
const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The part of the day a Hindi clock time is told by: रात until 4, सुबह until noon, then दोपहर, शाम, रात. */
function hindiDaypart(hours: number): string {
  if (hours < 4 || hours >= 20) return 'रात';
  if (hours < 12) return 'सुबह';
  return hours < 16 ? 'दोपहर' : 'शाम';
}

/** '7:30 PM' (IST); 'शाम 7:30' in Hindi. */
export function formatClockTime(date: Date, locale: Locale = 'en'): string {
  const india = inIndia(date);
  const hours = india.getUTCHours();
  const clock = `${hours % 12 || 12}:${twoDigits(india.getUTCMinutes())}`;
  return locale === 'hi' ? `${hindiDaypart(hours)} ${clock}` : `${clock} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** 'Wednesday, Nov 25' (IST); 'बुधवार, 25 नवंबर' in Hindi. */
export function formatWeekdayDate(date: Date, locale: Locale = 'en'): string {
  const india = inIndia(date);
  const weekday = WEEKDAYS[locale][india.getUTCDay()];
  const month = MONTHS[locale][india.getUTCMonth()];
  return locale === 'hi'
    ? `${weekday}, ${india.getUTCDate()} ${month}`
    : `${weekday}, ${month} ${india.getUTCDate()}`;
}

/**
 * '25 Nov, 7:30 PM' (IST; '25 नवंबर, शाम 7:30' in Hindi): a recent moment, the year left out
 * (notifications, the back office).
 */
export function formatShortDateTime(date: Date, locale: Locale = 'en'): string {
  const india = inIndia(date);
  return `${india.getUTCDate()} ${MONTHS[locale][india.getUTCMonth()]}, ${formatClockTime(date, locale)}`;
}

/** '5 Sep 2026, 7:03 PM' (IST); '5 सितंबर 2026, शाम 7:03' in Hindi. */
export function formatDateTime(date: Date, locale: Locale = 'en'): string {
  const india = inIndia(date);
  const day = `${india.getUTCDate()} ${MONTHS[locale][india.getUTCMonth()]} ${india.getUTCFullYear()}`;
  return `${day}, ${formatClockTime(date, locale)}`;
}

/** 'November 2026' (IST); 'नवंबर 2026' in Hindi. */
export function formatMonthYear(date: Date, locale: Locale = 'en'): string {
  const india = inIndia(date);
  return `${FULL_MONTHS[locale][india.getUTCMonth()]} ${india.getUTCFullYear()}`;
}

/** The India calendar day of a date (yyyy-m-d), to group by and to count days between. */
export function indiaDayKey(date: Date): string {
  const india = inIndia(date);
  return `${india.getUTCFullYear()}-${india.getUTCMonth() + 1}-${india.getUTCDate()}`;
}

/** Whole India calendar days from `from` to `to` (0 the same day, 1 the next). */
export function indiaDaysBetween(from: Date, to: Date): number {
  const day = (date: Date) => {
    const india = inIndia(date);
    return Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate());
  };
  return Math.round((day(to) - day(from)) / 86_400_000);
}
