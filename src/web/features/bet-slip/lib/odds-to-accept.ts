import type { OddsChangePreference } from '@shared/statuses';
import type { MarketOptionSnapshot } from '@/lib/live-odds';
import type { SlipEntry } from '../types';

/**
 * Whether a price that moved from the odds in the slip needs the player's "Accept new odds" before the
 * slip can be placed: the server's rule (place-bets.ts), so the slip offers Place Bets exactly when the
 * server would take the bet. ASK: any move; HIGHER: a lower price; ANY: none.
 */
export function moveNeedsAcceptance(asked: number, current: number, preference: OddsChangePreference) {
  if (current === asked || preference === 'ANY') return false;
  return preference === 'ASK' || current < asked;
}

/**
 * The newer odds the player must accept, if any: the live price if it moved so, else the price the
 * server reported (ODDS_CHANGED) if it did.
 */
export function oddsToAccept(
  entry: SlipEntry,
  live: MarketOptionSnapshot | undefined,
  preference: OddsChangePreference,
): number | undefined {
  if (live && live.odds !== null && moveNeedsAcceptance(entry.odds, live.odds, preference)) return live.odds;
  if (entry.changedOdds !== undefined && moveNeedsAcceptance(entry.odds, entry.changedOdds, preference))
    return entry.changedOdds;
  return undefined;
}
