import type { LiveMarket } from '@/lib/live-odds';

/** A session market: runs by the end of an over (SESSION_RUNS) or in one over (OVER_RUNS). */
export function isSession(market: Pick<LiveMarket, 'innings'>): boolean {
  return market.innings !== null;
}

/**
 * How Indian players read a session: its name, which says the batting side and what is counted
 * (@shared/session-market-name: 'GT 20 over runs', 'Only over 20 runs GT'), then its line, in the
 * page's language (`cricketText` of useCricketText).
 */
export function sessionTitle(
  market: Pick<LiveMarket, 'name' | 'line'>,
  cricketText: (text: string) => string,
): string {
  return `${cricketText(market.name)} · ${market.line}`;
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
