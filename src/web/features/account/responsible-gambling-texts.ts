import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { formatDateTime } from '@shared/format-date';
import { formatRupees } from '@shared/money';
import type { BettingBreakKind, LimitKind, LimitPeriod } from '@shared/statuses';

// What the account page says about breaks and limits, in the active language. Functions, not strings
// made at load: they run when a component renders them, so they follow the language switch. The server's English
// (@shared/responsible-gambling) stays for its API answers.

const BREAK_PERIODS: Record<string, MessageDescriptor> = {
  '24h': msg`24 hours`,
  '7d': msg`7 days`,
  '30d': msg`30 days`,
  '6w': msg`6 weeks`,
  '6m': msg`6 months`,
  '1y': msg`1 year`,
  '2y': msg`2 years`,
  '5y': msg`5 years`,
};

/** A break's length: '24 hours', '6 months'. */
export function breakPeriodName(period: string): string {
  const name = BREAK_PERIODS[period];
  return name ? i18n._(name) : period;
}

/** The break in force, until when, and what still works during it. */
export function bettingBreakText(kind: BettingBreakKind, until: Date | string): string {
  const when = formatDateTime(new Date(until));
  return kind === 'TIME_OUT'
    ? t`You are on a time-out until ${when} IST. Betting is paused until then; you can still sign in, read your history and withdraw.`
    : t`You have excluded yourself from betting until ${when} IST. You can still sign in, read your history and withdraw.`;
}

/** One limit's name: 'Daily stake limit'. */
export function limitName(kind: LimitKind, period: LimitPeriod): string {
  if (kind === 'STAKE')
    return period === 'DAY'
      ? t`Daily stake limit`
      : period === 'WEEK'
        ? t`Weekly stake limit`
        : t`Monthly stake limit`;
  return period === 'DAY'
    ? t`Daily loss limit`
    : period === 'WEEK'
      ? t`Weekly loss limit`
      : t`Monthly loss limit`;
}

/**
 * A limit in force with what is left of it, '₹5,000 · ₹3,000 left today', or, once nothing is left
 * (perhaps because it was set below what was already used), what was used: 'Reached: ₹6,500 staked of
 * ₹5,000 today'.
 */
export function limitLeftText(
  kind: LimitKind,
  period: LimitPeriod,
  { amount, used, remaining }: { amount: number; used: number; remaining: number },
): string {
  const limit = formatRupees(amount);
  if (remaining <= 0) return limitReachedText(kind, period, limit, formatRupees(used));
  const left = formatRupees(remaining);
  return period === 'DAY'
    ? t`${limit} · ${left} left today`
    : period === 'WEEK'
      ? t`${limit} · ${left} left this week`
      : t`${limit} · ${left} left this month`;
}

function limitReachedText(kind: LimitKind, period: LimitPeriod, limit: string, used: string): string {
  if (kind === 'STAKE')
    return period === 'DAY'
      ? t`Reached: ${used} staked of ${limit} today`
      : period === 'WEEK'
        ? t`Reached: ${used} staked of ${limit} this week`
        : t`Reached: ${used} staked of ${limit} this month`;
  return period === 'DAY'
    ? t`Reached: ${used} lost of ${limit} today`
    : period === 'WEEK'
      ? t`Reached: ${used} lost of ${limit} this week`
      : t`Reached: ${used} lost of ${limit} this month`;
}
