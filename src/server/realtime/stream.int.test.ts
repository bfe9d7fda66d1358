import { describe, expect, it } from 'vitest';
import { startSecondInstance, startTestApp } from '../../../tests/integration/harness';
import { collectEvents, readEvents, scoreEvent as score } from '../../../tests/integration/sse';
import { syncLive } from '../features/matches/sync/sync-live';
import { syncSchedule } from '../features/matches/sync/sync-schedule';
import { announce } from './announcer';
import { publish } from './publish';

describe('live stream', async () => {
  const first = await startTestApp();
  const second = await startSecondInstance(first.databaseUrl);

  it('delivers a change made through one instance to a client of another', async () => {
    const response = await second.app.request('/api/stream');
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const received = readEvents(response, 1);
    await new Promise((r) => setTimeout(r, 100));
    await publish(first.deps.db, [score(1, 42)]);
    const [event] = await received;
    expect(event).toMatchObject({ event: 'match', data: { matchId: 1, homeScore: { runs: 42 } } });
  });

  it('keeps a player’s balance events to that player’s streams', async () => {
    const player = first.http.fork();
    const account = await player.signUp();
    const other = first.http.fork();
    await other.signUp();
    const header = (client: typeof player) => client.cookieHeader();

    const mine = readEvents(
      await second.app.request('/api/stream', { headers: { cookie: header(player) } }),
      2,
      2000,
    );
    const theirs = readEvents(
      await second.app.request('/api/stream', { headers: { cookie: header(other) } }),
      2,
      2000,
    );
    await new Promise((r) => setTimeout(r, 100));
    await publish(first.deps.db, [
      { topic: 'balance', userId: account.id, payload: { balance: 9900, version: 2 } },
      score(2, 7),
    ]);

    expect((await mine).map((e) => e.event)).toEqual(['balance', 'match']);
    expect((await theirs).map((e) => e.event)).toEqual(['match']);
  });

  it('carries a real sync on one instance (scores, odds, market states) to a client of the other', async () => {
    const now = new Date('2026-03-10T15:23:00Z');
    await syncSchedule(first.deps.db, first.deps.provider, now);
    const response = await second.app.request('/api/stream');
    const received = readEvents(response, 3);
    await new Promise((r) => setTimeout(r, 100));
    const result = await syncLive(first.deps.db, first.deps.provider, new Date(now.getTime() + 60_000));
    expect(result.success).toBe(true);
    const events = await received;
    const match = events.find((e) => e.event === 'match');
    expect(match?.data).toMatchObject({ status: 'LIVE', currentOver: expect.any(Number) });
    expect((match!.data as { inningsStatus: string }).inningsStatus).toMatch(/\S/);
    expect(events.every((e) => Number(e.id) > 0)).toBe(true);
  });

  it('also resumes from ?lastEventId= (for clients that cannot set the header)', async () => {
    // The events of match 4 only: the sync of the test before can still be announcing its own.
    const live = firstEventOfMatch(await first.app.request('/api/stream'), 4);
    await new Promise((r) => setTimeout(r, 100));
    await publish(first.deps.db, [score(4, 1)]);
    const seen = await live;
    await publish(first.deps.db, [score(4, 2)]);
    const resumed = await firstEventOfMatch(
      await second.app.request(`/api/stream?lastEventId=${seen!.id}`),
      4,
    );
    expect((resumed!.data as { homeScore: { runs: number } }).homeScore.runs).toBe(2);
  });

  it('replays what a reconnecting client missed, from Last-Event-ID', async () => {
    const live = readEvents(await first.app.request('/api/stream'), 1);
    await new Promise((r) => setTimeout(r, 100));
    await publish(first.deps.db, [score(3, 10)]);
    const [seen] = await live;
    await publish(first.deps.db, [score(3, 11), score(3, 12)]);

    const resumed = await readEvents(
      await second.app.request('/api/stream', { headers: { 'last-event-id': seen!.id! } }),
      2,
    );
    expect(resumed.map((e) => (e.data as { homeScore: { runs: number } }).homeScore.runs)).toEqual([11, 12]);
  });

  it('gives a reconnecting player their own event that committed after a higher id they had seen', async () => {
    // Ids are taken at insert, not at commit: a settlement's balance event can hold a lower id than a
    // ticker event the client already has, and become visible only after the client left.
    const player = first.http.fork();
    const account = await player.signUp();
    const slow = await first.deps.pool.connect();
    try {
      await slow.query('begin');
      const { rows } = await slow.query<{ id: string }>(
        `insert into live_events (topic, user_id, payload) values ('balance', $1, '{"balance": 9000, "version": 7}')
         returning id`,
        [account.id],
      );
      const late = {
        id: Number(rows[0]!.id),
        topic: 'balance' as const,
        userId: account.id,
        payload: { balance: 9000, version: 7 },
      };
      const live = readEvents(
        await first.app.request('/api/stream', { headers: { cookie: player.cookieHeader() } }),
        1,
      );
      await new Promise((r) => setTimeout(r, 100));
      await publish(first.deps.db, [score(5, 1)]);
      const [seen] = await live;
      await slow.query('commit');
      // Announced while the player is between streams: every instance hears it, none has their stream.
      await announce(first.deps.db, [late]);
      await new Promise((r) => setTimeout(r, 1500));

      const resumed = await readEvents(
        await second.app.request('/api/stream', {
          headers: { cookie: player.cookieHeader(), 'last-event-id': seen!.id! },
        }),
        1,
      );
      expect(resumed).toMatchObject([{ event: 'balance', data: { version: 7 } }]);
      // Sent again without an id: the client's Last-Event-ID does not move back.
      expect(resumed[0]!.id).toBeUndefined();
    } finally {
      slow.release();
    }
  });
});

/** The first event about match `matchId` on a stream, or undefined if none comes within 5 s. */
async function firstEventOfMatch(response: Response, matchId: number) {
  const stream = collectEvents(response);
  try {
    for (let count = 1; ; count++) {
      const events = await stream.until(count, 5000);
      const found = events.find((e) => (e.data as { matchId?: number } | null)?.matchId === matchId);
      if (found || events.length < count) return found;
    }
  } finally {
    await stream.close();
  }
}
