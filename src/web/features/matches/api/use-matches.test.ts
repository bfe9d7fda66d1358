import { afterEach, describe, expect, it, vi } from 'vitest';
import { testMatch } from '@/test/fixtures';
import { parseMatches, parseMatchesInSlices } from './use-matches';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('parseMatches', () => {
  it('skips matches lacking an id or teams and flags unreadable markets', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { id: _id, ...noId } = testMatch({ id: 1 });
    const { homeTeam: _team, ...noTeam } = testMatch({ id: 2 });
    const badMarkets = { ...testMatch({ id: 3 }), markets: [{ nonsense: true }] };
    const parsed = parseMatches({ matches: [noId, noTeam, testMatch({ id: 4 }), badMarkets] });
    expect(parsed.matches.map((m) => m.id)).toEqual([4, 3]);
    expect(parsed.matches[1]).toMatchObject({ markets: [], marketsError: true });
  });
});

describe('parseMatchesInSlices', () => {
  it('gives what parseMatches gives, unreadable matches and markets included', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { id: _id, ...noId } = testMatch({ id: 1 });
    const badMarkets = { ...testMatch({ id: 3 }), markets: [{ nonsense: true }] };
    const season = Array.from({ length: 60 }, (_, i) => testMatch({ id: 10 + i }));
    const body = { matches: [noId, ...season, badMarkets] };
    expect(await parseMatchesInSlices(body)).toEqual(parseMatches(body));
  });

  it('rejects a body that is not a list, as parseMatches throws', async () => {
    await expect(parseMatchesInSlices({ nope: true })).rejects.toThrow();
  });
});
