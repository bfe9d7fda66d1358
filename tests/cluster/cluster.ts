// Three instances started by `npm start` on one PostgreSQL database, HAProxy in front, under a steady
// load of bets and withdrawals and 500 open event streams, all through the balancer's public HTTP API:
//   1. kill -9 one instance; clients whose request failed retry with the same idempotency key, streams
//      reconnect with Last-Event-ID; the live ticker moves to a survivor;
//   2. restart it: it rejoins without a second migration or seed;
//   3. a rolling restart of all three (SIGTERM one at a time).
// Then: every acknowledged write exists exactly once, every balance equals its ledger, no stream missed a
// balance event (each player's balance versions arrive without a gap), no ball was played twice.
// Usage: npm run test:cluster (CLUSTER_PORT: first of 4 ports, default 3520; CLUSTER_PG_URL: server).
// Exits non-zero when a check fails. Loads only 127.0.0.1.
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startHaproxy } from '../../scripts/haproxy';
import {
  clusterEnv,
  healthy,
  instanceLogs,
  nextSimulatedChange,
  startInstance,
  stopInstance,
  threeInstances,
} from './app-instances';
import { balancesDifferingFromLedger } from './ledger-check';
import { foundExactlyOnce, tickerEvents } from './outcome';
import { createRun } from './run';
import { balanceVersions, closeStreams, missedBalanceEvents, openStreams } from './streams';
import { Traffic, type Player } from './traffic';

const BASE_PORT = Number(process.env.CLUSTER_PORT ?? 3520);
const ADMIN_URL = process.env.CLUSTER_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = process.env.CLUSTER_DATABASE ?? `ipl_cluster_${process.pid}`;
const PLAYERS = 50;
const STREAMS = 500;
const BETTORS = 16;
const LB = `http://127.0.0.1:${BASE_PORT}`;
const DEADLINE_MS = 6 * 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const databaseUrl = (() => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DATABASE}`;
  return url.toString();
})();
const work = mkdtempSync(join(tmpdir(), 'ipl-cluster-'));

async function admin(text: string) {
  const client = new pg.Client(ADMIN_URL);
  await client.connect();
  await client.query(text).finally(() => client.end());
}

const env = clusterEnv(LB, databaseUrl);
const instances = threeInstances(BASE_PORT, work);
const traffic = new Traffic(LB);

function startBalancer(): ChildProcess {
  const child = startHaproxy({ port: BASE_PORT, backends: instances.map((it) => it.port), dir: work });
  child.once('exit', (code) => {
    if (!run.tearingDown) void run.fail(`haproxy exited with code ${code}`);
  });
  return child;
}

// ---- the run -----------------------------------------------------------------------------------

let balancer: ChildProcess | null = null;
/** When each instance was stopped (the kill, then the rolling restart's SIGTERMs). */
const stops: Date[] = [];
/** Stops everything this run started (instances, balancer), drops its database. */
const run = createRun(
  'cluster',
  DEADLINE_MS,
  async () => {
    await Promise.all(instances.map((instance) => stopInstance(instance, 'SIGTERM')));
    balancer?.kill('SIGTERM');
    await admin(`drop database if exists ${DATABASE} with (force)`).catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
  },
  () => instanceLogs(instances),
);
const { log, check, fail } = run;

await run.finish(async () => {
  await admin(`drop database if exists ${DATABASE} with (force)`);
  await admin(`create database ${DATABASE}`);
  const build = spawnSync(process.execPath, ['scripts/build-if-needed.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the build failed');

  log('starting three instances (npm start) and HAProxy');
  await Promise.all(instances.map((instance) => startInstance(instance, env, work)));
  balancer = startBalancer();
  while (!(await healthy(BASE_PORT))) await sleep(200);

  const db = new pg.Client(databaseUrl);
  await db.connect();
  const count = async (text: string) => Number((await db.query<{ n: string }>(text)).rows[0]!.n);
  const migrations = await count('select count(*) as n from drizzle.__drizzle_migrations');
  const seeded = await count(`select count(*) as n from teams`);

  const players: Player[] = [];
  for (let i = 0; i < PLAYERS; i++) players.push(await traffic.signUp(i));
  await traffic.pickSelection();
  const startVersions = await balanceVersions(db, players);
  const streams = openStreams(LB, players, STREAMS);
  await sleep(3000);
  const firstEvent = await count('select coalesce(max(id), 0) as n from live_events');

  log(`load: ${BETTORS} clients over ${PLAYERS} players, ${STREAMS} event streams`);
  const stopLoad = traffic.startLoad(players, BETTORS, (error) => fail(String(error)));
  await sleep(8000);

  const victim = instances[1]!;
  log(`kill -9 instance :${victim.port}`);
  stops.push(new Date());
  await stopInstance(victim, 'SIGKILL');
  await sleep(10_000);

  log(`restart instance :${victim.port}`);
  await startInstance(victim, env, work);
  await sleep(5000);
  check(
    'the restarted instance rejoined without a second migration or seed',
    (await count('select count(*) as n from drizzle.__drizzle_migrations')) === migrations &&
      (await count('select count(*) as n from teams')) === seeded,
  );

  log('rolling restart: SIGTERM one instance at a time');
  const beforeRolling = { ...traffic.stats };
  for (const instance of instances) {
    stops.push(new Date());
    await stopInstance(instance, 'SIGTERM');
    await startInstance(instance, env, work);
    await sleep(3000);
  }
  await sleep(5000);
  await stopLoad();
  log('load stopped; letting the streams drain');
  await sleep(8000);
  closeStreams(streams);

  const found = await foundExactlyOnce(db, traffic);
  const ledgerDiffers = await balancesDifferingFromLedger(db);
  const finalVersions = await balanceVersions(db, players);
  const eventsMissed = await missedBalanceEvents(db, streams, startVersions, finalVersions, log);
  const reconnected = streams.filter((s) => s.connects > 1).length;

  const { ticks, matches, repeated } = await tickerEvents(db, firstEvent);
  // How long the ticker was silent after each stop: the next tick of whichever instance holds its lock,
  // counted from when the simulated season next had something to announce (the innings break and the
  // gap between matches bowl no ball, so a working ticker is silent through them too). 0 when a tick
  // came before that: it announced a ball bowled just before the stop.
  const silences: number[] = [];
  for (const stop of stops) {
    const next = ticks.find((tick) => tick.at > stop);
    const changes = await nextSimulatedChange(env, stop);
    silences.push(
      next ? Math.max(0, next.at.getTime() - Math.max(stop.getTime(), changes.getTime())) : Infinity,
    );
  }
  await db.end();

  const { stats } = traffic;
  console.log(`
