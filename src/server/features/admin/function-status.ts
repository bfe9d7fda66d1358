import { sql } from 'drizzle-orm';
import {
  BACKEND_FUNCTIONS,
  FUNCTION_DESCRIPTIONS,
  type FunctionRun,
  type FunctionStatus,
} from '@shared/contracts/functions';
import type { Db } from '../../db/client';

type ScheduleRow = { name: string; cron: string; timezone: string | null };
type JobRow = {
  name: string;
  state: string;
  started_on: Date | null;
  created_on: Date;
  completed_on: Date | null;
};
type InvocationRow = { name: string; created_at: Date; details: { durationMs?: number; success?: boolean } };

const JOB_OUTCOME: Record<string, FunctionRun['outcome']> = {
  created: 'running',
  retry: 'running',
  active: 'running',
  completed: 'succeeded',
  cancelled: 'failed',
  failed: 'failed',
};

/**
 * Each backend function with its schedule and its latest run, whichever came last: the scheduled run
 * recorded by pg-boss, or an admin's Invoke recorded in admin_actions. pg-boss's tables exist only
 * once a scheduler has started on this database, so their absence is read as "never ran".
 */
export async function listFunctionStatus(db: Db): Promise<FunctionStatus[]> {
  const names = sql.param([...BACKEND_FUNCTIONS]);
  const { rows: present } = await db.execute<{ boss: boolean }>(
    sql`select to_regclass('pgboss.job') is not null and to_regclass('pgboss.schedule') is not null as boss`,
  );
  const [schedules, jobs] = present[0]?.boss
    ? await Promise.all([
        db.execute<ScheduleRow>(
          sql`select name, cron, timezone from pgboss.schedule where name = any(${names})`,
        ),
        db.execute<JobRow>(sql`
          select distinct on (name) name, state, started_on, created_on, completed_on
          from pgboss.job where name = any(${names}) and state <> 'created'
          order by name, created_on desc`),
      ])
    : [{ rows: [] as ScheduleRow[] }, { rows: [] as JobRow[] }];
  const { rows: invocations } = await db.execute<InvocationRow>(sql`
    select distinct on (entity_id) entity_id as name, created_at, details
    from admin_actions where action_type = 'INVOKE_FUNCTION' and entity_id = any(${names})
    order by entity_id, created_at desc`);

  return BACKEND_FUNCTIONS.map((name) => {
    const schedule = schedules.rows.find((s) => s.name === name);
    const job = jobs.rows.find((j) => j.name === name);
    const invocation = invocations.find((i) => i.name === name);
    const scheduled: FunctionRun | null = job
      ? {
          source: 'schedule',
          startedAt: new Date(job.started_on ?? job.created_on).toISOString(),
          outcome: JOB_OUTCOME[job.state] ?? 'running',
          durationMs:
            job.started_on && job.completed_on
              ? new Date(job.completed_on).getTime() - new Date(job.started_on).getTime()
              : null,
        }
      : null;
    const invoked: FunctionRun | null = invocation
      ? {
          source: 'admin',
          startedAt: new Date(invocation.created_at).toISOString(),
          outcome: invocation.details.success === false ? 'failed' : 'succeeded',
          durationMs: invocation.details.durationMs ?? null,
        }
      : null;
    const lastRun =
      scheduled && invoked
        ? scheduled.startedAt > invoked.startedAt
          ? scheduled
          : invoked
        : (scheduled ?? invoked);
    return {
      name,
      description: FUNCTION_DESCRIPTIONS[name],
      cron: schedule?.cron ?? null,
      timezone: schedule?.timezone ?? null,
      lastRun,
    };
  });
}
