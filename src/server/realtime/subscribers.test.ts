// The in-process fan-out, without a database: frames are encoded once and shared, private events
// reach only their owner, and a client that cannot keep up is disconnected (so it reconnects with
// Last-Event-ID and catches up) rather than left open and silent.
import { describe, expect, it, vi } from 'vitest';
import type { StoredEvent } from './live-events';
import { SubscriberRegistry, type StreamSession, type Subscriber } from './subscribers';

function subscriber(userId: string | null, failing = false, session: Partial<StreamSession> = {}) {
  const frames: Uint8Array[] = [];
  let closed = false;
  let last: string | undefined;
  const sub: Subscriber = {
    session: userId
      ? { id: `session-of-${userId}`, userId, expiresAt: Infinity, admin: false, readAt: 0, ...session }
      : null,
    write(frame) {
      if (failing) throw new Error('slow client');
      frames.push(frame);
    },
    close(lastFrame) {
      closed = true;
      if (lastFrame) last = new TextDecoder().decode(lastFrame);
    },
  };
  return { sub, frames, isClosed: () => closed, lastFrame: () => last };
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

describe('SubscriberRegistry: a stream belongs to a live session', () => {
  const text = (frame: Uint8Array | undefined) => frame && new TextDecoder().decode(frame);

  it('ends the streams of an ended session, saying so last, while the other sessions carry on', () => {
    const registry = new SubscriberRegistry();
    const revoked = subscriber('u1', false, { id: 's1' });
    const kept = subscriber('u1', false, { id: 's2' });
    const visitor = subscriber(null);
    for (const s of [revoked, kept, visitor]) registry.subscribe(s.sub);
    registry.endSession('s1');
    registry.deliver(event(1, 'u1'));
    expect(revoked.isClosed()).toBe(true);
    expect(revoked.lastFrame()).toBe('event: access\ndata: {"reason":"SIGNED_OUT"}\n\n');
    expect(revoked.frames).toEqual([]);
    expect(kept.frames.map(text)).toEqual(['id: 1\nevent: balance\ndata: {"id":1}\n\n']);
    expect(visitor.isClosed()).toBe(false);
  });

  it('ends at once a stream whose session ended after it was read, before it subscribed', () => {
    const registry = new SubscriberRegistry();
    const readAt = Date.now();
    registry.endSession('s1');
    const late = subscriber('u1', false, { id: 's1', readAt });
    registry.subscribe(late.sub);
    registry.deliver(event(2, 'u1'));
    expect(late.isClosed()).toBe(true);
    expect(late.frames).toEqual([]);
    expect(registry.size).toBe(0);
  });

  it('writes no private frame to a stream whose session has expired, and ends it', () => {
    const registry = new SubscriberRegistry();
    const expired = subscriber('u1', false, { expiresAt: Date.now() - 1 });
    registry.subscribe(expired.sub);
    registry.deliver(event(3, 'u1'));
    expect(expired.frames).toEqual([]);
    expect(expired.isClosed()).toBe(true);
  });

  it('ends an admin stream when the role is removed, and only the admin ones', async () => {
    vi.useFakeTimers();
    try {
      const registry = new SubscriberRegistry();
      const admin = subscriber('a1', false, { id: 'sa', admin: true });
      const player = subscriber('a1', false, { id: 'sp' });
      registry.subscribe(admin.sub);
      registry.subscribe(player.sub);
      registry.endAdmin('a1');
      registry.deliver(event(4, 'a1'));
      await vi.advanceTimersByTimeAsync(1500);
      expect(admin.isClosed()).toBe(true);
      expect(admin.lastFrame()).toBe('event: access\ndata: {"reason":"NOT_ADMIN"}\n\n');
      expect(admin.frames).toEqual([]);
      expect(player.frames.map(text)).toEqual(['id: 4\nevent: balance\ndata: {"id":4}\n\n']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes the database’s answer: ends what it no longer has, keeps the expiry it has now', () => {
    const registry = new SubscriberRegistry();
    const gone = subscriber('u1', false, { id: 's1' });
    const live = subscriber('u2', false, { id: 's2', expiresAt: Date.now() + 1000 });
    const demoted = subscriber('u3', false, { id: 's3', admin: true });
    for (const s of [gone, live, demoted]) registry.subscribe(s.sub);
    const asked = registry.openAccess();
    expect(asked).toEqual({ sessions: ['s1', 's2', 's3'], admins: ['u3'] });
    const later = Date.now() + 60_000;
    registry.confirmAccess(
      asked,
      new Map([
        ['s2', later],
        ['s3', later],
      ]),
      new Set(),
    );
    expect([gone.isClosed(), live.isClosed(), demoted.isClosed()]).toEqual([true, false, true]);
    expect(live.sub.session!.expiresAt).toBe(later);
  });

  it('ends every signed-in stream when notices may have gone unheard, and no visitor’s', () => {
    const registry = new SubscriberRegistry();
    const signedIn = subscriber('u1');
    const visitor = subscriber(null);
    registry.subscribe(signedIn.sub);
    registry.subscribe(visitor.sub);
    registry.endSignedIn();
    expect([signedIn.isClosed(), visitor.isClosed()]).toEqual([true, false]);
    expect(signedIn.lastFrame()).toBeUndefined();
  });
});
