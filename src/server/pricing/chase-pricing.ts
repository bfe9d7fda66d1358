// One file, several operations: the main thread's side of the one chase worker; both requests share
// its queue, its pending answers and the memories they fill.
// Works the score-market model's distributions out on a worker thread (chase-worker.ts), so the event loop
// never waits for them (npm run bench:chase-pricing):
// - a chase's, from a new state: tens of milliseconds, once a ball for every live chase, kept in
//   chase-distribution.ts's memory of states;
// - a first innings' table, from every state at once: about a hundred milliseconds, once for a side's
//   par, kept in first-innings-table.ts's.
// The synchronous pricing reads them there. Should the worker fail, the pricing works them out in line.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { isChaseKept, isChaseOn, keepChase, type ChaseState } from './chase-distribution';
import { isTableKept, keepTable, type FirstInningsTable } from './first-innings-table';

type Work =
  | { kind: 'chase'; parRuns: number; target: number; state: ChaseState }
  | { kind: 'first-innings'; parRuns: number; ends: number[] };

type Answer =
  { kind: 'chase'; overs: [number, Float64Array][] } | { kind: 'first-innings'; table: FirstInningsTable };

export type ChaseRequest = Work & { id: number };
export type ChaseResponse = Answer & { id: number };

interface Pending {
  resolve: (answer: Answer) => void;
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
    started.on('message', ({ id, ...answer }: ChaseResponse) => {
      const request = pending.get(id);
      pending.delete(id);
      if (pending.size === 0) started.unref();
      request?.resolve(answer);
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

function workOut(request: Work): Promise<Answer> {
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

/** Runs `work` once for `key` at a time; never rejects (the pricing then works it out in line). */
function once(key: string, work: () => Promise<void>): Promise<void> {
  const known = inFlight.get(key);
  if (known) return known;
  const prepared = work()
    .catch(() => undefined)
    .finally(() => inFlight.delete(key));
  inFlight.set(key, prepared);
  return prepared;
}

/**
 * Has the chase from `state` worked out on the worker and kept, unless it already is. Never rejects: if
 * the worker fails, the pricing works the state out itself.
 */
export function prepareChase(parRuns: number, target: number, state: ChaseState): Promise<void> {
  if (!isChaseOn(target, state) || isChaseKept(parRuns, target, state)) return Promise.resolve();
  const key = `chase|${parRuns}|${target}|${state.runs}|${state.wickets}|${state.legalBalls}`;
  return once(key, async () => {
    const answer = await workOut({ kind: 'chase', parRuns, target, state: { ...state } });
    if (answer.kind === 'chase') keepChase(parRuns, target, state, new Map(answer.overs));
  });
}

/**
 * Has the first-innings table of a side whose par is `parRuns`, to the legal balls `ends`, worked out on
 * the worker and kept, unless it already is. Never rejects, as prepareChase.
 */
export function prepareFirstInnings(parRuns: number, ends: readonly number[]): Promise<void> {
  if (isTableKept(parRuns, ends)) return Promise.resolve();
  return once(`first-innings|${parRuns}|${ends.join(',')}`, async () => {
    const answer = await workOut({ kind: 'first-innings', parRuns, ends: [...ends] });
    if (answer.kind === 'first-innings') keepTable(answer.table);
  });
}
