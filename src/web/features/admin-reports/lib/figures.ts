import type { BetFigures } from '@shared/contracts/reports';

export type Figure = {
  key: keyof BetFigures;
  label: string;
  /** Rupees (else a count). */
  money: boolean;
  /** Its colour in the charts. */
  color: string;
};

/** The report's figures, in the order every card, table, chart and CSV file shows them. */
export const FIGURES: readonly Figure[] = [
  { key: 'turnover', label: 'Turnover', money: true, color: '#818cf8' },
  { key: 'payouts', label: 'Payouts', money: true, color: '#fbbf24' },
  { key: 'refunds', label: 'Refunds', money: true, color: '#38bdf8' },
  { key: 'cashOuts', label: 'Cash-outs', money: true, color: '#f472b6' },
  { key: 'ggr', label: 'GGR', money: true, color: '#34d399' },
  { key: 'bets', label: 'Bets', money: false, color: '#e7eaf6' },
  { key: 'activePlayers', label: 'Active players', money: false, color: '#e7eaf6' },
];

export const MONEY_FIGURES = FIGURES.filter((f) => f.money);
export const figure = (key: keyof BetFigures) => FIGURES.find((f) => f.key === key)!;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11-05' as '5 Nov'; with the year, '5 Nov 2026'. */
export function dayLabel(day: string, withYear = false): string {
  const [year, month, date] = day.split('-');
  return `${Number(date)} ${MONTHS[Number(month) - 1]}${withYear ? ` ${year}` : ''}`;
}

/** 'FIRST_INNINGS_RUNS' as 'First Innings Runs'. */
export const marketKindLabel = (kind: string) =>
  kind
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
