// The winners' parse, with the contract and zod: loaded after the first paint (ADR 0015).
import { z } from 'zod';
import { demoWinnerSchema, type DemoWinner } from '@shared/contracts/matches';

const winnersSchema = z.object({ winners: z.array(demoWinnerSchema) });

/** GET /api/winners: the recent winners, newest first. */
export const parseWinners = (body: unknown): DemoWinner[] => winnersSchema.parse(body).winners;
