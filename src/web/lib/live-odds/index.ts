// The match lists as the browser caches them, shared by the pages that show them (matches), the slip
// that prices from them (bet-slip) and the stream that keeps them fresh (live-updates).
export { cachedMatchLists, matchesKeys, type ListStatus } from './query-keys';
export type { LiveMatch, LiveMarket, LiveOption, MatchList } from './types';
export { useLiveOptions, type MarketOptionSnapshot, type OptionRef } from './use-live-options';
