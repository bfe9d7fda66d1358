// The hub's wiring, without a database: what the event source delivers reaches the streams once.
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { LiveHub } from './hub';
import type { StoredEvent } from './live-events';

describe('LiveHub', () => {
  it('writes each event its source delivers to the open streams, once', () => {
    const hub = new LiveHub('postgres://unused', {} as Db, pino({ level: 'silent' }));
    const deliver = (event: StoredEvent) =>
      (hub.events as unknown as { deliver(e: StoredEvent): void }).deliver(event);
    const frames: string[] = [];
    hub.subscribers.subscribe({
      session: null,
      write: (frame) => void frames.push(new TextDecoder().decode(frame)),
      close: () => {},
    });
    deliver({ id: 3, topic: 'match', userId: null, payload: { runs: 1 } });
    deliver({ id: 3, topic: 'match', userId: null, payload: { runs: 1 } });
    expect(frames).toEqual(['id: 3\nevent: match\ndata: {"runs":1}\n\n']);
  });
});
