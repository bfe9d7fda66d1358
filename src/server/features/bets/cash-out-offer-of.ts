import type { Db } from '../../db/client';
import { cashOutOffer } from './cash-out-offer';
import { ownBet } from './own-bet';

/** GET /api/me/bets/{id}/cash-out: the offer for the stake still on the player's bet (404 if not theirs). */
export async function cashOutOfferOf(db: Db, userId: string, betId: string) {
  return cashOutOffer(await ownBet(db, userId, betId));
}
