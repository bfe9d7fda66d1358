// The live ticker at shutdown: the app closes the database pool right after the ticker stops, so a
// tick still syncing must have finished (and released its lock) before stop() resolves. And at a
// take-over: an instance warming up (a cold memory, seconds of pricing on a busy machine) must not hold
// the lock meanwhile, or every instance's announcements wait for it.
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/integration/harness';
import { createPool } from '../db/create-pool';
import { startLiveTicker } from './start-live-ticker';

describe('the live ticker', () => {
  it('stops only once the tick in flight has finished with the pool', async () => {
    const errors: string[] = [];
    const logger = pino({ level: 'error' }, { write: (line: string) => void errors.push(line) });
    const pool = createPool(await createTestDatabase(), 2, logger);
    let started!: () => void;
    const tickStarted = new Promise<void>((resolve) => (started = resolve));
    let finished = false;
    const ticker = startLiveTicker(
      pool,
      async () => {
        started();
        await new Promise((r) => setTimeout(r, 300));
        await pool.query('select 1'); // the sync's last write, after the shutdown began
        finished = true;
      },
      0.05,
      logger,
    );
    await tickStarted;
    await ticker.stop();
    expect(finished).toBe(true);
    await pool.end();
    expect(errors).toEqual([]);
  });

  it('warms up on each instance before it tries the lock: a slow warm-up holds no other instance up', async () => {
    const logger = pino({ level: 'silent' });
    const url = await createTestDatabase();
    const [poolA, poolB] = [createPool(url, 2, logger), createPool(url, 2, logger)];
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const synced = { a: 0, b: 0 };
    let warmed = 0;
    let endWarmUp!: () => void;
    const warmUp = new Promise<void>((resolve) => (endWarmUp = resolve));
    const a = startLiveTicker(
      poolA,
      async () => void synced.a++,
      0.05,
      logger,
      async () => {
        warmed++;
        await warmUp;
      },
    );
    const b = startLiveTicker(
      poolB,
      async () => void synced.b++,
      0.05,
      logger,
      async () => {},
    );
    const until = async (done: () => boolean) => {
      for (const deadline = Date.now() + 5000; !done() && Date.now() < deadline;) await sleep(10);
    };
    // A warms up (without the lock) while B, which has nothing to warm, syncs on every tick.
    await until(() => warmed > 0 && synced.b >= 5);
    expect(warmed).toBe(1);
    expect(synced.b).toBeGreaterThanOrEqual(5);
    expect(synced.a).toBe(0);
    endWarmUp();
    await until(() => synced.a > 0);
    expect(synced.a).toBeGreaterThan(0);
    await Promise.all([a.stop(), b.stop()]);
    await Promise.all([poolA.end(), poolB.end()]);
  });
});
