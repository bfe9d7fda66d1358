// What pricing a chase's sessions costs per ball (ADR 0032). Plays seeded matches and, for every
// delivery of each chase (and the state before its first ball), works out the chase's distribution
// from the new state, as the live sync needs it once a ball per live chase:
// - in line: the time chaseRunsByOver takes on this thread, i.e. what the event loop would be blocked
//   for without the chase worker (and what the worker spends);
// - on the chase worker (prepareChase, as the simulator provider calls it): the time this thread spends
//   in the call, the time until the distribution is ready, and the event loop's longest delay meanwhile.
// The first chase of a par also builds that par's delivery tables (once per side and ground): printed
// apart. No server or database.
// Run: npm run bench:chase-pricing [-- --matches N] (default 10 seeded matches, seed fixed)
import { cpus, loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { IPL_TEAMS } from '../src/shared/teams';
import { chaseRunsByOver, type ChaseState } from '../src/server/feeds/odds/chase-distribution';
import { prepareChase } from '../src/server/feeds/odds/chase-pricing';
import { inningsPar } from '../src/server/feeds/odds/ratings';
import { randomFor } from '../src/server/feeds/prng';
import { simulateMatch } from '../src/server/feeds/simulator/match-engine';
import { numberOption } from './support';

const SEED = 20_26;
const MATCHES = numberOption('--matches', 10);

interface Chase {
  par: number;
  target: number;
  states: ChaseState[];
}

function chases(): Chase[] {
  return Array.from({ length: MATCHES }, (_, i) => {
    const home = IPL_TEAMS[i % IPL_TEAMS.length]!;
    const away = IPL_TEAMS[(i + 3) % IPL_TEAMS.length]!;
    const context = { home: home.name, away: away.name, venue: home.homeVenue };
    const match = simulateMatch(context, randomFor(SEED, i, 'chase-pricing'));
    const [first, second] = match.innings;
    const states = [{ runs: 0, wickets: 0, legalBalls: 0 }].concat(
      match.deliveries.slice(second.start, second.end).map((d) => ({
        runs: d.totalRuns,
        wickets: d.totalWickets,
        legalBalls: d.totalLegalBalls,
      })),
    );
    return { par: inningsPar(second.battingTeam, context), target: first.runs + 1, states };
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
