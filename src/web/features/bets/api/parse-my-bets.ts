// A player's bets' parse, with the contract and zod: loaded after the first paint (ADR 0017).
import { z } from 'zod';
import { betSchema, type Bet } from '@shared/contracts/bets';

const myBetsSchema = z.object({ bets: z.array(betSchema) });

/** GET /api/me/bets?status=active|settled. */
export const parseMyBets = (body: unknown): Bet[] => myBetsSchema.parse(body).bets;
