// Works a chase's distribution out on a worker thread (chase-worker.ts), so the event loop never waits
// for it: a new chase state costs tens of milliseconds of arithmetic (npm run bench:chase-pricing), once
// a ball for every live chase. The result is kept in chase-distribution.ts's memory of states, where the
// synchronous pricing reads it. Should the worker fail, the pricing works the state out in line.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { isChaseKept, isChaseOn, keepChase, type ChaseState } from './chase-distribution';

export interface ChaseRequest {
  id: number;
  par: number;
  target: number;
  state: ChaseState;
}

export interface ChaseResponse {
  id: number;
  overs: [number, Float64Array][];
}

interface Pending {
  resolve: (overs: ChaseResponse['overs']) => void;
  reject: (error: Error) => void;
}

/** undefined: not started yet; null: it failed, and chases are worked out in line. */
let worker: Worker | null | undefined;
const pending = new Map<number, Pending>();
const inFlight = new Map<string, Promise<void>>();
let nextId = 0;

/**
 * In the server build the worker is chase-worker.js beside main.js (vite.server.config.ts builds both).
 * From the sources (tsx, vitest) it is chase-worker.ts beside this file, which the thread imports
 * through tsx's API (a worker does not inherit the loader `--import tsx` gave this thread).
 */
function newWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./chase-worker.js', import.meta.url));
  // require.resolve finds the CommonJS entry of tsx's API; the thread imports the ES module beside it.
  const tsxApi = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  );
  const file = JSON.stringify(new URL('./chase-worker.ts', import.meta.url).href);
  const code = `import(${JSON.stringify(tsxApi.href)}).then(({ tsImport }) => tsImport(${file}, ${file}))`;
  return new Worker(code, { eval: true });
}

function startWorker(): Worker | null {
  try {
    const started = newWorker();
    started.unref();
    started.on('message', ({ id, overs }: ChaseResponse) => {
      const request = pending.get(id);
      pending.delete(id);
      if (pending.size === 0) started.unref();
      request?.resolve(overs);
    });
    started.on('error', (error) => stopWorker(error));
    started.on('exit', (code) => stopWorker(new Error(`The chase worker exited with code ${code}`)));
    return started;
  } catch {
    return null;
  }
}

function stopWorker(error: Error): void {
  worker = null;
  for (const request of pending.values()) request.reject(error);
  pending.clear();
}

function workOut(request: Omit<ChaseRequest, 'id'>): Promise<ChaseResponse['overs']> {
  if (worker === undefined) worker = startWorker();
  const running = worker;
  if (!running) return Promise.reject(new Error('The chase worker is not running'));
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    running.ref();
    running.postMessage({ ...request, id } satisfies ChaseRequest);
  });
}

/**
 * Has the chase from `state` worked out on the worker and kept, unless it already is. Never rejects: if
 * the worker fails, the pricing works the state out itself.
 */
export function prepareChase(par: number, target: number, state: ChaseState): Promise<void> {
  if (!isChaseOn(target, state) || isChaseKept(par, target, state)) return Promise.resolve();
  const key = `${par}|${target}|${state.runs}|${state.wickets}|${state.legalBalls}`;
  const known = inFlight.get(key);
  if (known) return known;
  const prepared = workOut({ par, target, state: { ...state } })
    .then((overs) => keepChase(par, target, state, new Map(overs)))
    .catch(() => undefined)
    .finally(() => inFlight.delete(key));
  inFlight.set(key, prepared);
  return prepared;
}
