// Every date and time the app writes (pages, notifications, messages), in India time (IST, UTC+05:30, the IPL's own clock) whatever
// the device's zone, with 'AM'/'PM' in capitals everywhere. Without Intl: the first Intl formatter a
// page makes loads the locale's data, 10-40 ms of main thread on a desktop (see formatInr in
// @shared/money, and ADR 0016). India keeps no daylight saving, so IST is a fixed offset.

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The date's wall clock in India: read it with the getUTC… methods. */
const inIndia = (date: Date) => new Date(date.getTime() + IST_OFFSET_MS);
const twoDigits = (n: number) => String(n).padStart(2, '0');

/** '7:30 PM' (IST). */
export function formatClockTime(date: Date): string {
  const india = inIndia(date);
  const hours = india.getUTCHours();
  return `${hours % 12 || 12}:${twoDigits(india.getUTCMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** 'Wednesday, Nov 25' (IST). */
export function formatWeekdayDate(date: Date): string {
  const india = inIndia(date);
  return `${WEEKDAYS[india.getUTCDay()]}, ${MONTHS[india.getUTCMonth()]} ${india.getUTCDate()}`;
}

/** '25 Nov, 7:30 PM' (IST): a recent moment, the year left out (notifications, the back office). */
export function formatShortDateTime(date: Date): string {
  const india = inIndia(date);
  return `${india.getUTCDate()} ${MONTHS[india.getUTCMonth()]}, ${formatClockTime(date)}`;
}

/** '5 Sep 2026, 7:03 PM' (IST). */
export function formatDateTime(date: Date): string {
  const india = inIndia(date);
  return `${india.getUTCDate()} ${MONTHS[india.getUTCMonth()]} ${india.getUTCFullYear()}, ${formatClockTime(date)}`;
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
