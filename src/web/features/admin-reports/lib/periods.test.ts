import { describe, expect, it } from 'vitest';
import { customPeriodProblem, periodFromSearch, periodWindow, presetPeriod } from './periods';

// 20:00 UTC on 24 November is 01:30 on 25 November in India.
const LATE_EVENING_UTC = new Date('2026-11-24T20:00:00Z');

describe('report periods', () => {
  it('counts today and the last 7 and 30 days in India days', () => {
    expect(presetPeriod('today', LATE_EVENING_UTC)).toEqual({
      choice: 'today',
      firstDay: '2026-11-25',
      lastDay: '2026-11-25',
    });
    expect(presetPeriod('7d', LATE_EVENING_UTC)).toMatchObject({
      firstDay: '2026-11-19',
      lastDay: '2026-11-25',
    });
    expect(presetPeriod('30d', LATE_EVENING_UTC)).toMatchObject({
      firstDay: '2026-10-27',
      lastDay: '2026-11-25',
    });
  });

  it('asks the API for India midnight to the midnight after the last day', () => {
    expect(periodWindow(presetPeriod('today', LATE_EVENING_UTC))).toEqual({
      from: '2026-11-25T00:00:00+05:30',
      to: '2026-11-26T00:00:00+05:30',
    });
    expect(periodWindow({ choice: 'custom', firstDay: '2024-02-28', lastDay: '2024-02-29' })).toEqual({
      from: '2024-02-28T00:00:00+05:30',
      to: '2024-03-01T00:00:00+05:30',
    });
  });

  it('checks a custom period: real dates, in order, at most 366 days', () => {
    expect(customPeriodProblem('2026-11-01', '2026-11-20')).toBeNull();
    expect(customPeriodProblem('2026-11-01', '2026-11-01')).toBeNull();
    expect(customPeriodProblem('', '2026-11-20')).toBe('Choose a start and an end date');
    expect(customPeriodProblem('2026-02-30', '2026-03-02')).toBe('Choose a start and an end date');
    expect(customPeriodProblem('2026-11-20', '2026-11-01')).toBe(
      'The end date must not be before the start date',
    );
    expect(customPeriodProblem('2025-11-24', '2026-11-25')).toBe('A period can be at most 366 days');
    expect(customPeriodProblem('2025-11-25', '2026-11-25')).toBeNull();
  });

  it('reads the period from the address, 7 days when it names none that can be reported', () => {
    const read = (query: string) => periodFromSearch(new URLSearchParams(query), LATE_EVENING_UTC);
    expect(read('period=30d')).toMatchObject({ choice: '30d', firstDay: '2026-10-27' });
    expect(read('period=custom&from=2026-11-01&to=2026-11-03')).toEqual({
      choice: 'custom',
      firstDay: '2026-11-01',
      lastDay: '2026-11-03',
    });
    expect(read('')).toMatchObject({ choice: '7d', firstDay: '2026-11-19' });
    expect(read('period=custom&from=2026-11-03&to=2026-11-01')).toMatchObject({ choice: '7d' });
    expect(read('period=forever')).toMatchObject({ choice: '7d' });
  });
});
