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
