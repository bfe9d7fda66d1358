import { DEFAULT_MARKET_NAME, DEFAULT_MARKET_ODDS } from '@shared/constants';
import type { LiveMarket, LiveMatch } from '@/lib/live-odds';

/** Ids of the stand-in market are negative: it does not exist on the server and takes no bets. */
const DEFAULT_MARKET_ID = -1;

export function isDefaultMarket(market: Pick<LiveMarket, 'id'>) {
  return market.id < 0;
}

/** The spec's stand-in for a match without markets: 'Match Winner', both teams at 1.9. */
export function defaultMarket(match: Pick<LiveMatch, 'homeTeam' | 'awayTeam'>): LiveMarket {
  return {
    id: DEFAULT_MARKET_ID,
    name: DEFAULT_MARKET_NAME,
    kind: 'MATCH_WINNER',
    isToss: false,
    status: 'OPEN',
    line: null,
    innings: null,
    overs: null,
    closedReason: null,
    betDelaySeconds: 0,
    options: [
      { id: -1, name: match.homeTeam.name, odds: DEFAULT_MARKET_ODDS, layOdds: null },
      { id: -2, name: match.awayTeam.name, odds: DEFAULT_MARKET_ODDS, layOdds: null },
    ],
  };
}

/**
 * The markets a card shows as tabs. Live matches hide toss markets unless only toss markets
 * exist; a match with no markets at all gets the default market.
 */
export function displayMarkets(match: Pick<LiveMatch, 'status' | 'markets' | 'homeTeam' | 'awayTeam'>) {
  const { markets } = match;
  if (markets.length === 0) return [defaultMarket(match)];
  if (match.status !== 'LIVE') return markets;
  const nonToss = markets.filter((m) => !m.isToss);
  return nonToss.length > 0 ? nonToss : markets;
}