cluster test: 3 instances (npm start) on one PostgreSQL database behind HAProxy
  requests sent:                  ${stats.sent}
  retried (same idempotency key): ${stats.retried}
  failed (not retryable):         ${stats.failed}${stats.failures.length ? ` (${stats.failures.slice(0, 3).join('; ')})` : ''}
  refused (odds moved, shut):     ${stats.refused}
  acknowledged bets:              ${traffic.bets.size}, found exactly once: ${found.bets}
  acknowledged withdrawals:       ${traffic.withdrawals.size}, found exactly once: ${found.withdrawals}
  requests in the rolling restart: ${stats.sent - beforeRolling.sent}, failed: ${stats.failed - beforeRolling.failed}
  event streams:                  ${STREAMS}, reconnected: ${reconnected}
  balance events missed:          ${eventsMissed}
  balances differing from ledger: ${ledgerDiffers.length}
  live ticker: ${ticks.length} match events from ${matches} match(es), repeated: ${repeated}, first tick after each stop (kill, 3 SIGTERMs): ${silences.join(', ')} ms
`);
  check('no request failed except with a retryable status', stats.failed === 0);
  check(
    'every acknowledged write exists exactly once',
    traffic.bets.size > 0 &&
      found.bets === traffic.bets.size &&
      traffic.withdrawals.size > 0 &&
      found.withdrawals === traffic.withdrawals.size,
  );
  check('every balance equals its ledger', ledgerDiffers.length === 0);
  check('the streams on stopped instances reconnected', reconnected > 0);
  check('no stream missed a balance event', eventsMissed === 0);
  check('the live ticker moved to a survivor within 5 s of every stop', Math.max(...silences) < 5000);
  check('no ball was played twice', repeated === 0);
});
