// Pure reducers from a live event to the next cached match list. Kept free of React and
// TanStack so they are easy to test; the listener applies them with setQueryData.
import type { LiveEventPayloads } from '@shared/contracts/live';
import type { Market, Match } from '@shared/contracts/matches';
import { MARKET_STATUSES } from '@shared/statuses';
import type { LiveMatch, MatchList } from '@/lib/live-odds';

function mapMatch(list: MatchList | undefined, matchId: number, update: (m: LiveMatch) => LiveMatch) {
  if (!list) return list;
  let changed = false;
  const matches = list.matches.map((m) => {
    if (m.id !== matchId) return m;
    const next = update(m);
    if (next !== m) changed = true;
    return next;
  });
  return changed ? { ...list, matches } : list;
}

/**
 * 'match': new score, status and innings text. Returns the list unchanged (same object)
 * when the match is not in it, so TanStack does not re-render for nothing.
 */
export function applyMatchEvent(list: MatchList | undefined, event: LiveEventPayloads['match']) {
  return mapMatch(list, event.matchId, (m) => ({
    ...m,
    status: (event.status as Match['status']) ?? m.status,
    inningsStatus: event.inningsStatus,
    currentOver: event.currentOver,
    homeScore: event.homeScore,
    awayScore: event.awayScore,
    tossWinner: event.tossWinner,
    winner: event.winner,
    resultText: event.resultText,
  }));
}

/** True when a 'match' event moves the match to another status than the cached one (lists must refetch). */
export function statusChanged(lists: (MatchList | undefined)[], event: LiveEventPayloads['match']) {
  for (const list of lists) {
    const match = list?.matches.find((m) => m.id === event.matchId);
    if (match) return match.status !== event.status;
  }
  // Not cached anywhere: a match we have not seen (e.g. newly live) -- refetch to pick it up.
  return event.status === 'LIVE';
}

/**
 * 'odds': new prices; the old back price is kept as previousOdds with the time it moved. A lay price
 * that moved alone is taken without a move of the back price.
 */
export function applyOddsEvent(
  list: MatchList | undefined,
  event: LiveEventPayloads['odds'],
  now: number = Date.now(),
) {
  return mapMatch(list, event.matchId, (m) => ({
    ...m,
    markets: m.markets.map((market) => {
      if (market.id !== event.marketId) return market;
      return {
        ...market,
        options: market.options.map((option) => {
          const update = event.options.find((o) => o.id === option.id);
          if (!update) return option;
          const { layOdds } = update;
          if (update.odds === option.odds)
            return layOdds === option.layOdds ? option : { ...option, layOdds };
          return { ...option, odds: update.odds, layOdds, previousOdds: option.odds, movedAt: now };
        }),
      };
    }),
  }));
}

/**
 * 'market': a market opened, was suspended, settled or voided, or a session closed. Settled and void
 * markets, and session lines that moved, leave the list (the server lists only OPEN and SUSPENDED ones,
 * and one line per session).
 */
export function applyMarketEvent(list: MatchList | undefined, event: LiveEventPayloads['market']) {
  if (!MARKET_STATUSES.includes(event.status as Market['status'])) return list;
  const status = event.status as Market['status'];
  const leaves = status === 'SETTLED' || status === 'VOID' || event.closedReason === 'LINE_MOVED';
  return mapMatch(list, event.matchId, (m) => {
    if (!m.markets.some((market) => market.id === event.marketId)) return m;
    const markets = leaves
      ? m.markets.filter((market) => market.id !== event.marketId)
      : m.markets.map((market) =>
          market.id === event.marketId
            ? {
                ...market,
                status,
                closedReason: event.closedReason === undefined ? market.closedReason : event.closedReason,
              }
            : market,
        );
    return { ...m, markets };
  });
}

/** True when a 'market' event names a market we do not have cached (a new market: refetch). */
export function marketUnknown(lists: (MatchList | undefined)[], event: LiveEventPayloads['market']) {
  if (event.status !== 'OPEN') return false;
  for (const list of lists) {
    const match = list?.matches.find((m) => m.id === event.matchId);
    if (match) return !match.markets.some((market) => market.id === event.marketId);
  }
  return false;
}
