import { z } from 'zod';

export const BACKEND_FUNCTIONS = [
  'fetch-match-schedule',
  'fetch-upcoming-matches',
  'fetch-live-matches',
  'fetch-tournament-winners',
] as const;
export type BackendFunction = (typeof BACKEND_FUNCTIONS)[number];

/** POST /api/admin/functions/{name}: the function's own result; fetch-live-matches answers these. */
export const functionResultSchema = z
  .object({
    success: z.boolean(),
    updatedToLive: z.number().int().optional(),
    completed: z.number().int().optional(),
  })
  .catchall(z.unknown());
export type FunctionResult = z.infer<typeof functionResultSchema>;
