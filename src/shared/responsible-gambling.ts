// What a player reads about a break from betting, on both sides. Plain data, no zod: the bet slip
// shows it on the first screen.
import { formatDateTime } from './format-date';
import { formatRupees } from './money';
import type { BettingBreakKind, LimitKind, LimitPeriod } from './statuses';

/** Why betting is refused during a break: the server's 409 and the bet slip say the same. */
export function bettingBreakMessage(kind: BettingBreakKind, until: Date | string): string {
  const when = `${formatDateTime(new Date(until))} IST`;
  return kind === 'TIME_OUT'
    ? `You are on a time-out until ${when}. Betting is paused until then; you can still sign in, read your history and withdraw.`
    : `You have excluded yourself from betting until ${when}. You can still sign in, read your history and withdraw.`;
}

const LIMIT_KIND_LABELS: Record<LimitKind, string> = { STAKE: 'stake', LOSS: 'loss' };
export const LIMIT_PERIOD_LABELS: Record<LimitPeriod, string> = {
  DAY: 'daily',
  WEEK: 'weekly',
  MONTH: 'monthly',
};
const PERIOD_NOW: Record<LimitPeriod, string> = { DAY: 'today', WEEK: 'this week', MONTH: 'this month' };

/**
 * Why a bet is refused by a betting limit (the one with the least left): the server's 409 LIMIT_REACHED.
 * Periods are calendar periods in India time (a day from midnight IST, a week from Monday).
 */
export function limitReachedMessage(
  kind: LimitKind,
  period: LimitPeriod,
  amountRupees: number,
  remainingRupees: number,
): string {
  const limit = `your ${LIMIT_PERIOD_LABELS[period]} ${LIMIT_KIND_LABELS[kind]} limit of ${formatRupees(amountRupees)}`;
  return remainingRupees <= 0
    ? `You have reached ${limit} ${PERIOD_NOW[period]}. It resets with the next ${period === 'DAY' ? 'day' : period === 'WEEK' ? 'week' : 'month'} (India time).`
    : `This bet is over ${limit}: you have ${formatRupees(remainingRupees)} left ${PERIOD_NOW[period]}.`;
}
