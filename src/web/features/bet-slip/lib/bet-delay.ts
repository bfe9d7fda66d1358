import type { MarketOptionSnapshot } from '@/lib/live-odds';
import type { SlipEntry, SlipPlacing } from '../types';

/**
 * How long the slip waits in play once sent: the longest delay of its selections' markets, as the match
 * lists have them now (0 when none is in play, or none is listed: then the slip shows no countdown).
 */
export function slipDelaySeconds(entries: SlipEntry[], live: Map<string, MarketOptionSnapshot>): number {
  return Math.max(0, ...entries.map((entry) => live.get(entry.id)?.betDelaySeconds ?? 0));
}

/**
 * Where a sent slip's delay stands at `now`: the whole seconds left, counted down from its delay and
 * never below 0 (at 0 the server is still checking the latest ball), and the share of it still to run.
 */
export function delayCountdown({ sentAt, delaySeconds }: SlipPlacing, now: number) {
  const total = delaySeconds * 1000;
  const left = Math.min(total, Math.max(0, sentAt + total - now));
  return { secondsLeft: Math.ceil(left / 1000), shareLeft: total > 0 ? left / total : 0 };
}
