import { describe, expect, it } from 'vitest';
import type { BookMatch } from '@shared/contracts/admin';
import { WAITING_REFRESH_MS } from '../lib/waiting';
import { bookRefetchInterval } from './get-book';

const bookWith = (...waitingBets: number[]): BookMatch[] => [
  {
    id: 1,
    homeTeam: 'Mumbai Indians',
    awayTeam: 'Chennai Super Kings',
    date: '2026-11-25T14:00:00Z',
    status: 'LIVE',
    markets: waitingBets.map((bets, i) => ({
      id: i + 1,
      name: 'Match Winner',
      status: 'OPEN',
      line: null,
      adminSuspension: null,
      closedReason: null,
      waiting: { bets, stake: bets * 100 },
      options: [],
    })),
  },
];

describe('the book’s refresh while bets wait in their delay', () => {
  it('reads the book again while any market has bets waiting', () => {
    expect(bookRefetchInterval(bookWith(0, 3))).toBe(WAITING_REFRESH_MS);
  });

  it('polls nothing when no bet waits, or before the book has loaded (the stream refetches it)', () => {
    expect(bookRefetchInterval(bookWith(0, 0))).toBe(false);
    expect(bookRefetchInterval([])).toBe(false);
    expect(bookRefetchInterval(undefined)).toBe(false);
  });
});
