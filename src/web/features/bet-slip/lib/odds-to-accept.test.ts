import { describe, expect, it } from 'vitest';
import { testSlipEntry } from '@/test/fixtures';
import { moveNeedsAcceptance, oddsToAccept } from './odds-to-accept';

const entry = (over: { odds?: number; changedOdds?: number } = {}) => ({
  ...testSlipEntry({ odds: over.odds ?? 1.9 }),
  id: '1-10-100',
  changedOdds: over.changedOdds,
});
const open = (odds: number) => ({ odds, marketStatus: 'OPEN' as const, betDelaySeconds: 0 });

describe('moveNeedsAcceptance', () => {
  it('asks for every move with ASK, a lower price with HIGHER, none with ANY', () => {
    const cases: [number, 'ASK' | 'HIGHER' | 'ANY', boolean][] = [
      [1.92, 'ASK', true],
      [1.88, 'ASK', true],
      [1.9, 'ASK', false],
      [1.92, 'HIGHER', false],
      [1.88, 'HIGHER', true],
      [1.9, 'HIGHER', false],
      [1.92, 'ANY', false],
      [1.01, 'ANY', false],
    ];
    for (const [current, preference, asks] of cases)
      expect(moveNeedsAcceptance(1.9, current, preference), `${current} ${preference}`).toBe(asks);
  });
});

describe('oddsToAccept', () => {
  it('offers a live price the preference does not take, else the price the server reported', () => {
    expect(oddsToAccept(entry(), open(2.05), 'ASK')).toBe(2.05);
    expect(oddsToAccept(entry(), open(2.05), 'HIGHER')).toBeUndefined();
    expect(oddsToAccept(entry(), open(1.75), 'HIGHER')).toBe(1.75);
    expect(oddsToAccept(entry(), open(1.75), 'ANY')).toBeUndefined();
    expect(oddsToAccept(entry({ changedOdds: 1.8 }), undefined, 'HIGHER')).toBe(1.8);
    expect(oddsToAccept(entry({ changedOdds: 2.05 }), undefined, 'HIGHER')).toBeUndefined();
    expect(oddsToAccept(entry({ changedOdds: 2.05 }), undefined, 'ASK')).toBe(2.05);
  });
});

describe('a lay', () => {
  const lay = (over: { odds?: number; changedOdds?: number } = {}) => ({
    ...testSlipEntry({ side: 'LAY', odds: over.odds ?? 2.1 }),
    id: '1-10-100-LAY',
    changedOdds: over.changedOdds,
  });
  const inPlay = (odds: number) => ({ ...open(odds), betDelaySeconds: 5 });

  it('takes a lower lay price as the better one: HIGHER asks for a higher price, not a lower', () => {
    expect(moveNeedsAcceptance(2.1, 2.2, 'HIGHER', 'LAY')).toBe(true);
    expect(moveNeedsAcceptance(2.1, 2.0, 'HIGHER', 'LAY')).toBe(false);
    expect(oddsToAccept(lay(), open(2.2), 'HIGHER')).toBe(2.2);
    expect(oddsToAccept(lay(), open(2.0), 'HIGHER')).toBeUndefined();
    expect(oddsToAccept(lay({ changedOdds: 2.25 }), undefined, 'HIGHER')).toBe(2.25);
    expect(oddsToAccept(lay(), open(2.0), 'ASK')).toBe(2.0);
  });

  it('in play, never takes a higher lay price unasked, even with ANY', () => {
    expect(oddsToAccept(lay(), inPlay(2.2), 'ANY')).toBe(2.2);
    expect(oddsToAccept(lay(), inPlay(2.0), 'ANY')).toBeUndefined();
    expect(oddsToAccept(lay(), open(2.2), 'ANY')).toBeUndefined();
  });
});
