import { sql } from 'drizzle-orm';
import { BACKEND_FUNCTIONS, FUNCTION_DESCRIPTIONS, type FunctionStatus } from '@shared/contracts/functions';
import type { Db } from '../../db/client';
import { latestRuns } from '../../jobs/latest-runs';

type ScheduleRow = { name: string; cron: string; timezone: string | null };

/**
 * Each backend function with its schedule (pg-boss's, when a scheduler has started on this database:
 * its tables exist only then) and its latest run, whoever ran it: the start-up sync, the schedule, the
 * live ticker or an admin's Invoke (function_runs).
 */
export async function listFunctionStatus(db: Db): Promise<FunctionStatus[]> {
  const names = sql.param([...BACKEND_FUNCTIONS]);
  const { rows: present } = await db.execute<{ boss: boolean }>(
    sql`select to_regclass('pgboss.schedule') is not null as boss`,
  );
  const [schedules, runs] = await Promise.all([
    present[0]?.boss
      ? db.execute<ScheduleRow>(
          sql`select name, cron, timezone from pgboss.schedule where name = any(${names})`,
        )
      : { rows: [] as ScheduleRow[] },
    latestRuns(db),
  ]);
  return BACKEND_FUNCTIONS.map((name) => {
    const schedule = schedules.rows.find((s) => s.name === name);
    const run = runs.find((r) => r.name === name);
    return {
      name,
      description: FUNCTION_DESCRIPTIONS[name],
      cron: schedule?.cron ?? null,
      timezone: schedule?.timezone ?? null,
      lastRun: run
        ? {
            source: run.source,
            startedAt: run.startedAt.toISOString(),
            outcome: run.succeeded === null ? 'running' : run.succeeded ? 'succeeded' : 'failed',
            durationMs: run.durationMs,
          }
        : null,
    };
  });
}
