import { describe, expect, it } from 'vitest';
import { holderNameMatches } from './holder-name';

describe('holderNameMatches', () => {
  it('matches the same words whatever their case, order and name punctuation', () => {
    expect(holderNameMatches('RAVI KUMAR', 'Ravi Kumar')).toBe(true);
    expect(holderNameMatches('Kumar Ravi', 'Ravi Kumar')).toBe(true);
    expect(holderNameMatches("D'Souza  Anita", 'Anita D’Souza')).toBe(true);
  });

  it('flags digits, initials and someone else', () => {
    expect(holderNameMatches('123456789012', 'Demo Player')).toBe(false);
    expect(holderNameMatches('R. Kumar', 'Ravi Kumar')).toBe(false);
    expect(holderNameMatches('Asha Rao', 'Ravi Kumar')).toBe(false);
    expect(holderNameMatches('', '')).toBe(false);
  });
});
