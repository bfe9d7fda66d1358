import { describe, expect, it } from 'vitest';
import { selectionLabel } from './selection-label';

describe('selectionLabel', () => {
  it("names an over/under option with its market's line", () => {
    expect(selectionLabel('Over', 177.5)).toBe('Over 177.5');
    expect(selectionLabel('Under', 165.5)).toBe('Under 165.5');
  });

  it('leaves an option of a market without a line as it is', () => {
    expect(selectionLabel('Mumbai Indians', null)).toBe('Mumbai Indians');
    expect(selectionLabel('Mumbai Indians', undefined)).toBe('Mumbai Indians');
  });
});
