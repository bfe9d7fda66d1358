// After commit, recorded live events are announced to every app instance with NOTIFY, batched: one
// NOTIFY transaction per instance at a time carries everything committed meanwhile. NOTIFY takes a
// database-wide lock at commit; inside the bet transaction that lock serialised every committing bet
// (docs/decisions/0007). Here it serialises only these small batches, off the money path.
import type pg from 'pg';
import type { Db } from '../db/client';
import { poolOf } from '../db/pool-of';
import type { StoredEvent } from './live-events';

export const LIVE_CHANNEL = 'ipl_live';
/** NOTIFY payloads must stay under 8000 bytes: events are packed into arrays up to this size. */
const PAYLOAD_LIMIT = 7800;

/** The wire format: an array of events, or of references to events too large to travel (read back by id). */
export type Announcement = (StoredEvent | { id: number; ref: true })[];

/** Packs events, in order, into NOTIFY payloads under the size limit. */
function packAnnouncements(events: readonly StoredEvent[]): string[] {
  const payloads: string[] = [];
  let batch: string[] = [];
  let size = 2;
  for (const event of events) {
    let item = JSON.stringify(event);
    // In bytes: a multi-byte character counts for more than one.
    if (Buffer.byteLength(item) + 2 > PAYLOAD_LIMIT) item = JSON.stringify({ id: event.id, ref: true });
    const bytes = Buffer.byteLength(item) + 1;
    if (batch.length > 0 && size + bytes > PAYLOAD_LIMIT) {
      payloads.push(`[${batch.join(',')}]`);
      batch = [];
      size = 2;
    }
    batch.push(item);
    size += bytes;
  }
  if (batch.length > 0) payloads.push(`[${batch.join(',')}]`);
  return payloads;
}

class Announcer {
  private queued: { events: StoredEvent[]; done: () => void }[] = [];
  private flushing = false;

  constructor(private readonly pool: pg.Pool) {}

  announce(events: readonly StoredEvent[]): Promise<void> {
    if (events.length === 0) return Promise.resolve();
    return new Promise<void>((done) => {
      this.queued.push({ events: [...events], done });
      if (!this.flushing) void this.flush();
    });
  }

  /** Sends everything queued in one statement; what arrives meanwhile goes in the next one. */
  private async flush() {
    this.flushing = true;
    while (this.queued.length > 0) {
      const batch = this.queued;
      this.queued = [];
      const payloads = packAnnouncements(batch.flatMap((b) => b.events));
      // A failure is not the caller's: its change has committed and its events are recorded, so every
      // instance's sweep still delivers them, seconds later (LiveEventSource logs the gap it fills).
      await this.pool
        .query('select pg_notify($1, p) from unnest($2::text[]) p', [LIVE_CHANNEL, payloads])
        .catch(() => {});
      for (const b of batch) b.done();
    }
    this.flushing = false;
  }
}

const announcers = new WeakMap<pg.Pool, Announcer>();

/**
 * Announces committed events to every instance (this one included). Resolves once the NOTIFY has
 * committed (a LISTEN connection then receives it before the answer to its next query), or failed.
 */
export function announce(db: Db, events: readonly StoredEvent[]): Promise<void> {
  if (events.length === 0) return Promise.resolve();
  const pool = poolOf(db);
  let announcer = announcers.get(pool);
  if (!announcer) announcers.set(pool, (announcer = new Announcer(pool)));
  return announcer.announce(events);
}
