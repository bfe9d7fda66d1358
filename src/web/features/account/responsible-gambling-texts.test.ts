import { describe, expect, it } from 'vitest';
import { limitLeftText } from './responsible-gambling-texts';

describe('limitLeftText', () => {
  it('says what is left while something is', () => {
    expect(limitLeftText('STAKE', 'DAY', { amount: 5000, used: 2000, remaining: 3000 })).toBe(
      '₹5,000 · ₹3,000 left today',
    );
    // A loss limit with winnings this week has more left than the limit itself.
    expect(limitLeftText('LOSS', 'WEEK', { amount: 1000, used: -500, remaining: 1500 })).toBe(
      '₹1,000 · ₹1,500 left this week',
    );
  });

  it('says a limit is reached, with what was used, once nothing is left', () => {
    expect(limitLeftText('STAKE', 'DAY', { amount: 1000, used: 2500, remaining: 0 })).toBe(
      'Reached: ₹2,500 staked of ₹1,000 today',
    );
    expect(limitLeftText('LOSS', 'MONTH', { amount: 600, used: 600, remaining: 0 })).toBe(
      'Reached: ₹600 lost of ₹600 this month',
    );
  });
});
