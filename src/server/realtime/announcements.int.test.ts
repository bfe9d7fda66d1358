import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startSecondInstance, startTestApp } from '../../../tests/integration/harness';
import { collectEvents, scoreEvent as score } from '../../../tests/integration/sse';
import { createMatch, selection } from '../features/bets/test-fixtures';
import { transactionWithEvents } from './live-events';

/** Events are recorded in the change's transaction and announced after it commits (ADR 0007). */
describe('live event announcements', async () => {
  const first = await startTestApp();
  const second = await startSecondInstance(first.databaseUrl);
  const stream = async (app: typeof first.app, cookie?: string) =>
    collectEvents(await app.request('/api/stream', { headers: cookie ? { cookie } : {} }));
  const settle = () => new Promise((r) => setTimeout(r, 100));

  it("delivers a bet's balance event to the owner's streams on both instances", async () => {
    const player = first.http.fork();
    const account = await player.signUp();
    const match = await createMatch(first.deps.db, { status: 'LIVE' });
    const onFirst = await stream(first.app, player.cookieHeader());
    const onSecond = await stream(second.app, player.cookieHeader());
    await settle();
    const placed = await player.post('/api/bets', {
      idempotencyKey: randomUUID(),
      selections: [selection(match)],
    });
    expect(placed.status).toBe(201);
    for (const events of [await onFirst.until(1), await onSecond.until(1)])
      expect(events).toEqual([
        expect.objectContaining({ event: 'balance', data: { balance: 9900, version: 2 } }),
      ]);
    await Promise.all([onFirst.close(), onSecond.close()]);
    expect(account.id).toBeTruthy();
  });

  it('announces nothing for a change that rolled back, or a bet that was refused', async () => {
    const player = first.http.fork();
    await player.signUp();
    const match = await createMatch(first.deps.db, { status: 'LIVE' });
    const anyone = await stream(second.app);
    const own = await stream(second.app, player.cookieHeader());
    await settle();
    const before = await first.deps.db.execute<{ n: string }>(sql`select count(*) as n from live_events`);
    await expect(
      transactionWithEvents(first.deps.db, async (_tx, emit) => {
        emit(score(match.matchId, 99));
        throw new Error('the change fails after emitting');
      }),
    ).rejects.toThrow('the change fails');
    const refused = await player.post('/api/bets', {
      idempotencyKey: randomUUID(),
      selections: [selection(match, 'home', 20_000)],
    });
    expect(refused.json.error.code).toBe('INSUFFICIENT_BALANCE');
    await new Promise((r) => setTimeout(r, 3500)); // past the sweep's grace period too
    const after = await first.deps.db.execute<{ n: string }>(sql`select count(*) as n from live_events`);
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
    expect(anyone.events).toEqual([]);
    expect(own.events).toEqual([]);
    await Promise.all([anyone.close(), own.close()]);
  });

  it('delivers an event committed while the listener is reconnecting', async () => {
    const client = await stream(second.app);
    await settle();
    await first.deps.pool.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where application_name = 'ipl-betting-live' and datname = current_database()`,
    );
    // Both instances' listeners are down now: this event's NOTIFY reaches neither.
    await transactionWithEvents(first.deps.db, async (_tx, emit) => emit(score(7001, 11)));
    const [event] = await client.until(1, 15_000);
    expect(event).toMatchObject({ event: 'match', data: { matchId: 7001, homeScore: { runs: 11 } } });
    await client.close();
  });

  it('delivers an event whose announcement was lost (recorded, never notified) within seconds', async () => {
    const client = await stream(second.app);
    await settle();
    // As if the writer crashed between its commit and its NOTIFY.
    await first.deps.db.execute(sql`
      insert into live_events (topic, payload) values ('match', ${JSON.stringify(score(7002, 12).payload)}::jsonb)`);
    const [event] = await client.until(1, 6000);
    expect(event).toMatchObject({ event: 'match', data: { matchId: 7002 } });
    await client.close();
  });

  it('does not deliver again, on a new instance, the events recorded before it started', async () => {
    await transactionWithEvents(first.deps.db, async (_tx, emit) => emit(score(7003, 13)));
    const third = await startSecondInstance(first.databaseUrl);
    const client = await stream(third.app);
    await new Promise((r) => setTimeout(r, 3500));
    expect(client.events).toEqual([]);
    await client.close();
  });
});
