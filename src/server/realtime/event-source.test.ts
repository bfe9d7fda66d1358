// The event source without a database: each event reaches the listeners once however often it
// arrives, a lost listener connection resets them, and sync() shares its round trips.
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { LiveEventSource } from './event-source';
import type { StoredEvent } from './live-events';

function source() {
  const events = new LiveEventSource('postgres://unused', {} as Db, pino({ level: 'silent' }));
  const deliver = (event: StoredEvent) =>
    (events as unknown as { deliver(e: StoredEvent): void }).deliver(event);
  return { events, deliver };
}

const event = (id: number): StoredEvent => ({ id, topic: 'match', userId: null, payload: { id } });

describe('LiveEventSource', () => {
  it('delivers an event once even if it arrives twice (replay after reconnect)', () => {
    const { events, deliver } = source();
    const seen: number[] = [];
    events.onEvent((e) => void (e !== 'reset' && seen.push(e.id)));
    deliver(event(5));
    deliver(event(5));
    expect(seen).toEqual([5]);
    expect(events.latestId).toBe(5);
  });

  it('tells onEvent listeners about each event once, and resets them when the listener connection ends', () => {
    const { events, deliver } = source();
    const seen: (number | string)[] = [];
    const off = events.onEvent((e) => seen.push(e === 'reset' ? e : e.id));
    deliver(event(1));
    deliver(event(1));
    deliver(event(2));
    (events as unknown as { notify(e: 'reset'): void }).notify('reset');
    off();
    deliver(event(3));
    expect(seen).toEqual([1, 2, 'reset']);
  });

  it('shares one round trip between callers of sync() and starts a new one for later callers', async () => {
    const { events } = source();
    const queries: (() => void)[] = [];
    (events as unknown as { client: unknown }).client = {
      query: () => new Promise<void>((resolve) => queries.push(resolve)),
    };
    const a = events.sync();
    const b = events.sync(); // arrived while the first trip was under way: waits for the next one
    const c = events.sync();
    expect(queries).toHaveLength(1);
    let bDone = false;
    void b.then(() => (bDone = true));
    queries[0]!();
    await a;
    await Promise.resolve();
    expect(bDone).toBe(false);
    await new Promise((r) => setTimeout(r, 0));
    expect(queries).toHaveLength(2);
    queries[1]!();
    await Promise.all([b, c]);
    expect(queries).toHaveLength(2);
  });

  it('resolves sync() at once when not listening (callers then do not cache)', async () => {
    const { events } = source();
    expect(events.listening).toBe(false);
    await events.sync();
  });
});
