// The per-instance match list cache without a database: one load per change, the race where a load
// outlives an invalidation, read-your-writes through the caught-up barrier, and no caching while the
// hub is not listening.
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MatchListCache } from './list-cache';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('MatchListCache', () => {
  it('serialises once per change and shares one load between concurrent requests', async () => {
    const cache = new MatchListCache(() => true);
    let loads = 0;
    const load = async () => ({ matches: [++loads] });
    const [a, b] = await Promise.all([cache.get('LIVE', load), cache.get('LIVE', load)]);
    expect(a.json).toBe('{"matches":[1]}');
    expect(b).toBe(a);
    expect((await cache.get('LIVE', load)).json).toBe('{"matches":[1]}');
    expect((await cache.get('UPCOMING', load)).json).toBe('{"matches":[2]}'); // its own entry
    cache.invalidate();
    expect((await cache.get('LIVE', load)).json).toBe('{"matches":[3]}');
    expect(loads).toBe(3);
  });

  it('does not keep a result read before an invalidation that arrived while it was loading', async () => {
    const cache = new MatchListCache(() => true);
    const slow = deferred<unknown>();
    const first = cache.get('LIVE', () => slow.promise);
    await Promise.resolve();
    cache.invalidate(); // the event of a change committed while the first query ran
    const second = cache.get('LIVE', async () => ({ matches: ['new'] }));
    slow.resolve({ matches: ['old'] });
    expect((await first).json).toBe('{"matches":["old"]}'); // its own caller: concurrent with the change
    expect((await second).json).toBe('{"matches":["new"]}');
    expect((await cache.get('LIVE', async () => ({ matches: ['again'] }))).json).toBe('{"matches":["new"]}');
  });

  it('waits for the barrier before answering, so a change committed earlier is seen', async () => {
    // The barrier stands for hub.sync(): it flushes the NOTIFY of a change committed before the request.
    let pendingEvent = false;
    const cache: MatchListCache = new MatchListCache(
      () => true,
      async () => {
        await Promise.resolve();
        if (pendingEvent) cache.invalidate();
        pendingEvent = false;
      },
    );
    expect((await cache.get('LIVE', async () => ({ v: 'before' }))).json).toBe('{"v":"before"}');
    pendingEvent = true; // committed, its event not yet received
    expect((await cache.get('LIVE', async () => ({ v: 'after' }))).json).toBe('{"v":"after"}');
  });

  it('caches nothing while the hub is not listening (an event could be missed)', async () => {
    let listening = false;
    const cache = new MatchListCache(() => listening);
    let loads = 0;
    const load = async () => ({ n: ++loads });
    await cache.get('LIVE', load);
    await cache.get('LIVE', load);
    expect(loads).toBe(2);
    listening = true;
    await cache.get('LIVE', load);
    await cache.get('LIVE', load);
    expect(loads).toBe(3);
  });

  it('forgets a failed load, so the next request tries again', async () => {
    const cache = new MatchListCache(() => true);
    await expect(
      cache.get('LIVE', async () => {
        throw new Error('database away');
      }),
    ).rejects.toThrow('database away');
    expect((await cache.get('LIVE', async () => ({ ok: true }))).json).toBe('{"ok":true}');
  });

  it('keeps a gzip copy of large bodies only', async () => {
    const cache = new MatchListCache(() => true);
    const small = await cache.get('LIVE', async () => ({ matches: [] }));
    expect(small.gzip).toBeUndefined();
    const rows = Array.from({ length: 500 }, (_, id) => ({ id, venue: 'Wankhede Stadium, Mumbai' }));
    const large = await cache.get('UPCOMING', async () => ({ matches: rows }));
    expect(large.gzip!.byteLength).toBeLessThan(large.json.length / 4);
    expect(gunzipSync(large.gzip!).toString()).toBe(large.json);
  });
});
