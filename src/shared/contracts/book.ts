import { z } from 'zod';
import { pathIdSchema } from './ids';

/**
 * The player's book on a match (GET /api/me/book?matchId=): for every market where they have stake on
 * (pending bets), what they net on it if each of its options wins, in rupees. Net if an option wins: what
 * the backs on it and the lays on the other options pay, less all the bets on the market hold (a lay: its
 * liability), so the options not backed show the loss. What is held is what is left after cash-outs;
 * bets waiting out their in-play delay are not in it.
 */
export const myBookQuerySchema = z.object({
  matchId: pathIdSchema('matchId'),
});

export const myBookSchema = z.object({
  matchId: z.number().int(),
  markets: z.array(
    z.object({
      marketId: z.number().int(),
      /** Every option of the market, in the market's order. */
      options: z.array(z.object({ optionId: z.number().int(), net: z.number() })),
    }),
  ),
});
export type MyBook = z.infer<typeof myBookSchema>;
