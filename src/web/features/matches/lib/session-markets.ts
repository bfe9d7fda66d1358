import { t } from '@lingui/core/macro';
import type { LiveMarket } from '@/lib/live-odds';

/** A session market: runs by the end of an over (SESSION_RUNS) or in one over (OVER_RUNS). */
export function isSession(market: Pick<LiveMarket, 'innings'>): boolean {
  return market.innings !== null;
}

/**
 * How Indian players read a session: what is counted, then its line ('6 Over Runs · 52.5'), in the
 * page's language (read at render).
 */
export function sessionTitle(market: Pick<LiveMarket, 'kind' | 'overs' | 'line'>): string {
  const overs = String(market.overs);
  const counted = market.kind === 'OVER_RUNS' ? t`Over ${overs} Runs` : t`${overs} Over Runs`;
  return `${counted} · ${market.line}`;
}

/** Sessions by innings, in the server's order (by over; an over's runs before the session ending with it). */
export function sessionsByInnings(markets: LiveMarket[]): { innings: number; markets: LiveMarket[] }[] {
  const groups: { innings: number; markets: LiveMarket[] }[] = [];
  for (const market of markets.filter(isSession)) {
    const group = groups.find((g) => g.innings === market.innings);
    if (group) group.markets.push(market);
    else groups.push({ innings: market.innings!, markets: [market] });
  }
  return groups.sort((a, b) => a.innings - b.innings);
}
