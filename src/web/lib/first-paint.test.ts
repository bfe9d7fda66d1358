// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A browser's paint timing: FCP is reported when `paint()` is called, and to later buffered observers. */
function stubPaintTiming() {
  type Callback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;
  const observers = new Set<Callback>();
  let painted = false;
  const deliver = (callback: Callback) =>
    callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{ name }] : []) });
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly callback: Callback) {}
    observe({ buffered }: { buffered?: boolean }) {
      observers.add(this.callback);
      if (painted && buffered) queueMicrotask(() => deliver(this.callback));
    }
    disconnect() {
      observers.delete(this.callback);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    paint() {
      painted = true;
      for (const callback of [...observers]) deliver(callback);
    },
    observing: () => observers.size,
  };
}

/** The module caches its promise: each test loads it afresh. */
async function load() {
  vi.resetModules();
  return (await import('./first-paint')).afterFirstPaint;
}

async function settled(promise: Promise<void>) {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 8; i++) await Promise.resolve();
  return done;
}

beforeEach(() => {
  vi.useFakeTimers();
  // Chromium's scheduler.yield, which resumes each caller in a task of its own (jsdom has none).
  vi.stubGlobal('scheduler', { yield: () => Promise.resolve() });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('afterFirstPaint', () => {
  it('waits for the first contentful paint, then stops observing', async () => {
    const timing = stubPaintTiming();
    const afterFirstPaint = await load();
    const painted = afterFirstPaint();
    expect(await settled(painted)).toBe(false);

    timing.paint();
    expect(await settled(painted)).toBe(true);
    expect(timing.observing()).toBe(0);
    // Later callers (a page opened by navigation) do not wait at all.
    expect(await settled(afterFirstPaint())).toBe(true);
  });

  it('resolves at once when the page has already painted', async () => {
    const timing = stubPaintTiming();
    timing.paint();
    const afterFirstPaint = await load();
    expect(await settled(afterFirstPaint())).toBe(true);
  });

  it("reads the observer's entries, not `performance`, which a test's fake clock replaces", async () => {
    vi.spyOn(performance, 'getEntriesByName').mockReturnValue([]);
    const timing = stubPaintTiming();
    const afterFirstPaint = await load();
    const painted = afterFirstPaint();
    timing.paint();
    expect(await settled(painted)).toBe(true);
  });

  it('gives up waiting after three seconds (a tab opened in the background does not paint)', async () => {
    const timing = stubPaintTiming();
    const afterFirstPaint = await load();
    const painted = afterFirstPaint();
    await vi.advanceTimersByTimeAsync(2999);
    expect(await settled(painted)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(painted)).toBe(true);
    expect(timing.observing()).toBe(0);
  });

  it('resumes each caller in a task of its own', async () => {
    const timing = stubPaintTiming();
    const yields = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yields });
    const afterFirstPaint = await load();
    const callers = [afterFirstPaint(), afterFirstPaint(), afterFirstPaint()];
    timing.paint();
    await Promise.all(callers);
    expect(yields).toHaveBeenCalledTimes(3);
  });

  it('does not wait where the browser has no paint timing', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const afterFirstPaint = await load();
    expect(await settled(afterFirstPaint())).toBe(true);
  });
});
