import { describe, expect, it } from 'vitest';
import type { LiveMarket, LiveMatch } from '@/lib/live-odds';
import { displayMarkets, isDefaultMarket } from './display-markets';

const team = (id: number, name: string) => ({
  id,
  name,
  shortName: name.slice(0, 3).toUpperCase(),
  logoPath: `/logos/${id}.svg`,
  primaryColor: '#000000',
  secondaryColor: '#ffffff',
  homeVenue: null,
  city: null,
});

const market = (id: number, name: string, isToss: boolean): LiveMarket => ({
  id,
  name,
  kind: isToss ? 'TOSS_WINNER' : 'MATCH_WINNER',
  isToss,
  status: 'OPEN',
  line: null,
  innings: null,
  overs: null,
  closedReason: null,
  betDelaySeconds: 0,
  options: [{ id: id * 10, name: 'A', odds: 1.5, layOdds: null }],
});

const match = (status: LiveMatch['status'], markets: LiveMarket[]) => ({
  status,
  markets,
  homeTeam: team(1, 'Mumbai Indians'),
  awayTeam: team(2, 'Chennai Super Kings'),
});

describe('displayMarkets', () => {
  const toss = market(1, 'Toss Winner', true);
  const winner = market(2, 'Match Winner', false);
  const sixes = market(3, 'Total Sixes', false);

  it('hides toss markets on live matches', () => {
    expect(displayMarkets(match('LIVE', [toss, winner, sixes])).map((m) => m.id)).toEqual([2, 3]);
  });

  it('keeps toss markets on live matches when they are the only ones', () => {
    expect(displayMarkets(match('LIVE', [toss])).map((m) => m.id)).toEqual([1]);
  });

  it('keeps toss markets on upcoming matches', () => {
    expect(displayMarkets(match('UPCOMING', [toss, winner])).map((m) => m.id)).toEqual([1, 2]);
  });

  it('gives a match without markets the default Match Winner market at 1.9 each', () => {
    const [only, ...rest] = displayMarkets(match('UPCOMING', []));
    expect(rest).toHaveLength(0);
    expect(only!.name).toBe('Match Winner');
    expect(isDefaultMarket(only!)).toBe(true);
    expect(only!.options).toEqual([
      { id: -1, name: 'Mumbai Indians', odds: 1.9, layOdds: null },
      { id: -2, name: 'Chennai Super Kings', odds: 1.9, layOdds: null },
    ]);
  });
});
