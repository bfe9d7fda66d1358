// A stream belongs to the session that opened it (issue 44): when that session ends, on whichever
// instance, its stream ends within a couple of seconds and no private event reaches it, while the
// player's other sessions keep theirs. Two instances on one database, as behind a load balancer.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startSecondInstance, startTestApp, type TestClient } from '../../../tests/integration/harness';
import { collectEvents } from '../../../tests/integration/sse';
import { grantAdmin } from '../features/admin/grant-admin';

const PRIVATE = ['balance', 'withdrawal', 'bet', 'notification', 'backoffice'];

describe('a stream belongs to a live session', async () => {
  const a = await startTestApp();
  const b = await startSecondInstance(a.databaseUrl);

  /** One player signed in twice on instance A: `first` and `second` are two sessions (two devices). */
  async function twoSessions() {
    const first = a.http.fork();
    const account = await first.signUp();
    const second = a.http.fork();
    expect((await second.signIn(account.email, account.password)).status).toBe(200);
    return { account, first, second };
  }

  const openStream = async (app: typeof a.app, client: TestClient) => {
    const stream = collectEvents(
      await app.request('/api/stream', { headers: { cookie: client.cookieHeader() } }),
    );
    await new Promise((r) => setTimeout(r, 100)); // subscribed
    return stream;
  };

  /** Waits up to `ms` for the server to end the stream. */
  const endsWithin = async (stream: ReturnType<typeof collectEvents>, ms: number) => {
    const deadline = Date.now() + ms;
    while (!stream.ended() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    return stream.ended();
  };

  const withdraw = (client: TestClient, amount: number) =>
    client.post('/api/me/withdrawals', {
      idempotencyKey: randomUUID(),
      amount,
      method: 'upi',
      upiName: 'Ravi Kumar',
      upiId: 'ravi.kumar@okaxis',
    });

  it('ends a session’s stream on instance B when another session signs it out on A; no private event reaches it', async () => {
    const { first, second } = await twoSessions();
    const revoked = await openStream(b.app, first);
    const kept = await openStream(b.app, second);
    try {
      expect((await second.post('/api/me/sessions/sign-out-others')).json).toEqual({ signedOut: 1 });
      expect((await first.get('/api/me/sessions')).status).toBe(401);
      // At once: the withdrawal's events commit after the sign-out, and must not reach the revoked stream.
      expect((await withdraw(second, 777)).status).toBe(201);

      expect(await endsWithin(revoked, 2000)).toBe(true);
      expect(revoked.events.filter((e) => PRIVATE.includes(e.event!))).toEqual([]);
      expect(revoked.events.at(-1)).toEqual({ event: 'access', data: { reason: 'SIGNED_OUT' } });

      await kept.until(2, 3000);
      expect(kept.ended()).toBe(false);
      expect(kept.events.map((e) => [e.event, e.data])).toEqual([
        ['balance', { balance: 9_223, version: expect.any(Number) }],
        ['withdrawal', { id: expect.any(String), status: 'PENDING' }],
      ]);
    } finally {
      await revoked.close();
      await kept.close();
    }
  });

  it('starts a stream opened with an ended session’s cookie by saying so: the browser asks who it is', async () => {
    const { first, second } = await twoSessions();
    await second.post('/api/me/sessions/sign-out-others');
    const reopened = await openStream(a.app, first);
    try {
      await reopened.until(1, 1000);
      expect(reopened.events[0]).toEqual({ event: 'access', data: { reason: 'SIGNED_OUT' } });
    } finally {
      await reopened.close();
    }
  });

  it('ends the other sessions’ streams on a password change, and keeps this one’s', async () => {
    const { account, first, second } = await twoSessions();
    const other = await openStream(b.app, first);
    const own = await openStream(a.app, second);
    try {
      const changed = await second.post('/api/me/password', {
        currentPassword: account.password,
        newPassword: 'another-secret-9',
      });
      expect(changed.json).toEqual({ signedOut: 1 });
      expect(await endsWithin(other, 2000)).toBe(true);
      expect(own.ended()).toBe(false);
    } finally {
      await other.close();
      await own.close();
    }
  });

  it('ends a stream when its own session signs out', async () => {
    const { first } = await twoSessions();
    const stream = await openStream(b.app, first);
    try {
      expect((await first.post('/api/auth/sign-out')).status).toBe(200);
      expect(await endsWithin(stream, 2000)).toBe(true);
      expect(stream.events.at(-1)).toEqual({ event: 'access', data: { reason: 'SIGNED_OUT' } });
    } finally {
      await stream.close();
    }
  });

  it('ends a stream when its session expires', async () => {
    const { account, first } = await twoSessions();
    const stream = await openStream(b.app, first);
    try {
      // Both sessions reach their end in a second (as a week without use would bring them).
      await a.deps.db.execute(
        sql`update sessions set expires_at = now() + interval '1 second' where user_id = ${account.id}`,
      );
      expect(await endsWithin(stream, 4000)).toBe(true);
      expect(stream.events.at(-1)).toEqual({ event: 'access', data: { reason: 'SIGNED_OUT' } });
    } finally {
      await stream.close();
    }
  });

  it('ends an admin’s stream when the role is removed: no more back-office ticks', async () => {
    const admin = a.http.fork();
    const account = await admin.signUp();
    await grantAdmin(a.deps.db, account.id);
    const player = a.http.fork();
    await player.signUp();
    const stream = await openStream(b.app, admin);
    try {
      // While an admin: a bet moving (a balance change) ticks the back office.
      expect((await withdraw(player, 777)).status).toBe(201);
      await stream.until(2, 3000);
      expect(stream.events).toContainEqual({ event: 'backoffice', data: { action: 'BETS' } });

      await a.deps.db.execute(sql`delete from admin_roles where user_id = ${account.id}`);
      expect(await endsWithin(stream, 2000)).toBe(true);
      expect(stream.events.at(-1)).toEqual({ event: 'access', data: { reason: 'NOT_ADMIN' } });
      const ticks = stream.events.filter((e) => e.event === 'backoffice').length;
      expect((await withdraw(player, 777)).status).toBe(201);
      await new Promise((r) => setTimeout(r, 1500));
      expect(stream.events.filter((e) => e.event === 'backoffice')).toHaveLength(ticks);
    } finally {
      await stream.close();
    }
  });
});
