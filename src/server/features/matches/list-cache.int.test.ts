// The cached match lists stay true: a change committed through one instance is in the very next list
// from either instance (the cache waits for the hub to have seen every earlier event), and a list is
// cached (the second read does not query).
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Match } from '@shared/contracts/matches';
import { startSecondInstance, startTestApp, type TestClient } from '../../../../tests/integration/harness';
import { activateUpcoming } from './sync/activate-upcoming';
import { syncLive } from './sync/sync-live';
import { syncSchedule } from './sync/sync-schedule';

const T0 = new Date('2026-03-10T15:23:00Z');
const MINUTE = 60_000;

describe('match list cache', async () => {
  const first = await startTestApp();
  const second = await startSecondInstance(first.databaseUrl);
  const { db, provider } = first.deps;
  await syncSchedule(db, provider, T0);
  await activateUpcoming(db, provider, T0);
  await syncLive(db, provider, T0);
  const list = async (client: TestClient, status: 'LIVE' | 'UPCOMING') => {
    const response = await client.get(`/api/matches?status=${status}`);
    expect(response.status).toBe(200);
    return response.json.matches as Match[];
  };
  const http2 = second.http;

  it('serves a repeated list without querying again', async () => {
    await list(first.http, 'UPCOMING');
    // Only the list's own reads count: the live events' sweep reads the same pool every second.
    let queries = 0;
    const original = first.deps.pool.query.bind(first.deps.pool);
    first.deps.pool.query = ((...args: Parameters<typeof original>) => {
      const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string }).text;
      if (text && /\bfrom "?(matches|markets)"?/i.test(text)) queries++;
      return original(...args);
    }) as typeof original;
    try {
      await list(first.http, 'UPCOMING');
      await list(first.http, 'UPCOMING');
    } finally {
      first.deps.pool.query = original;
    }
    expect(queries).toBe(0);
  });

  it('shows a change made through one instance at once, on both instances', async () => {
    // Both instances have the lists cached.
    const [next] = await list(first.http, 'UPCOMING');
    await list(http2, 'UPCOMING');
    await list(first.http, 'LIVE');
    await list(http2, 'LIVE');

    // The toss: the match goes live. No waiting for the NOTIFY before reading.
    await syncLive(db, provider, new Date(new Date(next!.date).getTime() - 2 * MINUTE));
    for (const client of [first.http, http2]) {
      expect((await list(client, 'UPCOMING')).some((m) => m.id === next!.id)).toBe(false);
      const live = (await list(client, 'LIVE')).find((m) => m.id === next!.id);
      expect(live?.tossWinner).toMatch(/\S/);
    }

    // In play: the score moves; each list read right after the sync shows it.
    for (const minutes of [10, 20, 30]) {
      await syncLive(db, provider, new Date(new Date(next!.date).getTime() + minutes * MINUTE));
      const [a, b] = await Promise.all([list(first.http, 'LIVE'), list(http2, 'LIVE')]);
      const fresh = await first.deps.db.execute<{ over: string }>(
        // the database's own figure, to compare with
        sql`select current_over::text as over from matches where id = ${next!.id}`,
      );
      const over = Number(fresh.rows[0]!.over);
      expect(a.find((m) => m.id === next!.id)?.currentOver).toBe(over);
      expect(b.find((m) => m.id === next!.id)?.currentOver).toBe(over);
    }
  });

  it('sends large lists gzipped to clients that accept it', async () => {
    const plain = await first.http.get('/api/matches?status=UPCOMING');
    const zipped = await first.app.request('/api/matches?status=UPCOMING', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toBe('Accept-Encoding');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString()).toBe(plain.text);
  });
});
