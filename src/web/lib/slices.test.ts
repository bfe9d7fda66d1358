import { afterEach, describe, expect, it, vi } from 'vitest';
import { mapInSlices } from './slices';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('mapInSlices', () => {
  it('maps every item, in order', async () => {
    expect(await mapInSlices([1, 2, 3], (n) => n * 10)).toEqual([10, 20, 30]);
    expect(await mapInSlices([], (n: number) => n)).toEqual([]);
  });

  it('yields to the browser each time a slice has run its few milliseconds, not before', async () => {
    // Each item takes 2 ms on this clock: a 5 ms slice holds three, then yields.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const yields: number[] = [];
    vi.stubGlobal('scheduler', {
      yield: () => {
        yields.push(now);
        return Promise.resolve();
      },
    });
    const seen: number[] = [];
    await mapInSlices([1, 2, 3, 4, 5, 6, 7], (n) => {
      seen.push(n);
      now += 2;
      return n;
    });
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(yields).toEqual([6, 12]);
  });

  it('yields with a timer where the browser has no scheduler.yield', async () => {
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    vi.stubGlobal('scheduler', undefined);
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    await mapInSlices([1, 2], () => (now += 10));
    expect(setTimeoutSpy).toHaveBeenCalledTimes(1);
  });
});
