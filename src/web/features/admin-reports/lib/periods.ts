import { MAX_REPORT_DAYS } from '@shared/contracts/reports';

// The report's periods, in India days (the server counts days in Asia/Kolkata). India keeps one
// offset all year (+05:30, no daylight saving), so a day's start is its date at 00:00+05:30.

export type PeriodChoice = 'today' | '7d' | '30d' | 'custom';

/** A period as chosen: India dates, both included. */
export type Period = { choice: PeriodChoice; firstDay: string; lastDay: string };

export const PERIOD_LABELS: Record<PeriodChoice, string> = {
  today: 'Today',
  '7d': '7 days',
  '30d': '30 days',
  custom: 'Custom',
};

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The India date ('2026-11-25') at an instant. */
const indiaDate = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const isDate = (day: string | null): day is string =>
  day !== null && DATE.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && addDays(day, 0) === day;

/** Days from firstDay to lastDay, both included. */
const daysIn = (firstDay: string, lastDay: string) =>
  Math.round((Date.parse(`${lastDay}T00:00:00Z`) - Date.parse(`${firstDay}T00:00:00Z`)) / DAY_MS) + 1;

/** Today, or the last 7 or 30 India days up to and including today. */
export function presetPeriod(choice: Exclude<PeriodChoice, 'custom'>, now: Date): Period {
  const today = indiaDate(now);
  const length = { today: 1, '7d': 7, '30d': 30 }[choice];
  return { choice, firstDay: addDays(today, 1 - length), lastDay: today };
}

/** Why a custom period cannot be reported, or null when it can. */
export function customPeriodProblem(firstDay: string, lastDay: string): string | null {
  if (!isDate(firstDay) || !isDate(lastDay)) return 'Choose a start and an end date';
  if (lastDay < firstDay) return 'The end date must not be before the start date';
  if (daysIn(firstDay, lastDay) > MAX_REPORT_DAYS) return `A period can be at most ${MAX_REPORT_DAYS} days`;
  return null;
}

/**
 * The period in the page's address (?period=7d, or ?period=custom&from=2026-11-01&to=2026-11-20);
 * 7 days when it names none, or a custom one that cannot be reported.
 */
export function periodFromSearch(search: URLSearchParams, now: Date): Period {
  const choice = search.get('period');
  if (choice === 'today' || choice === '7d' || choice === '30d') return presetPeriod(choice, now);
  const from = search.get('from');
  const to = search.get('to');
  if (choice === 'custom' && isDate(from) && isDate(to) && customPeriodProblem(from, to) === null)
    return { choice, firstDay: from, lastDay: to };
  return presetPeriod('7d', now);
}

/** The API's window for a period: [first day's midnight, the day after the last's midnight) in India. */
export const periodWindow = ({ firstDay, lastDay }: Period) => ({
  from: `${firstDay}T00:00:00+05:30`,
  to: `${addDays(lastDay, 1)}T00:00:00+05:30`,
});
