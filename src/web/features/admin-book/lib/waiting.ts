import type { BookMatch, BookWaiting } from '@shared/contracts/admin';
import { formatRupees } from '@shared/money';

/**
 * How often the book is read again while any bet waits in its in-play delay. Waiting bets end within
 * seconds (a 2-5 s delay, then the next feed sync), and the end of one placed is no balance change, so
 * no stream event says it: the book follows them by reading itself, about as often as the stream's
 * bets signal comes (once a second). Nothing waiting, nothing is read but on events.
 */
export const WAITING_REFRESH_MS = 1000;

/** Whether any market of the book has bets waiting in their delay. */
export const anyWaiting = (book: BookMatch[] | undefined): boolean =>
  book?.some((match) => match.markets.some((market) => market.waiting.bets > 0)) ?? false;

/** '2 waiting · ₹700': the bets waiting in their delay and their stakes. */
export const waitingText = (waiting: BookWaiting): string =>
  `${waiting.bets} waiting · ${formatRupees(waiting.stake)}`;
