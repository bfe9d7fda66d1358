import { AsyncLocalStorage } from 'node:async_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { switchAsyncLocalStorageOffWhenIdle } from './async-local-storage-off-when-idle';

/** A promise and the function that resolves it. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('AsyncLocalStorage switched off when idle', () => {
  beforeAll(() => switchAsyncLocalStorageOffWhenIdle());

  it('carries a store across awaits while its run is in flight', async () => {
    const storage = new AsyncLocalStorage<string>();
    const seen = await storage.run('sign-up', async () => {
      await sleep(1);
      await Promise.resolve();
      return storage.getStore();
    });
    expect(seen).toBe('sign-up');
  });

  it('keeps a run in flight whole while other runs start and end', async () => {
    const first = new AsyncLocalStorage<string>();
    const second = new AsyncLocalStorage<string>();
    const gate = deferred();
    const inFlight = first.run('first', async () => {
      await gate.promise;
      return first.getStore();
    });
    second.run('second', () => second.getStore());
    await second.run('second', async () => sleep(1));
    gate.resolve();
    expect(await inFlight).toBe('first');
  });

  it('switches the stores off once no run is in flight, and on again at the next run', async () => {
    const storage = new AsyncLocalStorage<number>();
    let leftBehind!: Promise<number | undefined>;
    storage.run(1, () => {
      leftBehind = sleep(1).then(() => storage.getStore());
    });
    // With the hooks left on, the work the run left behind would still see its store (1).
    expect(await leftBehind).toBeUndefined();
    expect(
      await storage.run(2, async () => {
        await sleep(1);
        return storage.getStore();
      }),
    ).toBe(2);
  });

  it('passes on a rejection and a throw, and still switches off after them', async () => {
    const storage = new AsyncLocalStorage<number>();
    const failure = new Error('refused');
    await expect(
      storage.run(1, async () => {
        await sleep(1);
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(() =>
      storage.run(1, () => {
        throw failure;
      }),
    ).toThrow(failure);
    let leftBehind!: Promise<number | undefined>;
    storage.run(3, () => {
      leftBehind = sleep(1).then(() => storage.getStore());
    });
    expect(await leftBehind).toBeUndefined();
  });

  it('installs once however often it is called', () => {
    const run = AsyncLocalStorage.prototype.run;
    switchAsyncLocalStorageOffWhenIdle();
    expect(AsyncLocalStorage.prototype.run).toBe(run);
  });
});
