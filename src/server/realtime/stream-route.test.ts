// One client's stream without HTTP: the opening frame, live frames (the hub's shared buffers), and a
// client whose unsent bytes pass the limit is ended and unsubscribed (it reconnects with Last-Event-ID).
import type pg from 'pg';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { LiveHub, type StoredEvent } from './hub';
import { attachStream, MAX_QUEUED_BYTES } from './stream-route';

function setup() {
  const hub = new LiveHub('postgres://unused', {} as pg.Pool, pino({ level: 'silent' }));
  const deliver = (event: StoredEvent) =>
    (hub as unknown as { deliver(e: StoredEvent): void }).deliver(event);
  const written: Uint8Array[] = [];
  let queued = 0;
  let ended = 0;
  const sink = {
    queued: () => queued,
    write: (frame: Uint8Array) => void written.push(frame),
    end: () => void ended++,
  };
  return {
    hub,
    deliver,
    sink,
    written,
    text: () => written.map((f) => Buffer.from(f).toString()).join(''),
    setQueued: (bytes: number) => (queued = bytes),
    ended: () => ended,
  };
}

const score = (id: number): StoredEvent => ({ id, topic: 'match', userId: null, payload: { runs: id } });

describe('SSE client stream', () => {
  it('opens with the retry hint, then carries each event as the hub’s one shared frame', async () => {
    const s = setup();
    const other = setup();
    await attachStream(s.hub, {} as Database, null, undefined, s.sink);
    await attachStream(s.hub, {} as Database, null, undefined, other.sink);
    s.deliver(score(1));
    expect(s.text()).toBe('retry: 3000\n: connected\n\nid: 1\nevent: match\ndata: {"runs":1}\n\n');
    expect(s.written[1]).toBe(other.written[1]);
  });

  it('ends and unsubscribes a client whose unsent bytes pass the limit', async () => {
    const s = setup();
    await attachStream(s.hub, {} as Database, null, undefined, s.sink);
    s.deliver(score(1));
    s.setQueued(MAX_QUEUED_BYTES + 1);
    s.deliver(score(2));
    expect(s.ended()).toBe(1);
    expect(s.hub.size).toBe(0);
    expect(s.text()).not.toContain('id: 2');
  });

  it('stops delivering once the client went away', async () => {
    const s = setup();
    const detach = await attachStream(s.hub, {} as Database, null, undefined, s.sink);
    detach();
    s.deliver(score(1));
    expect(s.hub.size).toBe(0);
    expect(s.written).toHaveLength(1);
  });
});
