import { describe, expect, it } from 'vitest';
import { cricketText } from './cricket-text';
import { sessionMarketName } from './session-market-name';

describe('sessionMarketName', () => {
  it.each([
    [{ kind: 'SESSION_RUNS', innings: 2, overs: 20, side: 'GT' }, 'GT 20 over runs', 'GT 20 ओवर रन'],
    [{ kind: 'OVER_RUNS', innings: 2, overs: 20, side: 'GT' }, 'Only over 20 runs GT', 'सिर्फ़ ओवर 20 के रन GT'],
    [
      { kind: 'SESSION_RUNS', innings: 1, overs: 6, side: null },
      '1st innings 6 over runs',
      'पहली पारी 6 ओवर रन',
    ],
    [
      { kind: 'OVER_RUNS', innings: 1, overs: 2, side: null },
      'Only over 2 runs 1st innings',
      'सिर्फ़ ओवर 2 के रन पहली पारी',
    ],
    [
      { kind: 'SESSION_RUNS', innings: 2, overs: 15, side: null },
      '2nd innings 15 over runs',
      'दूसरी पारी 15 ओवर रन',
    ],
  ] as const)('%o: %s, in Hindi %s', (identity, english, hindi) => {
    const name = sessionMarketName(identity);
    expect(name).toBe(english);
    expect(cricketText(name, 'en')).toBe(english);
    expect(cricketText(name, 'hi')).toBe(hindi);
  });

  it('names the innings total and the over alone differently, before and after the toss, in both languages', () => {
    for (const side of ['GT', null])
      for (const locale of ['en', 'hi'] as const) {
        const total = cricketText(
          sessionMarketName({ kind: 'SESSION_RUNS', innings: 1, overs: 20, side }),
          locale,
        );
        const over = cricketText(
          sessionMarketName({ kind: 'OVER_RUNS', innings: 1, overs: 20, side }),
          locale,
        );
        // The over alone says so ('Only', 'सिर्फ़'); the total never does.
        expect(over).toMatch(/^(Only|सिर्फ़) /);
        expect(total).not.toMatch(/Only|सिर्फ़/);
      }
  });
});
