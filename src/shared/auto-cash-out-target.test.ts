import { describe, expect, it } from 'vitest';
import {
  autoCashOutRange,
  autoCashOutRangeOpen,
  autoCashOutTargetProblem,
  ENGLISH_RANGE_MESSAGES,
  suggestedAutoCashOutTarget,
} from './auto-cash-out-target';

// ₹250 at 1.55 pays ₹387.50; the offer now is ₹240.
const range = autoCashOutRange(25_000n, 155, 24_000n);

describe('the auto cash-out range', () => {
  it('takes a target above the offer now and up to the potential payout', () => {
    expect(autoCashOutTargetProblem(24_001n, range, ENGLISH_RANGE_MESSAGES)).toBeNull();
    expect(autoCashOutTargetProblem(38_750n, range, ENGLISH_RANGE_MESSAGES)).toBeNull();
  });

  it('refuses the offer now or less, and more than the potential payout, naming the bound', () => {
    expect(autoCashOutTargetProblem(24_000n, range, ENGLISH_RANGE_MESSAGES)).toBe(
      'Target must be above the offer now, ₹240: cash out instead',
    );
    expect(autoCashOutTargetProblem(500_000n, range, ENGLISH_RANGE_MESSAGES)).toBe(
      'Target must be at most the potential payout, ₹387.50',
    );
  });

  it('takes any target up to the payout while there is no offer', () => {
    const suspended = autoCashOutRange(25_000n, 155, null);
    expect(autoCashOutTargetProblem(100n, suspended, ENGLISH_RANGE_MESSAGES)).toBeNull();
  });

  it('suggests the midpoint of offer and payout, in whole rupees when one fits', () => {
    expect(suggestedAutoCashOutTarget(range, 25_000n)).toBe(313);
    // ₹387.49 offered of ₹387.50: only the payout itself is left.
    const narrow = autoCashOutRange(25_000n, 155, 38_749n);
    expect(suggestedAutoCashOutTarget(narrow, 25_000n)).toBe(387.5);
    // No offer: from the stake.
    expect(suggestedAutoCashOutTarget(autoCashOutRange(25_000n, 155, null), 25_000n)).toBe(318);
  });

  it('is closed once the offer reached the payout', () => {
    expect(autoCashOutRangeOpen(range)).toBe(true);
    expect(autoCashOutRangeOpen(autoCashOutRange(25_000n, 155, 38_750n))).toBe(false);
  });
});
