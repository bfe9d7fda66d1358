import { describe, expect, it } from 'vitest';
import { formatClockTime, formatDateTime, formatWeekdayDate } from './format-date';

describe('dates written without Intl', () => {
  const clockTime = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true });
  const weekdayDate = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'short', day: 'numeric' });
  const dateTime = new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  // Every month, weekday, hour (midnight and noon included) and minute, across two years.
  const dates: Date[] = [];
  for (let day = 0; day < 2 * 366; day += 1)
    dates.push(new Date(2026, 0, 1 + day, day % 24, (day * 7) % 60), new Date(2027, 0, 1 + day, 12, 0));
  for (let minute = 0; minute < 24 * 60; minute += 1) dates.push(new Date(2026, 8, 5, 0, minute));

  it('writes what Intl writes, for every date', () => {
    for (const date of dates) {
      expect(formatClockTime(date)).toBe(clockTime.format(date));
      expect(formatWeekdayDate(date)).toBe(weekdayDate.format(date));
      expect(formatDateTime(date)).toBe(dateTime.format(date));
    }
  });

  it('writes the examples its comments give', () => {
    expect(formatClockTime(new Date(2026, 10, 25, 19, 30))).toBe('7:30 PM');
    expect(formatWeekdayDate(new Date(2026, 10, 25, 19, 30))).toBe('Wednesday, Nov 25');
    expect(formatDateTime(new Date(2026, 8, 5, 19, 3))).toBe('5 Sept 2026, 07:03 pm');
  });
});
