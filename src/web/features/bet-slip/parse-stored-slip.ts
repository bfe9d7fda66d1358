// The check of what a previous visit left in storage, with zod: loaded when the slip is restored, after
// the first paint, never with the first screen (ADR 0015). store.ts imports it only dynamically.
import { z } from 'zod';
import type { SlipEntry } from './types';

const storedEntrySchema = z.object({
  id: z.string(),
  matchId: z.number().int().positive(),
  marketId: z.number().int().positive(),
  optionId: z.number().int().positive(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  marketName: z.string(),
  optionName: z.string(),
  odds: z.number().positive(),
  amount: z.number().int().nonnegative(),
  changedOdds: z.number().positive().optional(),
});
const storedSlipSchema = z.object({
  entries: z.array(storedEntrySchema).max(50),
  idempotencyKey: z.string().nullable().optional(),
});

/** The stored slip, or null when there is none or it is not one (another version's, or edited). */
export function parseStoredSlip(
  raw: string | null,
): { entries: SlipEntry[]; idempotencyKey: string | null } | null {
  if (!raw) return null;
  try {
    const parsed = storedSlipSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return null;
    return { entries: parsed.data.entries, idempotencyKey: parsed.data.idempotencyKey ?? null };
  } catch {
    return null;
  }
}
