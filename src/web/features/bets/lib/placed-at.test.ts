import { describe, expect, it } from 'vitest';
import { placedAtText } from './placed-at';

describe('placedAtText', () => {
  // 04:45 UTC is 10:15 in India.
  const placed = '2026-11-28T04:45:00.000Z';

  it('says only the time for a bet placed today in India', () => {
    expect(placedAtText(placed, 'en', new Date('2026-11-28T12:00:00.000Z'))).toBe('10:15 AM');
    expect(placedAtText(placed, 'hi', new Date('2026-11-28T12:00:00.000Z'))).toBe('सुबह 10:15');
  });

  it('adds the day, not the year, for an earlier day', () => {
    expect(placedAtText(placed, 'en', new Date('2026-11-29T12:00:00.000Z'))).toBe('28 Nov, 10:15 AM');
  });
});
