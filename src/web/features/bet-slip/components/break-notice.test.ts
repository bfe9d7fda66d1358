import { describe, expect, it } from 'vitest';
import { bettingBreakMessage } from '@shared/responsible-gambling';
import { bettingBreakNotice } from './break-notice';

describe('bettingBreakNotice', () => {
  it.each(['TIME_OUT', 'SELF_EXCLUSION'] as const)(
    'says in English word for word what the server refuses a bet with (%s)',
    (kind) => {
      const until = '2026-12-01T13:33:00.000Z';
      expect(bettingBreakNotice({ kind, until })).toBe(bettingBreakMessage(kind, until));
    },
  );
});
