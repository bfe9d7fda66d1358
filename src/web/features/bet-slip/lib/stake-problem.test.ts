import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { stakeSchema, type SlipRules } from '@shared/contracts/bets';
import { stakeProblem } from './stake-problem';

const rules: SlipRules = { minStake: 100, maxStake: 100_000, maxSelections: 10 };

/** The contract's own message for a stake (what the server answers). */
const contractMessage = (amount: number) => stakeSchema(rules).safeParse(amount).error?.issues[0]?.message;

afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

describe('stakeProblem', () => {
  it('accepts a stake within the rules', () => {
    expect(stakeProblem(100, rules)).toBeNull();
    expect(stakeProblem(100_000, rules)).toBeNull();
  });

  it.each([50, 100_001, 150.5, Number.NaN])(
    'says in English word for word what the contract says of %s',
    (amount) => {
      expect(stakeProblem(amount, rules)).toBe(contractMessage(amount));
    },
  );

  it('says it in Hindi on a Hindi page, with the amount as the rupees are written', async () => {
    const { messages } = await import('@/locales/hi/messages.po');
    i18n.loadAndActivate({ locale: 'hi', messages });
    expect(stakeProblem(50, rules)).toBe('बेट की न्यूनतम राशि ₹100 है');
    expect(stakeProblem(100_001, rules)).toBe('बेट की अधिकतम राशि ₹1,00,000 है');
  });
});
