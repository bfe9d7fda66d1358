// The one name of a session market, as the server stores it in markets.name (English; its Hindi comes
// through @shared/cricket-text). Indian fancy panels name a session by its batting side and its scope:
// the innings' total after an over ('GT 20 over runs') and the runs of that over alone ('Only over 20
// runs GT'), so the two never read alike. Before the toss the batting side is not known: the innings
// stands in for it ('1st innings 20 over runs'), and the live sync renames the stored markets once the
// toss makes the side known (sync/market-prices.ts).
import type { SESSION_MARKET_KINDS } from './statuses';

const INNINGS_NAME = { 1: '1st innings', 2: '2nd innings' } as const;

export interface SessionMarketIdentity {
  kind: (typeof SESSION_MARKET_KINDS)[number];
  innings: 1 | 2;
  /** SESSION_RUNS: the over at whose end the innings' runs count; OVER_RUNS: the over whose runs count. */
  overs: number;
  /** The batting side's short name ('GT') once the toss makes it known; null before. */
  side: string | null;
}

/** 'GT 20 over runs', 'Only over 20 runs GT'; before the toss '1st innings 20 over runs', 'Only over 7 runs 1st innings'. */
export function sessionMarketName({ kind, innings, overs, side }: SessionMarketIdentity): string {
  const batting = side ?? INNINGS_NAME[innings];
  return kind === 'SESSION_RUNS' ? `${batting} ${overs} over runs` : `Only over ${overs} runs ${batting}`;
}
