import { describe, expect, it } from 'vitest';
import {
  formatClockTime,
  formatDateTime,
  formatMonthYear,
  formatShortDateTime,
  formatWeekdayDate,
  indiaDayKey,
  indiaDaysBetween,
} from './format-date';

describe('dates in India time, without Intl', () => {
  const india = { timeZone: 'Asia/Kolkata' } as const;
  const clockTime = new Intl.DateTimeFormat('en-US', {
    ...india,
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });
  const weekdayDate = new Intl.DateTimeFormat('en-US', {
    ...india,
    weekday: 'long',
    month: 'short',
    day: 'numeric',
  });
  // Every month, weekday, hour (midnight and noon included) and minute, across two years.
  const dates: Date[] = [];
  for (let day = 0; day < 2 * 366; day += 1)
    dates.push(
      new Date(Date.UTC(2026, 0, 1 + day, day % 24, (day * 7) % 60)),
      new Date(Date.UTC(2027, 0, 1 + day, 6, 30)),
    );
  for (let minute = 0; minute < 24 * 60; minute += 1) dates.push(new Date(Date.UTC(2026, 8, 5, 0, minute)));

  it('writes what Intl writes in Asia/Kolkata, whatever the device zone', () => {
    for (const date of dates) {
      expect(formatClockTime(date)).toBe(clockTime.format(date));
      expect(formatWeekdayDate(date)).toBe(weekdayDate.format(date));
    }
  });

  it('writes one event the same way everywhere: IST, AM/PM in capitals', () => {
    const event = new Date('2026-11-25T17:56:00Z'); // 11:26 PM in India
    expect(formatClockTime(event)).toBe('11:26 PM');
    expect(formatShortDateTime(event)).toBe('25 Nov, 11:26 PM');
    expect(formatDateTime(event)).toBe('25 Nov 2026, 11:26 PM');
    expect(formatWeekdayDate(event)).toBe('Wednesday, Nov 25');
    expect(formatDateTime(new Date('2026-09-05T13:33:00Z'))).toBe('5 Sep 2026, 7:03 PM');
  });

  it('writes in Hindi what Intl writes for hi-IN: the day first, names in full, the part of the day', () => {
    const hindiWeekdayDate = new Intl.DateTimeFormat('hi-IN', {
      ...india,
      weekday: 'long',
      month: 'long',
      day: 'numeric',
    });
    const hindiDayMonth = new Intl.DateTimeFormat('hi-IN', { ...india, day: 'numeric', month: 'long' });
    const hindiYear = new Intl.DateTimeFormat('en-US', { ...india, year: 'numeric' });
    // The time told by its part of the day, with CLDR's Hindi day periods ('शाम 7:30').
    const hindiClock = new Intl.DateTimeFormat('hi-IN', {
      ...india,
      hour: 'numeric',
      minute: '2-digit',
      dayPeriod: 'short',
    });
    for (const date of dates) {
      expect(formatWeekdayDate(date, 'hi')).toBe(hindiWeekdayDate.format(date));
      expect(formatClockTime(date, 'hi')).toBe(hindiClock.format(date));
      expect(formatShortDateTime(date, 'hi')).toBe(
        `${hindiDayMonth.format(date)}, ${hindiClock.format(date)}`,
      );
      expect(formatDateTime(date, 'hi')).toBe(
        `${hindiDayMonth.format(date)} ${hindiYear.format(date)}, ${hindiClock.format(date)}`,
      );
    }
  });

  it('writes one event in Hindi as Hindi cricket sites do', () => {
    const event = new Date('2026-11-25T14:00:00Z'); // 7:30 PM in India
    expect(formatClockTime(event, 'hi')).toBe('शाम 7:30');
    expect(formatShortDateTime(event, 'hi')).toBe('25 नवंबर, शाम 7:30');
    expect(formatDateTime(event, 'hi')).toBe('25 नवंबर 2026, शाम 7:30');
    const at = (utc: string) => formatClockTime(new Date(`2026-11-25T${utc}Z`), 'hi');
    expect([
      at('21:00:00'),
      at('22:29:00'),
      at('22:30:00'),
      at('03:35:00'),
      at('06:30:00'),
      at('10:30:00'),
    ]).toEqual(['रात 2:30', 'रात 3:59', 'सुबह 4:00', 'सुबह 9:05', 'दोपहर 12:00', 'शाम 4:00']);
    expect(formatWeekdayDate(event, 'hi')).toBe('बुधवार, 25 नवंबर');
    expect(formatDateTime(new Date('2026-02-05T13:33:00Z'), 'hi')).toBe('5 फ़रवरी 2026, शाम 7:03');
  });

  it('writes a month of a year as Intl does in both languages (My Account’s "Member since")', () => {
    const monthYear = (locale: string) =>
      new Intl.DateTimeFormat(locale, { ...india, month: 'long', year: 'numeric' });
    for (const date of dates) {
      expect(formatMonthYear(date)).toBe(monthYear('en-IN').format(date));
      expect(formatMonthYear(date, 'hi')).toBe(monthYear('hi-IN').format(date));
    }
    // 31 December 20:00 UTC is already January in India.
    expect(formatMonthYear(new Date('2026-12-31T20:00:00Z'))).toBe('January 2027');
  });

  it('writes English when no language is given (the server’s notifications)', () => {
    const event = new Date('2026-11-25T14:00:00Z');
    expect(formatShortDateTime(event)).toBe(formatShortDateTime(event, 'en'));
    expect(formatWeekdayDate(event, 'en')).toBe('Wednesday, Nov 25');
  });

  it('counts India calendar days (19:00 UTC is already the next day in India)', () => {
    const evening = new Date('2026-11-25T19:00:00Z');
    expect(indiaDayKey(evening)).toBe('2026-11-26');
    expect(indiaDaysBetween(new Date('2026-11-25T10:00:00Z'), evening)).toBe(1);
    expect(indiaDaysBetween(evening, new Date('2026-11-26T18:29:00Z'))).toBe(0);
  });
});
