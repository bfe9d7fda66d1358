import { z } from 'zod';
import type { Db } from '../db/client';
import { activateUpcoming } from '../features/matches/sync/activate-upcoming';
import { syncLive } from '../features/matches/sync/sync-live';
import { syncSchedule } from '../features/matches/sync/sync-schedule';
import { syncTournamentWinners } from '../features/matches/sync/sync-tournament-winners';
import { tournamentSeason } from '../features/matches/sync/tournament-season';
import type { CricketProvider } from '../feeds/types';
import type { FunctionRunSource } from '@shared/statuses';
import { recordRunEnd } from './record-run-end';
import { recordRunStart } from './record-run-start';

export interface FunctionContext {
  db: Db;
  provider: CricketProvider;
  /** TOURNAMENT_SEASON: the season the operator pinned, if any (see tournamentSeason). */
  pinnedSeason: number | undefined;
  now: () => Date;
}

/**
 * The backend functions of the spec (section 7), one implementation each: pg-boss runs them on their
 * schedules and admins invoke them from POST /api/admin/functions/{name}.
 */
export const backendFunctions = {
  'fetch-match-schedule': {
    body: z.object({}).passthrough(),
    run: (ctx: FunctionContext) => syncSchedule(ctx.db, ctx.provider),
  },
  'fetch-upcoming-matches': {
    body: z.object({ activateUpcoming: z.boolean().default(true) }),
    run: async (ctx: FunctionContext, body: { activateUpcoming: boolean }) => {
      const schedule = await syncSchedule(ctx.db, ctx.provider);
      const activation = body.activateUpcoming
        ? await activateUpcoming(ctx.db, ctx.provider)
        : { activated: 0 };
      return { success: true, created: schedule.created, activated: activation.activated };
    },
  },
  'fetch-live-matches': {
    body: z.object({}).passthrough(),
    run: (ctx: FunctionContext) => syncLive(ctx.db, ctx.provider),
  },
  'fetch-tournament-winners': {
    body: z.object({}).passthrough(),
    run: (ctx: FunctionContext) => {
      const now = ctx.now();
      return syncTournamentWinners(ctx.db, ctx.provider, tournamentSeason(ctx, now), now);
    },
  },
} as const;

export type BackendFunctionName = keyof typeof backendFunctions;

/**
 * Runs a backend function and records the run (function_runs) whoever asked: the back office's
 * "last run" covers the start-up sync and the live ticker as well as the schedule and an admin's Invoke.
 */
export async function runBackendFunction(
  ctx: FunctionContext,
  name: BackendFunctionName,
  body: unknown,
  source: FunctionRunSource,
) {
  const fn = backendFunctions[name];
  const input = fn.body.parse(body ?? {});
  const startedAt = ctx.now();
  const started = performance.now();
  await recordRunStart(ctx.db, name, source, startedAt);
  const end = (error: string | null) =>
    recordRunEnd(ctx.db, name, startedAt, { durationMs: Math.round(performance.now() - started), error });
  try {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const result = await fn.run(ctx, input as any);
    await end(null);
    return result;
  } catch (error) {
    await end(error instanceof Error ? error.message : String(error));
    throw error;
  }
}
