// On Node 20, AsyncLocalStorage carries its stores through async_hooks: once any instance has run, every
// promise the process makes pays an init hook (about 120 ns here), whether or not a store is in use, until
// every instance is disabled. Better Auth runs its endpoints in such stores, and so does our sign-up; bet
// placement, the hot path, uses none. This switches the instances off whenever no run() is in flight, so
// the hooks cost only while a store is in use. See docs/decisions/0057-async-local-storage-off-when-idle.md.
import { AsyncLocalStorage } from 'node:async_hooks';

const INSTALLED = Symbol.for('ipl.asyncLocalStorageOffWhenIdle');

type Storage = AsyncLocalStorage<unknown>;

/**
 * Makes every AsyncLocalStorage of the process disable itself once no run() of any instance is in flight:
 * the run's callback has returned, or the promise it returned has settled. The next run() enables it
 * again. The rule this adds: a store is read only while its run() is in flight (what a run awaits),
 * never by work it leaves behind unawaited once nothing runs; none of our code nor Better Auth's does
 * (it awaits its background tasks unless `advanced.backgroundTasks` is set). Idempotent.
 */
export function switchAsyncLocalStorageOffWhenIdle(): void {
  const prototype = AsyncLocalStorage.prototype as Storage & Record<symbol, unknown>;
  if (prototype[INSTALLED]) return;
  const run = prototype.run;
  const inUse = new Set<Storage>();
  let runsInFlight = 0;
  const settled = () => {
    runsInFlight -= 1;
    if (runsInFlight > 0) return;
    for (const storage of inUse) storage.disable();
    inUse.clear();
  };
  prototype.run = function runThenSwitchOffWhenIdle<R>(
    this: Storage,
    store: unknown,
    callback: (...args: unknown[]) => R,
    ...args: unknown[]
  ): R {
    inUse.add(this);
    runsInFlight += 1;
    let result: R;
    try {
      result = run.call(this, store, callback, ...args) as R;
    } catch (error) {
      settled();
      throw error;
    }
    if (!(result instanceof Promise)) {
      settled();
      return result;
    }
    // The caller gets a promise that settles as the callback's did (a rejection it leaves unhandled is
    // still reported), once the count is down.
    return result.finally(settled) as R;
  } as Storage['run'];
  prototype[INSTALLED] = true;
}
