// The chase worker's thread (chase-pricing.ts starts it): works out the distribution of a chase from a
// state and sends it back, its arrays moved rather than copied.
import { parentPort } from 'node:worker_threads';
import { chaseRunsByOver } from './chase-distribution';
import type { ChaseRequest, ChaseResponse } from './chase-pricing';

parentPort!.on('message', ({ id, par, target, state }: ChaseRequest) => {
  const overs = [...chaseRunsByOver(par, target, state)];
  const response: ChaseResponse = { id, overs };
  parentPort!.postMessage(
    response,
    overs.map(([, runs]) => runs.buffer as ArrayBuffer),
  );
});
