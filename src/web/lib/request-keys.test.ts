import { describe, expect, it } from 'vitest';
import { requestKeys } from './request-keys';

describe('requestKeys', () => {
  it('sends a retried request with its key, and a changed request with a new one', () => {
    const keys = requestKeys<{ betId: string; expectedAmount: number; fraction: number }>();
    const first = keys.keyFor({ betId: 'a', expectedAmount: 95, fraction: 1 });
    expect(keys.keyFor({ betId: 'a', expectedAmount: 95, fraction: 1 })).toBe(first);
    // The offer moved while the answer was lost: another request, so another key.
    const moved = keys.keyFor({ betId: 'a', expectedAmount: 96.5, fraction: 1 });
    expect(moved).not.toBe(first);
    expect(keys.keyFor({ betId: 'a', expectedAmount: 96.5, fraction: 0.5 })).not.toBe(moved);
  });

  it('gives an equal request after a success a new key: it is a second request', () => {
    const keys = requestKeys<{ amount: number }>();
    const first = keys.keyFor({ amount: 500 });
    keys.succeeded();
    expect(keys.keyFor({ amount: 500 })).not.toBe(first);
  });
});
