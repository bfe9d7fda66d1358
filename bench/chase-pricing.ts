// What pricing a chase's score markets costs per ball (ADR 0041; runs in bench/results/chase-pricing.md).
// Plays seeded matches and, for every delivery of each chase (and the state before its first ball),
// works out the chase's distribution
// from the new state, as the live sync needs it once a ball per live chase:
// - in line: the time chaseRunsByOver takes on this thread, i.e. what the event loop would be blocked
//   for without the chase worker (and what the worker spends);
// - on the chase worker (prepareChase, as the simulator provider calls it): the time this thread spends
//   in the call, the time until the distribution is ready, and the event loop's longest delay meanwhile.
// The first chase of a par also builds that par's delivery tables (once per side and ground): printed
// apart. Then the first innings of the same matches: its table built once for the side (in line, and on
// the worker), a state's read from it, and, for scale, the chain played on from every state instead
// (what a first innings would cost a ball without the table). No server or database.
// Run: npm run bench:chase-pricing [-- --matches N] (default 10 seeded matches, seed fixed)
import { cpus, loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { IPL_TEAMS } from '../src/shared/teams';
import { chaseRunsByOver, type ChaseState } from '../src/server/pricing/chase-distribution';
import { prepareChase, prepareFirstInnings } from '../src/server/pricing/chase-pricing';
import { buildFirstInningsTable, tabledRunsToCome } from '../src/server/pricing/first-innings-table';
import { inningsPar } from '../src/server/pricing/ratings';
import { randomFor } from '../src/server/feeds/prng';
import { simulateMatch } from '../src/server/feeds/simulator/match-engine';
import { numberOption } from './support';

const SEED = 20_26;
const MATCHES = numberOption('--matches', 10);

interface Chase {
  par: number;
  target: number;
  states: ChaseState[];
  /** The first innings of the same match: its side's par and the state before every delivery. */
  first: { par: number; states: ChaseState[] };
}

function chases(): Chase[] {
  return Array.from({ length: MATCHES }, (_, i) => {
    const home = IPL_TEAMS[i % IPL_TEAMS.length]!;
    const away = IPL_TEAMS[(i + 3) % IPL_TEAMS.length]!;
    const context = { home: home.name, away: away.name, venue: home.homeVenue };
    const match = simulateMatch(context, randomFor(SEED, i, 'chase-pricing'));
    const [first, second] = match.innings;
    const statesOf = (innings: typeof first) =>
      [{ runs: 0, wickets: 0, legalBalls: 0 }].concat(
        match.deliveries.slice(innings.start, innings.end).map((d) => ({
          runs: d.totalRuns,
          wickets: d.totalWickets,
          legalBalls: d.totalLegalBalls,
        })),
      );
    return {
      par: inningsPar(second.battingTeam, context),
      target: first.runs + 1,
      states: statesOf(second),
      first: { par: inningsPar(first.battingTeam, context), states: statesOf(first) },
    };
  });
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const ms = (x: number) => `${x.toFixed(1).padStart(6)} ms`;
const figures = (label: string, times: number[]) => {
  const sorted = times.toSorted((a, b) => a - b);
  const [median, p95, max] = [quantile(sorted, 0.5), quantile(sorted, 0.95), sorted.at(-1)!];
  const count = `n=${String(sorted.length).padStart(5)}`;
  console.log(`${label.padEnd(44)} ${count}  median ${ms(median)}  p95 ${ms(p95)}  max ${ms(max)}`);
};

const played = chases();
console.log(
  `${MATCHES} seeded chases (seed ${SEED}), ${played.reduce((n, c) => n + c.states.length, 0)} states; ` +
    `${cpus().length} CPUs, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}\n`,
);

const firstOfPar: number[] = [];
const inLine: number[] = [];
const seenPars = new Set<number>();
for (const { par, target, states } of played) {
  for (const state of states) {
    if (state.runs >= target || state.wickets >= 10 || state.legalBalls >= 120) continue;
    const started = performance.now();
    chaseRunsByOver(par, target, state);
    (seenPars.has(par) ? inLine : firstOfPar).push(performance.now() - started);
    seenPars.add(par);
  }
}
figures('in line (event loop blocked), per ball', inLine);
figures("in line, a side's first chase state", firstOfPar);

// chaseRunsByOver keeps nothing: every state is new to prepareChase too.
const inCall: number[] = [];
const ready: number[] = [];
const delay = monitorEventLoopDelay({ resolution: 1 });
delay.enable();
for (const { par, target, states } of played) {
  for (const state of states) {
    if (state.runs >= target || state.wickets >= 10 || state.legalBalls >= 120) continue;
    const started = performance.now();
    const prepared = prepareChase(par, target, state);
    inCall.push(performance.now() - started);
    await prepared;
    ready.push(performance.now() - started);
  }
}
delay.disable();
figures('on the worker: this thread, in the call', inCall);
figures('on the worker: until ready', ready);
console.log(
  `${''.padEnd(44)} event loop delay meanwhile: p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms, ` +
    `max ${(delay.max / 1e6).toFixed(1)} ms`,
);

// The first innings: one table per side, then a read per state.
const ENDS = [36, 60, 90, 120];
const builds: number[] = [];
const reads: number[] = [];
const playedOn: number[] = [];
for (const { first } of played) {
  let started = performance.now();
  const table = buildFirstInningsTable(first.par, ENDS);
  builds.push(performance.now() - started);
  for (const state of first.states) {
    if (state.wickets >= 10 || state.legalBalls >= 120) continue;
    started = performance.now();
    for (const end of ENDS) tabledRunsToCome(table, state, end);
    reads.push(performance.now() - started);
  }
}
// The chain played on from every state, in line: a tenth of the states, it costs seconds a match.
for (const { first } of played.slice(0, 1))
  for (const state of first.states.filter((_, i) => i % 10 === 0)) {
    if (state.wickets >= 10 || state.legalBalls >= 120) continue;
    const started = performance.now();
    chaseRunsByOver(first.par, null, state);
    playedOn.push(performance.now() - started);
  }
console.log('');
figures("first innings: a side's table, in line", builds);
figures("first innings: a state's 4 runs-by-over markets, read", reads);
figures('first innings: played on instead, per ball', playedOn);

const tableReady: number[] = [];
delay.reset();
delay.enable();
for (const par of new Set(played.map(({ first }) => first.par))) {
  const started = performance.now();
  await prepareFirstInnings(par, ENDS);
  tableReady.push(performance.now() - started);
}
delay.disable();
figures('first innings: a table on the worker, ready', tableReady);
console.log(
  `${''.padEnd(44)} event loop delay meanwhile: p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms, ` +
    `max ${(delay.max / 1e6).toFixed(1)} ms`,
);
