// What a player reads about a break from betting, on both sides. Plain data, no zod: the bet slip
// shows it on the first screen.
import type { BettingBreakKind } from './statuses';

export const PERIOD_LABELS: Record<string, string> = {
  '24h': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
  '6w': '6 weeks',
  '6m': '6 months',
  '1y': '1 year',
  '2y': '2 years',
  '5y': '5 years',
};

const untilFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** Why betting is refused during a break: the server's 409 and the bet slip say the same. */
export function bettingBreakMessage(kind: BettingBreakKind, until: Date | string): string {
  const when = `${untilFormat.format(new Date(until))} IST`;
  return kind === 'TIME_OUT'
    ? `You are on a time-out until ${when}. Betting is paused until then; you can still sign in, read your history and withdraw.`
    : `You have excluded yourself from betting until ${when}. You can still sign in, read your history and withdraw.`;
}
