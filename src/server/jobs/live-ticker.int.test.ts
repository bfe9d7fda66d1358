// The live ticker at shutdown: the app closes the database pool right after the ticker stops, so a
// tick still syncing must have finished (and released its lock) before stop() resolves.
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
});
