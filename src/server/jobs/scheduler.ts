import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import { withStartupLock } from '../db/with-startup-lock';
import { pruneSignInThrottle } from '../features/auth/prune-sign-in-throttle';
import { voidPostponedMatches } from '../features/settlement/void-postponed';
import { sendMatchReminders } from '../features/notifications/match-reminders';
import { pruneEvents } from '../realtime/prune-events';
import { runBackendFunction, type BackendFunctionName, type FunctionContext } from './functions';

/** The spec's schedules (section 9), in India's time zone. pg-boss runs each once across all instances. */
const SCHEDULES: {
  name:
    | BackendFunctionName
    | 'prune-live-events'
    | 'prune-sign-in-throttle'
    | 'void-postponed-matches'
    | 'send-match-reminders';
  cron: string;
}[] = [
  { name: 'fetch-match-schedule', cron: '0 0 * * *' },
  { name: 'fetch-live-matches', cron: '*/15 * * * *' },
  { name: 'fetch-tournament-winners', cron: '0 1 * * *' },
  { name: 'fetch-upcoming-matches', cron: '30 * * * *' },
  { name: 'prune-live-events', cron: '*/10 * * * *' },
  { name: 'prune-sign-in-throttle', cron: '20 * * * *' },
  // The spec's 48-hour rule for postponed matches (bets void, stakes returned).
  { name: 'void-postponed-matches', cron: '5 * * * *' },
  // Players with a pending bet hear of its match 30 minutes ahead (once each: see match-reminders.ts).
  { name: 'send-match-reminders', cron: '* * * * *' },
];
const TIME_ZONE = 'Asia/Kolkata';

type ScheduledJob = (typeof SCHEDULES)[number]['name'];

/** What a scheduled job does: a backend function (recorded in function_runs), or housekeeping. */
function runScheduledJob(ctx: FunctionContext, name: ScheduledJob) {
  switch (name) {
    case 'prune-live-events':
      return pruneEvents(ctx.db, 60);
    case 'prune-sign-in-throttle':
      return pruneSignInThrottle(ctx.db, 86_400);
    case 'void-postponed-matches':
      return voidPostponedMatches(ctx.db);
    case 'send-match-reminders':
      return sendMatchReminders(ctx.db, new Date());
    default:
      return runBackendFunction(ctx, name, { activateUpcoming: true }, 'schedule');
  }
}

/**
 * Starts pg-boss with the schedules and their workers. Instances set the queues up one at a time, under
 * the start-up lock: pg-boss's create_queue deadlocks when two run at once, and pg-boss ignores the
 * failure of its own cron queue's creation, which would leave every schedule unsent on every instance.
 */
export async function startScheduler(
  databaseUrl: string,
  pool: pg.Pool,
  ctx: FunctionContext,
  logger: Logger,
) {
  const boss = new PgBoss({ connectionString: databaseUrl, max: 3, application_name: 'ipl-betting-jobs' });
  boss.on('error', (error) => logger.error({ message: error.message }, 'job queue error'));
  await withStartupLock(pool, async () => {
    await boss.start();
    for (const { name, cron } of SCHEDULES) {
      await boss.createQueue(name, { name, policy: 'singleton' });
      await boss.schedule(name, cron, {}, { tz: TIME_ZONE });
      await boss.work(name, async () => {
        const started = Date.now();
        const result = await runScheduledJob(ctx, name);
        logger.info({ job: name, ms: Date.now() - started, result }, 'job done');
      });
    }
  });
  return { stop: () => boss.stop({ graceful: true, timeout: 5000 }) };
}
