// pg-boss schedules with two app instances on one database: both start cleanly, each schedule is
// stored once with the spec's cron, and a scheduled run happens once, not once per instance. Instances
// set pg-boss up one at a time: create_queue deadlocks when two run at once, and a lost deadlock of
// pg-boss's own cron queue (whose failure pg-boss ignores) left every schedule unsent.
import type pg from 'pg';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/integration/harness';
import { createDatabase } from '../db/client';
import { createPool } from '../db/create-pool';
import { withStartupLock } from '../db/with-startup-lock';
import type { CricketProvider } from '../feeds/types';
import type { FunctionContext } from './functions';
import { startScheduler } from './scheduler';

/** A provider that only counts how often each job asked it for data. */
function countingProvider() {
  const calls = { schedule: 0, live: 0, markets: 0, tournament: 0 };
  const provider: CricketProvider = {
    name: 'counting',
    fetchSchedule: async () => (calls.schedule++, []),
    fetchLiveState: async () => (calls.live++, []),
    fetchMarkets: async () => (calls.markets++, []),
    fetchTournamentOdds: async () => (calls.tournament++, []),
    seasonYear: () => 2026,
  };
  return { provider, calls };
}

describe('scheduler across two instances', async () => {
  const url = await createTestDatabase();
  const logger = pino({ level: 'silent' });
  const pool = createPool(url, 4, logger);
  const db = createDatabase(pool);
  const { provider, calls } = countingProvider();
  const ctx: FunctionContext = { db, provider, pinnedSeason: undefined, now: () => new Date() };
  // Started together, as two instances booting at once would (the queue and schedule set-up races).
  const [first, second] = await Promise.all([
    startScheduler(url, pool, ctx, logger),
    startScheduler(url, pool, ctx, logger),
  ]);
  afterAll(async () => {
    await Promise.all([first.stop(), second.stop()]);
    await pool.end();
  });
  const query = async <T extends pg.QueryResultRow>(text: string) => (await pool.query<T>(text)).rows;

  it('stores each schedule once, with the spec cadences in India time', async () => {
    const rows = await query<{ name: string; cron: string; timezone: string }>(
      'select name, cron, timezone from pgboss.schedule order by name',
    );
    // Other features add their own schedules; the spec's four are these.
    expect(rows).toEqual(
      expect.arrayContaining([
        { name: 'fetch-live-matches', cron: '*/15 * * * *', timezone: 'Asia/Kolkata' },
        { name: 'fetch-match-schedule', cron: '0 0 * * *', timezone: 'Asia/Kolkata' },
        { name: 'fetch-tournament-winners', cron: '0 1 * * *', timezone: 'Asia/Kolkata' },
        { name: 'fetch-upcoming-matches', cron: expect.any(String), timezone: 'Asia/Kolkata' },
      ]),
    );
    expect(new Set(rows.map((r) => r.name)).size).toBe(rows.length);
    const queues = await query<{ name: string; policy: string }>(
      `select name, policy from pgboss.queue where name not like '\\_\\_pgboss%' order by name`,
    );
    expect(queues.length).toBe(rows.length);
    expect(queues.every((q) => q.policy === 'singleton')).toBe(true);
    // pg-boss's own queue, through which its clock sends every due schedule.
    expect(await query(`select name from pgboss.queue where name = '__pgboss__send-it'`)).toHaveLength(1);
  });

  it('waits for an instance that is setting up, and creates no queue meanwhile', async () => {
    const freshUrl = await createTestDatabase();
    const freshPool = createPool(freshUrl, 4, logger);
    const pgBossSchema = async () =>
      (await freshPool.query<{ boss: boolean }>(`select to_regclass('pgboss.queue') is not null as boss`))
        .rows[0]!.boss;
    let started: Promise<{ stop: () => Promise<void> }> | undefined;
    try {
      await withStartupLock(freshPool, async () => {
        started = startScheduler(freshUrl, freshPool, { ...ctx, db: createDatabase(freshPool) }, logger);
        await new Promise((r) => setTimeout(r, 1500));
        expect(await pgBossSchema()).toBe(false);
      });
      await started;
      expect(await pgBossSchema()).toBe(true);
    } finally {
      await (await started?.catch(() => undefined))?.stop();
      await freshPool.end();
    }
  });

  it('runs a due schedule once although both instances watch the clock', { timeout: 120_000 }, async () => {
    // Make one schedule due every minute and let the next clock check (every 30 s) find it.
    await pool.query(`update pgboss.schedule set cron = '* * * * *' where name = 'fetch-tournament-winners'`);
    await pool.query('update pgboss.version set cron_on = null');
    const deadline = Date.now() + 90_000;
    while (calls.tournament === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    expect(calls.tournament).toBe(1);
    // Long enough for a duplicate from the other instance to have been picked up (workers poll every 2 s).
    await new Promise((r) => setTimeout(r, 6000));
    expect(calls.tournament).toBe(1);
    const jobs = await query<{ state: string }>(
      `select state from pgboss.job where name = 'fetch-tournament-winners'
       union all select state from pgboss.archive where name = 'fetch-tournament-winners'`,
    );
    expect(jobs.map((j) => j.state)).toEqual(['completed']);
  });
});
