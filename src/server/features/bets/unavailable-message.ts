const UNAVAILABLE_MESSAGES: Record<string, string> = {
  SUSPENDED_WICKET: 'Cash out is paused after a wicket',
  SUSPENDED_BOUNDARY: 'Cash out is paused after a boundary',
  SUSPENDED_BY_OPERATOR: 'Cash out is paused: the market is suspended',
  MARKET_CLOSED: 'This market is closed: cash out is not available',
  MATCH_CLOSED: 'This match is no longer open: cash out is not available',
  NO_PRICE: 'Cash out is not offered on this market',
  NOTHING_LEFT: 'This bet has nothing left to cash out',
  FEED_STALE: 'The live score could not be confirmed in time, so nothing was cashed out. Try again.',
};

/** Why a bet cannot be cashed out now (its unavailableReason), as the API's error message says it. */
export function unavailableMessage(reason: string): string {
  return UNAVAILABLE_MESSAGES[reason] ?? 'Cash out is not available';
}
