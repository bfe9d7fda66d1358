// One client's stream without HTTP: the opening frame, live frames (the registry's shared buffers), and a
// client whose unsent bytes pass the limit is ended and unsubscribed (it reconnects with Last-Event-ID).
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import type { StoredEvent } from './live-events';
import { attachStream, MAX_QUEUED_BYTES } from './stream-route';
import { SubscriberRegistry } from './subscribers';

function setup() {
  const registry = new SubscriberRegistry();
  const deliver = (event: StoredEvent) => registry.deliver(event);
  const written: Uint8Array[] = [];
  let queued = 0;
  let ended = 0;
  const sink = {
    queued: () => queued,
    write: (frame: Uint8Array) => void written.push(frame),
    end: () => void ended++,
  };
  return {
    registry,
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
  it('opens with the retry hint, then carries each event as the registry’s one shared frame', async () => {
    const s = setup();
    const other = setup();
    await attachStream(s.registry, {} as Db, null, undefined, s.sink);
    await attachStream(s.registry, {} as Db, null, undefined, other.sink);
    s.deliver(score(1));
    expect(s.text()).toBe('retry: 3000\n: connected\n\nid: 1\nevent: match\ndata: {"runs":1}\n\n');
    expect(s.written[1]).toBe(other.written[1]);
  });

  it('ends and unsubscribes a client whose unsent bytes pass the limit', async () => {
    const s = setup();
    await attachStream(s.registry, {} as Db, null, undefined, s.sink);
    s.deliver(score(1));
    s.setQueued(MAX_QUEUED_BYTES + 1);
    s.deliver(score(2));
    expect(s.ended()).toBe(1);
    expect(s.registry.size).toBe(0);
    expect(s.text()).not.toContain('id: 2');
  });

  it('stops delivering once the client went away', async () => {
    const s = setup();
    const detach = await attachStream(s.registry, {} as Db, null, undefined, s.sink);
    detach();
    s.deliver(score(1));
    expect(s.registry.size).toBe(0);
    expect(s.written).toHaveLength(1);
  });
});
