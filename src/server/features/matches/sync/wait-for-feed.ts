import type pg from 'pg';
import type { Db } from '../../../db/client';
import { poolOf } from '../../../db/pool-of';

/** What an in-play wait is for: a moment, and a feed sync that started after `syncsStartedBefore` syncs. */
export interface FeedWait {
  until: Date;
  syncsStartedBefore: number;
}

/** With no feed sync finished this long after its moment, a wait ends STALE: the feed is not being read. */
export const FEED_STALE_AFTER_SECONDS = 30;
/** How often an instance reads the finished syncs, while anything waits. */
const CHECK_EVERY_MS = 100;

interface Waiting extends FeedWait {
  resolve: (state: 'SYNCED' | 'STALE') => void;
}

/**
 * The in-play waits of one instance: each is an entry in a list and a promise, no connection, no
 * transaction and no timer of its own. One timer, while anything waits, reads how many feed syncs have
 * finished (one query) and ends the waits that are due: their moment has passed and a sync that started
 * after them has finished (SYNCED), or none has FEED_STALE_AFTER_SECONDS after their moment (STALE).
 */
class FeedWaits {
  private waiting: Waiting[] = [];
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly pool: pg.Pool) {}

  wait(wait: FeedWait): Promise<'SYNCED' | 'STALE'> {
    return new Promise((resolve) => {
      this.waiting.push({ ...wait, resolve });
      this.timer ??= setTimeout(() => void this.check(), CHECK_EVERY_MS).unref();
    });
  }

  private async check() {
    // null: the database is away (a failover); everything waits for the next check, as a sync would.
    const finished = await syncsFinished(this.pool).catch(() => null);
    if (finished !== null) {
      const now = Date.now();
      const still: Waiting[] = [];
      for (const wait of this.waiting) {
        const at = wait.until.getTime();
        if (at <= now && finished > wait.syncsStartedBefore) wait.resolve('SYNCED');
        else if (at + FEED_STALE_AFTER_SECONDS * 1000 <= now) wait.resolve('STALE');
        else still.push(wait);
      }
      this.waiting = still;
    }
    this.timer = this.waiting.length > 0 ? setTimeout(() => void this.check(), CHECK_EVERY_MS).unref() : null;
  }
}

async function syncsFinished(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ finished: string }>('select finished from feed_sync_progress');
  return Number(rows[0]?.finished ?? 0);
}

const registries = new WeakMap<pg.Pool, FeedWaits>();

/**
 * Resolves once `wait.until` has passed and a live sync that started after `wait.syncsStartedBefore`
 * syncs has finished (SYNCED), so what the caller reads next is the feed as it stood after the wait
 * began; or STALE, when no sync finished in FEED_STALE_AFTER_SECONDS.
 */
export function waitForFeed(db: Db, wait: FeedWait): Promise<'SYNCED' | 'STALE'> {
  const pool = poolOf(db);
  let registry = registries.get(pool);
  if (!registry) registries.set(pool, (registry = new FeedWaits(pool)));
  return registry.wait(wait);
}
