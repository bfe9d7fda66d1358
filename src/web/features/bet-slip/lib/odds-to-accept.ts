import type { BetSide } from '@shared/contracts/bets';
import type { OddsChangePreference } from '@shared/statuses';
import type { MarketOptionSnapshot } from '@/lib/live-odds';
import type { SlipEntry } from '../types';

/** Whether `current` is a worse price than `asked` on the side: a lower one to back, a higher one to lay. */
const isWorsePrice = (side: BetSide, asked: number, current: number) =>
  side === 'LAY' ? current > asked : current < asked;

/**
 * Whether a price that moved from the odds in the slip needs the player's "Accept new odds" before the
 * slip can be placed: the server's rule (place-bets.ts), so the slip offers Place Bets exactly when the
 * server would take the bet. ASK: any move; HIGHER: a worse price (a lower one to back, a higher one to
 * lay); ANY: none, except that an in-play lay (held through its delay, ADR 0048) is placed at the
 * price sent or a lower one, never a higher one.
 */
export function moveNeedsAcceptance(
  asked: number,
  current: number,
  preference: OddsChangePreference,
  side: BetSide = 'BACK',
  inPlay = false,
) {
  if (current === asked) return false;
  if (side === 'LAY' && inPlay && current > asked) return true;
  if (preference === 'ANY') return false;
  return preference === 'ASK' || isWorsePrice(side, asked, current);
}

/**
 * The newer odds the player must accept, if any: the live price on the entry's side if it moved so,
 * else the price the server reported (ODDS_CHANGED) if it did.
 */
export function oddsToAccept(
  entry: SlipEntry,
  live: MarketOptionSnapshot | undefined,
  preference: OddsChangePreference,
): number | undefined {
  const inPlay = (live?.betDelaySeconds ?? 0) > 0;
  const needs = (current: number) => moveNeedsAcceptance(entry.odds, current, preference, entry.side, inPlay);
  if (live && live.odds !== null && needs(live.odds)) return live.odds;
  if (entry.changedOdds !== undefined && needs(entry.changedOdds)) return entry.changedOdds;
  return undefined;
}
