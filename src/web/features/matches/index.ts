// The matches feature's public surface.
export { useMarketOption, findMarketOption, type MarketOptionSnapshot } from './api/use-market-option';
export { useMatches, fetchMatches, parseMatches } from './api/use-matches';
export { matchesKeys, type ListStatus } from './api/query-keys';
export type { LiveMatch, LiveMarket, LiveOption, MatchList } from './api/types';
export { MatchCard } from './components/match-card';
