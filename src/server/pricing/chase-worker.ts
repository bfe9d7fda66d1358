// The chase worker's thread (chase-pricing.ts starts it): works out a chase's distribution from a state,
// or a first innings' table, and sends it back, its arrays moved rather than copied.
import { parentPort } from 'node:worker_threads';
import { chaseRunsByOver } from './chase-distribution';
import type { ChaseRequest, ChaseResponse } from './chase-pricing';
import { buildFirstInningsTable } from './first-innings-table';

function answer(request: ChaseRequest): [ChaseResponse, ArrayBuffer[]] {
  if (request.kind === 'first-innings') {
    const table = buildFirstInningsTable(request.parRuns, request.ends);
    const buffers = table.ends.map(({ runs }) => runs.buffer as ArrayBuffer);
    return [{ kind: 'first-innings', id: request.id, table }, buffers];
  }
  const overs = [...chaseRunsByOver(request.parRuns, request.target, request.state)];
  const buffers = overs.map(([, runs]) => runs.buffer as ArrayBuffer);
  return [{ kind: 'chase', id: request.id, overs }, buffers];
}

parentPort!.on('message', (request: ChaseRequest) => {
  const [response, buffers] = answer(request);
  parentPort!.postMessage(response, buffers);
});
