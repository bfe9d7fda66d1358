// The in-process fan-out, without a database: frames are encoded once and shared, private events
// reach only their owner, and a client that cannot keep up is disconnected (so it reconnects with
// Last-Event-ID and catches up) rather than left open and silent.
import { describe, expect, it } from 'vitest';
import type { StoredEvent } from './live-events';
import { SubscriberRegistry, type Subscriber } from './subscribers';

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

describe('SubscriberRegistry fan-out', () => {
  it('sends one shared frame to every public subscriber, and private events only to their owner', () => {
    const registry = new SubscriberRegistry();
    const a = subscriber(null);
    const b = subscriber('u1');
    const c = subscriber('u2');
    for (const s of [a, b, c]) registry.subscribe(s.sub);
    registry.deliver(event(1));
    registry.deliver(event(2, 'u1'));
    expect([a.frames.length, b.frames.length, c.frames.length]).toEqual([1, 2, 1]);
    expect(a.frames[0]).toBe(b.frames[0]); // the same bytes, serialised once
    expect(new TextDecoder().decode(b.frames[1])).toBe('id: 2\nevent: balance\ndata: {"id":2}\n\n');
  });

  it('disconnects a subscriber whose write fails, instead of keeping a silent stream open', () => {
    const registry = new SubscriberRegistry();
    const slow = subscriber(null, true);
    const fine = subscriber(null);
    registry.subscribe(slow.sub);
    registry.subscribe(fine.sub);
    registry.deliver(event(1));
    expect(slow.isClosed()).toBe(true);
    expect(registry.size).toBe(1);
    registry.deliver(event(2));
    expect(fine.frames).toHaveLength(2);
  });
});

describe('SubscriberRegistry private routing', () => {
  it('routes a private event only to its owner’s streams, also after streams come and go', () => {
    const registry = new SubscriberRegistry();
    const first = subscriber('u1');
    const second = subscriber('u1');
    const other = subscriber('u2');
    const offFirst = registry.subscribe(first.sub);
    registry.subscribe(second.sub);
    registry.subscribe(other.sub);
    offFirst();
    registry.deliver(event(7, 'u1'));
    expect([first.frames.length, second.frames.length, other.frames.length]).toEqual([0, 1, 0]);
    expect(registry.size).toBe(2);
  });

  it('drops a slow private stream from the owner index as well', () => {
    const registry = new SubscriberRegistry();
    const slow = subscriber('u1', true);
    registry.subscribe(slow.sub);
    registry.deliver(event(8, 'u1'));
    expect(slow.isClosed()).toBe(true);
    expect(registry.size).toBe(0);
    expect((registry as unknown as { byUser: Map<string, unknown> }).byUser.size).toBe(0);
  });
});
