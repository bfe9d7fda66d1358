import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type pg from 'pg';
import { pruneSignInThrottle } from '../features/auth/prune-sign-in-throttle';
import { payDecidedMarkets } from '../features/score-markets/pay-decided-markets';
import { voidPostponedMatches } from '../features/settlement/void-postponed';
import { sendMatchReminders } from '../features/notifications/match-reminders';
import { pruneEvents } from '../realtime/live-events';
import type { Db } from '../db/client';
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

export async function startScheduler(databaseUrl: string, ctx: FunctionContext, logger: Logger) {
  const boss = new PgBoss({ connectionString: databaseUrl, max: 3, application_name: 'ipl-betting-jobs' });
  boss.on('error', (error) => logger.error({ message: error.message }, 'job queue error'));
  await boss.start();
  for (const { name, cron } of SCHEDULES) {
    await createSingletonQueue(boss, name);
    await boss.schedule(name, cron, {}, { tz: TIME_ZONE });
    await boss.work(name, async () => {
      const started = Date.now();
      const result =
        name === 'prune-live-events'
          ? await pruneEvents(ctx.db, 60)
          : name === 'prune-sign-in-throttle'
            ? await pruneSignInThrottle(ctx.db, 86_400)
            : name === 'void-postponed-matches'
              ? await voidPostponedMatches(ctx.db)
              : name === 'send-match-reminders'
                ? await sendMatchReminders(ctx.db, new Date())
                : await runBackendFunction(ctx, name, { activateUpcoming: true }, 'schedule');
      logger.info({ job: name, ms: Date.now() - started, result }, 'job done');
    });
  }
  return { stop: () => boss.stop({ graceful: true, timeout: 5000 }) };
}

/**
 * Instances booting together can deadlock inside pg-boss's create_queue (each creates the queue's
 * partition and indexes). It is idempotent, so the loser of a deadlock simply tries again.
 */
async function createSingletonQueue(boss: PgBoss, name: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await boss.createQueue(name, { name, policy: 'singleton' });
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (!['40P01', '23505', '42P07'].includes(code ?? '') || attempt >= 5) throw error;
      await new Promise((r) => setTimeout(r, 50 * attempt + Math.random() * 100));
    }
  }
}

/**
 * Live syncs between the scheduled ones: the simulator every few seconds (pg-boss cron is per minute),
 * CricAPI when CRICAPI_TICK_SECONDS is set. Each instance ticks, but only the one holding the advisory
 * lock for that tick does the work (`sync`), so scores and events are written once. `stop()` resolves
 * once a tick in flight has finished: the pool it uses is closed next.
 */
export function startLiveTicker(
  pool: pg.Pool,
  sync: () => Promise<unknown>,
  seconds: number,
  logger: Logger,
) {
  return startLockedTicker(pool, 7260002, seconds, logger, 'live tick failed', sync);
}

/**
 * Pays the score markets the live sync decided (pay-decided-markets.ts), off the live ticker, so a
 * payment never holds up the next sync: its transactions of a bounded number of bets interleave with the
 * syncs and placements. Every second, on the instance holding its advisory lock; a payment cut short
 * (a crash, a restart) is finished by the next tick, on this or another instance.
 */
export function startDecidedMarketPayer(pool: pg.Pool, db: Db, logger: Logger, seconds = 1) {
  return startLockedTicker(pool, 7260003, seconds, logger, 'paying decided markets failed', async () => {
    const paid = await payDecidedMarkets(db);
    if (paid.chunks > 0)
      logger.info({ job: 'pay-decided-markets', ...paid, paidPaise: String(paid.paidPaise) }, 'job done');
  });
}

/**
 * Runs `work` every `seconds` on whichever instance takes the advisory lock `key` for that tick, one
 * tick at a time. `stop()` resolves once a tick in flight has finished.
 */
function startLockedTicker(
  pool: pg.Pool,
  key: number,
  seconds: number,
  logger: Logger,
  failure: string,
  work: () => Promise<unknown>,
) {
  let inFlight: Promise<void> | null = null;
  const tick = async () => {
    const client = await pool.connect().catch(() => null);
    try {
      if (!client) return;
      const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
        key,
      ]);
      if (!rows[0]?.locked) return;
      try {
        await work();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [key]);
      }
    } catch (error) {
      logger.error({ message: (error as Error).message }, failure);
    } finally {
      client?.release();
    }
  };
  const timer = setInterval(() => {
    if (inFlight) return;
    inFlight = tick().finally(() => (inFlight = null));
  }, seconds * 1000);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await inFlight;
    },
  };
}
