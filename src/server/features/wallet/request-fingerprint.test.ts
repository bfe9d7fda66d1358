import { describe, expect, it } from 'vitest';
import { requestFingerprint } from './ledger';

// Fingerprints are stored beside idempotency keys: a request repeated after a deploy must still match
// the one stored before it, so the value for a given request may never change.
describe('requestFingerprint', () => {
  it('is the sha256 (hex) of the route and the canonical input, as stored before', () => {
    const input = {
      selections: [{ optionId: 3, matchId: 1, stakePaise: 10_000n, marketId: 2, oddsHundredths: 190 }],
      idempotencyKey: 'k',
    };
    // sha256 of ["POST /api/bets",{"idempotencyKey":"k","selections":[{"marketId":2,"matchId":1,…}]}]
    expect(requestFingerprint('POST /api/bets', input)).toBe(
      'bc19fae425e1aaafaaf3492d5b02b91d4adecedda2552f5763cf885008603635',
    );
  });

  it('does not depend on the order of the fields', () => {
    expect(requestFingerprint('POST /x', { a: 1, b: [{ c: 2, d: 3 }] })).toBe(
      requestFingerprint('POST /x', { b: [{ d: 3, c: 2 }], a: 1 }),
    );
  });
});
