// Dates as the player's pages write them, in local time, without Intl: the first Intl formatter a page
// makes loads the locale's data, 10-40 ms of main thread on a desktop (see formatInr in @shared/money,
// and ADR 0016). Each function writes what the Intl formatter named in its comment writes, which
// format-date.test.ts checks.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** en-IN's short months differ from en-US's in one: 'Sept'. */
const MONTHS_EN_IN = MONTHS.map((month) => (month === 'Sep' ? 'Sept' : month));
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const twoDigits = (n: number) => String(n).padStart(2, '0');
const hour12 = (date: Date) => date.getHours() % 12 || 12;
const isMorning = (date: Date) => date.getHours() < 12;

/** '7:30 PM': en-US { hour: 'numeric', minute: '2-digit', hour12: true }. */
export function formatClockTime(date: Date): string {
  return `${hour12(date)}:${twoDigits(date.getMinutes())} ${isMorning(date) ? 'AM' : 'PM'}`;
}

/** 'Wednesday, Nov 25': en-US { weekday: 'long', month: 'short', day: 'numeric' }. */
export function formatWeekdayDate(date: Date): string {
  return `${WEEKDAYS[date.getDay()]}, ${MONTHS[date.getMonth()]} ${date.getDate()}`;
}

/**
 * '5 Sept 2026, 07:03 pm': en-IN { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit',
 * minute: '2-digit' }.
 */
export function formatDateTime(date: Date): string {
  const day = `${date.getDate()} ${MONTHS_EN_IN[date.getMonth()]} ${date.getFullYear()}`;
  return `${day}, ${twoDigits(hour12(date))}:${twoDigits(date.getMinutes())} ${isMorning(date) ? 'am' : 'pm'}`;
}
