import { afterEach, describe, expect, it, vi } from 'vitest';
import { testMatch } from '@/test/fixtures';
import { checkMatches, parseMatches } from './parse-matches';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('parseMatches', () => {
  it('skips matches lacking an id or teams and flags unreadable markets', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { id: _id, ...noId } = testMatch({ id: 1 });
    const { homeTeam: _team, ...noTeam } = testMatch({ id: 2 });
    const badMarkets = { ...testMatch({ id: 3 }), markets: [{ nonsense: true }] };
    const parsed = await parseMatches({ matches: [noId, noTeam, testMatch({ id: 4 }), badMarkets] });
    expect(parsed.matches.map((m) => m.id)).toEqual([4, 3]);
    expect(parsed.matches[1]).toMatchObject({ markets: [], marketsError: true });
  });

  it('keeps a whole season across its slices, in order', async () => {
    const season = Array.from({ length: 60 }, (_, i) => testMatch({ id: 10 + i }));
    const parsed = await parseMatches({ matches: season });
    expect(parsed.matches.map((m) => m.id)).toEqual(season.map((m) => m.id));
  });

  it('rejects a body that is not a list', async () => {
    await expect(parseMatches({ nope: true })).rejects.toThrow();
  });
});

describe('checkMatches', () => {
  it('passes a list whose every match holds to the contract, and throws at one that does not', async () => {
    const season = Array.from({ length: 60 }, (_, i) => testMatch({ id: 10 + i }));
    await expect(checkMatches({ matches: season })).resolves.toBeUndefined();
    const badMarkets = { ...testMatch({ id: 3 }), markets: [{ nonsense: true }] };
    await expect(checkMatches({ matches: [...season, badMarkets] })).rejects.toThrow();
    await expect(checkMatches({ nope: true })).rejects.toThrow();
  });
});
