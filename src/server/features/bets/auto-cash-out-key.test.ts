import { describe, expect, it } from 'vitest';
import { autoCashOutKey } from './auto-cash-out-key';

describe('autoCashOutKey', () => {
  // Every instance, before and after a deploy, must derive the same key for a bet's auto cash-out.
  it('is the version 8 UUID of the sha256 of the bet, as before', () => {
    expect(autoCashOutKey('00000000-0000-4000-8000-000000000001')).toBe(
      '6c6131b5-612b-82eb-85ea-c1677bcb24e8',
    );
  });
});
