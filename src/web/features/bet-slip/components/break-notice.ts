import { t } from '@lingui/core/macro';
import type { BettingBreak } from '@shared/contracts/me';
import { formatDateTime } from '@shared/format-date';

/**
 * Why the slip cannot be placed during a break, in the page's language (read at render); in English
 * word for word what the server refuses a bet with (bettingBreakMessage in @shared/responsible-gambling).
 */
export function bettingBreakNotice({ kind, until }: BettingBreak): string {
  const when = `${formatDateTime(new Date(until))} IST`;
  return kind === 'TIME_OUT'
    ? t`You are on a time-out until ${when}. Betting is paused until then; you can still sign in, read your history and withdraw.`
    : t`You have excluded yourself from betting until ${when}. You can still sign in, read your history and withdraw.`;
}
