import { describe, expect, it } from 'vitest';
import { publishedSeed, secretSeed } from './season-randomness';

const SECRET = 'a-secret-of-thirty-two-characters-or-more';

const draw = (random: () => number, n: number) => Array.from({ length: n }, random);

describe('season randomness', () => {
  it('a published seed replays the streams it always did', () => {
    expect(draw(publishedSeed(2025).stream(0, 'fixtures'), 3)).toEqual(
      draw(publishedSeed(2025).stream(0, 'fixtures'), 3),
    );
    expect(publishedSeed(2025).tag).toBe('2025');
  });

  it('a secret gives the same stream for the same parts, and independent ones otherwise', () => {
    const seed = secretSeed(SECRET);
    expect(draw(seed.stream(3, 7, 'match'), 5000)).toEqual(
      draw(secretSeed(SECRET).stream(3, 7, 'match'), 5000),
    );
    expect(draw(seed.stream(3, 7, 'match'), 8)).not.toEqual(draw(seed.stream(3, 8, 'match'), 8));
    expect(draw(seed.stream(3, 7, 'match'), 8)).not.toEqual(
      draw(secretSeed(`${SECRET}.`).stream(3, 7, 'match'), 8),
    );
  });

  it('draws uniform numbers in [0, 1)', () => {
    const values = draw(secretSeed(SECRET).stream('uniformity'), 100_000);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    const buckets = Array.from({ length: 10 }, () => 0);
    for (const v of values) buckets[Math.floor(v * 10)]!++;
    // 10,000 expected per tenth; a fair draw stays within 5 standard deviations (about 475).
    for (const bucket of buckets) expect(Math.abs(bucket - 10_000)).toBeLessThan(475);
  });

  it('refuses a short secret and a seed outside 32 bits', () => {
    expect(() => secretSeed('short')).toThrow(RangeError);
    expect(() => publishedSeed(2 ** 32)).toThrow(RangeError);
  });
});
