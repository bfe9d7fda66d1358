// The in-process fan-out of LiveHub, without a database: frames are encoded once and shared, private
// events reach only their owner, and a client that cannot keep up is disconnected (so it reconnects
// with Last-Event-ID and catches up) rather than left open and silent.
import type pg from 'pg';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { LiveHub, type StoredEvent, type Subscriber } from './hub';

function hub() {
  const live = new LiveHub('postgres://unused', {} as pg.Pool, pino({ level: 'silent' }));
  const deliver = (event: StoredEvent) =>
    (live as unknown as { deliver(e: StoredEvent): void }).deliver(event);
  return { live, deliver };
}

function subscriber(userId: string | null, failing = false) {
  const frames: Uint8Array[] = [];
  let closed = false;
  const sub: Subscriber = {
    userId,
    write(frame) {
      if (failing) throw new Error('slow client');
      frames.push(frame);
    },
    close() {
      closed = true;
    },
  };
  return { sub, frames, isClosed: () => closed };
}

const event = (id: number, userId: string | null = null): StoredEvent => ({
  id,
  topic: userId ? 'balance' : 'match',
  userId,
  payload: { id },
});

describe('LiveHub fan-out', () => {
  it('sends one shared frame to every public subscriber, and private events only to their owner', () => {
    const { live, deliver } = hub();
    const a = subscriber(null);
    const b = subscriber('u1');
    const c = subscriber('u2');
    for (const s of [a, b, c]) live.subscribe(s.sub);
    deliver(event(1));
    deliver(event(2, 'u1'));
    expect([a.frames.length, b.frames.length, c.frames.length]).toEqual([1, 2, 1]);
    expect(a.frames[0]).toBe(b.frames[0]); // the same bytes, serialised once
    expect(new TextDecoder().decode(b.frames[1])).toBe('id: 2\nevent: balance\ndata: {"id":2}\n\n');
  });

  it('delivers an event once even if it arrives twice (replay after reconnect)', () => {
    const { live, deliver } = hub();
    const a = subscriber(null);
    live.subscribe(a.sub);
    deliver(event(5));
    deliver(event(5));
    expect(a.frames).toHaveLength(1);
    expect(live.latestId).toBe(5);
  });

  it('disconnects a subscriber whose write fails, instead of keeping a silent stream open', () => {
    const { live, deliver } = hub();
    const slow = subscriber(null, true);
    const fine = subscriber(null);
    live.subscribe(slow.sub);
    live.subscribe(fine.sub);
    deliver(event(1));
    expect(slow.isClosed()).toBe(true);
    expect(live.size).toBe(1);
    deliver(event(2));
    expect(fine.frames).toHaveLength(2);
  });
});

describe('LiveHub listeners and private routing', () => {
  it('tells onEvent listeners about each event once, and resets them when the listener connection ends', () => {
    const { live, deliver } = hub();
    const seen: (number | string)[] = [];
    const off = live.onEvent((e) => seen.push(e === 'reset' ? e : e.id));
    deliver(event(1));
    deliver(event(1));
    deliver(event(2, 'u1'));
    (live as unknown as { notify(e: 'reset'): void }).notify('reset');
    off();
    deliver(event(3));
    expect(seen).toEqual([1, 2, 'reset']);
  });

  it('routes a private event only to its owner’s streams, also after streams come and go', () => {
    const { live, deliver } = hub();
    const first = subscriber('u1');
    const second = subscriber('u1');
    const other = subscriber('u2');
    const offFirst = live.subscribe(first.sub);
    live.subscribe(second.sub);
    live.subscribe(other.sub);
    offFirst();
    deliver(event(7, 'u1'));
    expect([first.frames.length, second.frames.length, other.frames.length]).toEqual([0, 1, 0]);
    expect(live.size).toBe(2);
  });

  it('drops a slow private stream from the owner index as well', () => {
    const { live, deliver } = hub();
    const slow = subscriber('u1', true);
    live.subscribe(slow.sub);
    deliver(event(8, 'u1'));
    expect(slow.isClosed()).toBe(true);
    expect(live.size).toBe(0);
    expect((live as unknown as { byUser: Map<string, unknown> }).byUser.size).toBe(0);
  });

  it('shares one round trip between callers of sync() and starts a new one for later callers', async () => {
    const { live } = hub();
    const queries: (() => void)[] = [];
    (live as unknown as { client: unknown }).client = {
      query: () => new Promise<void>((resolve) => queries.push(resolve)),
    };
    const a = live.sync();
    const b = live.sync(); // arrived while the first trip was under way: waits for the next one
    const c = live.sync();
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
    const { live } = hub();
    expect(live.listening).toBe(false);
    await live.sync();
  });
});
