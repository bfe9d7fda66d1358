// The stream over a real Node HTTP server (@hono/node-server), where frames are written straight to
// the socket instead of through a web stream: headers, shared frames, private events, catch-up from
// Last-Event-ID, and that a client that goes away is unsubscribed.
import { describe, expect, it } from 'vitest';
import { listen, startTestApp } from '../../../tests/integration/harness';
import { collectEvents, scoreEvent as score } from '../../../tests/integration/sse';
import { SECURITY_HEADERS } from '../http/security';
import { publish } from './publish';

/** Opens /api/stream and collects events as they arrive; `close()` aborts the request (the client goes away). */
async function open(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(`${url}/api/stream`, { headers, signal: controller.signal });
  const { events, until, ended, close } = collectEvents(response);
  return {
    response,
    events,
    until,
    ended,
    close: async () => {
      controller.abort();
      await close();
    },
  };
}

describe('live stream on the Node server', async () => {
  const app = await startTestApp();
  const { url } = await listen(app.app);
  const waitFor = async (check: () => boolean) => {
    const deadline = Date.now() + 5000;
    while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    return check();
  };

  it('answers with event-stream headers and carries a published event', async () => {
    const client = await open(url);
    expect(client.response.status).toBe(200);
    expect(client.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(client.response.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(client.response.headers.get('x-request-id')).toMatch(/\S/);
    // Written by the route on the raw Node response (the fast path), with every response's security headers.
    expect(client.response.headers.get('content-security-policy')).toBe(
      SECURITY_HEADERS['content-security-policy'],
    );
    expect(await waitFor(() => app.deps.hub.subscribers.size === 1)).toBe(true);
    await publish(app.deps.db, [score(1, 42)]);
    const [event] = await client.until(1);
    expect(event).toMatchObject({ event: 'match', data: { matchId: 1, homeScore: { runs: 42 } } });
    await client.close();
    expect(await waitFor(() => app.deps.hub.subscribers.size === 0)).toBe(true); // unsubscribed when the socket closed
  });

  it('keeps a player’s balance events to that player’s streams', async () => {
    const player = app.http.fork();
    const account = await player.signUp();
    const other = app.http.fork();
    await other.signUp();
    const cookie = (client: typeof player) => client.cookieHeader();
    const mine = await open(url, { cookie: cookie(player) });
    const theirs = await open(url, { cookie: cookie(other) });
    const anonymous = await open(url);
    expect(await waitFor(() => app.deps.hub.subscribers.size === 3)).toBe(true);
    await publish(app.deps.db, [
      { topic: 'balance', userId: account.id, payload: { balance: 9900, version: 2 } },
      score(2, 7),
    ]);
    expect((await mine.until(2)).map((e) => e.event)).toEqual(['balance', 'match']);
    expect((await theirs.until(1)).map((e) => e.event)).toEqual(['match']);
    expect((await anonymous.until(1)).map((e) => e.event)).toEqual(['match']);
    await new Promise((r) => setTimeout(r, 100));
    expect(theirs.events).toHaveLength(1);
    await Promise.all([mine.close(), theirs.close(), anonymous.close()]);
  });

  it('replays what a reconnecting client missed, from Last-Event-ID, then continues live', async () => {
    const first = await open(url);
    expect(await waitFor(() => app.deps.hub.subscribers.size === 1)).toBe(true);
    await publish(app.deps.db, [score(3, 10)]);
    const [seen] = await first.until(1);
    await first.close();
    await publish(app.deps.db, [score(3, 11), score(3, 12)]);

    const resumed = await open(url, { 'last-event-id': seen!.id! });
    await resumed.until(2);
    await publish(app.deps.db, [score(3, 13)]);
    const runs = (await resumed.until(3)).map(
      (e) => (e.data as { homeScore: { runs: number } }).homeScore.runs,
    );
    expect(runs).toEqual([11, 12, 13]);
    await resumed.close();
  });

  it('ends a signed-out session’s stream in order: its last event says so', async () => {
    const player = app.http.fork();
    await player.signUp();
    const stream = await open(url, { cookie: player.cookieHeader() });
    expect(await waitFor(() => app.deps.hub.subscribers.size === 1)).toBe(true);
    expect((await player.post('/api/auth/sign-out')).status).toBe(200);
    expect(await waitFor(stream.ended)).toBe(true);
    expect(stream.events).toEqual([{ event: 'access', data: { reason: 'SIGNED_OUT' } }]);
    await stream.close();
  });
});
