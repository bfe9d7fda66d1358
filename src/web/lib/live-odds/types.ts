import type { Match, MarketOption, Market } from '@shared/contracts/matches';

/** An option as cached: previousOdds and movedAt are set when a live 'odds' event moves its price. */
export type LiveOption = MarketOption & { previousOdds?: number; movedAt?: number };
export type LiveMarket = Omit<Market, 'options'> & { options: LiveOption[] };
/** A match as cached. marketsError: the server sent markets we could not read. */
export type LiveMatch = Omit<Match, 'markets'> & { markets: LiveMarket[]; marketsError?: boolean };
/** A cached list: the body of GET /api/matches?status=...[&limit=...]; total counts the whole list. */
export type MatchList = { matches: LiveMatch[]; total: number };
