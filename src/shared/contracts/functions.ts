import { z } from 'zod';
import { FUNCTION_RUN_SOURCES } from '../statuses';

export const BACKEND_FUNCTIONS = [
  'fetch-match-schedule',
  'fetch-upcoming-matches',
  'fetch-live-matches',
  'fetch-tournament-winners',
] as const;
export type BackendFunction = (typeof BACKEND_FUNCTIONS)[number];

/** POST /api/admin/functions/{name} body (optional): fetch-upcoming-matches may skip activation. */
export const functionBodySchema = z.strictObject({ activateUpcoming: z.boolean().optional() });
export type FunctionBody = z.infer<typeof functionBodySchema>;

/** POST /api/admin/functions/{name}: the function's own result; fetch-live-matches answers these. */
export const functionResultSchema = z
  .object({
    success: z.boolean(),
    updatedToLive: z.number().int().optional(),
    completed: z.number().int().optional(),
  })
  .catchall(z.unknown());
export type FunctionResult = z.infer<typeof functionResultSchema>;

/** What each function does, for the operator's card. */
export const FUNCTION_DESCRIPTIONS: Record<BackendFunction, string> = {
  'fetch-match-schedule': "Fetches the season's fixtures from the cricket feed and adds new matches.",
  'fetch-upcoming-matches': 'Refreshes the schedule and opens betting markets on upcoming matches.',
  'fetch-live-matches': 'Moves started matches to live, records scores and completes finished matches.',
  'fetch-tournament-winners': 'Refreshes the outright odds for the tournament winner.',
};

/** The latest run of a function, whoever ran it. */
const functionRunSchema = z.object({
  source: z.enum(FUNCTION_RUN_SOURCES),
  startedAt: z.string(),
  outcome: z.enum(['running', 'succeeded', 'failed']),
  durationMs: z.number().int().nullable(),
});
export type FunctionRun = z.infer<typeof functionRunSchema>;

/** GET /api/admin/functions: each function with its schedule and latest run. */
export const functionStatusSchema = z.object({
  name: z.enum(BACKEND_FUNCTIONS),
  description: z.string(),
  cron: z.string().nullable(),
  timezone: z.string().nullable(),
  lastRun: functionRunSchema.nullable(),
});
export type FunctionStatus = z.infer<typeof functionStatusSchema>;
