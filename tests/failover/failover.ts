// The database machine dies under load. Two PostgreSQL 15 nodes run by Patroni (synchronous_mode) with a
// one-member etcd, HAProxy in front of them routing to the leader, three app instances (`npm start`) on
// that, and HAProxy in front of the instances, all on 127.0.0.1 and configured from deploy/. Under the
// cluster test's load of bets, withdrawals and 200 event streams:
//   1. kill -9 the leader's Patroni and PostgreSQL; the synchronous standby takes over;
//   2. start the old leader again: it rejoins as the standby (pg_rewind if it must);
//   3. kill -9 the new leader: the first node takes over again.
// Then: every acknowledged write exists exactly once, every balance equals its ledger and the trial
// balance is 0, no stream missed a balance event, no ball was recorded twice and no bet paid twice,
// pg-boss ran a job on the last leader; and, for each failover, how long writes were refused and what
// the clients were answered meanwhile.
// Usage: npm run test:failover (FAILOVER_PORT: first of 11 ports, default 3620). Needs patroni,
// etcd-server and haproxy (Debian) and PostgreSQL 15 in /usr/lib/postgresql/15/bin. Exits non-zero when
// a check fails.
import { spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startDatabaseHaproxy, startHaproxy } from '../../scripts/haproxy';
import {
  clusterEnv,
  healthy,
  instanceLogs,
  startInstance,
  stopInstance,
  threeInstances,
} from '../cluster/app-instances';
import { balancesDifferingFromLedger, betsPaidTwice, trialBalanceTotal } from '../cluster/ledger-check';
import { foundExactlyOnce, tickerEvents } from '../cluster/outcome';
import { createRun } from '../cluster/run';
import { balanceVersions, closeStreams, missedBalanceEvents, openStreams } from '../cluster/streams';
import { ANSWER_TIMEOUT_MS, Traffic, type Player } from '../cluster/traffic';
import {
  SUPERUSER_PASSWORD,
  isLeader,
  isSyncStandby,
  killNode,
  patroniNode,
  startEtcd,
  startNode,
  stopNode,
  type PatroniNode,
} from './patroni';

const BASE_PORT = Number(process.env.FAILOVER_PORT ?? 3620);
const LB = `http://127.0.0.1:${BASE_PORT}`;
const DB_PORT = BASE_PORT + 4;
const PLAYERS = 50;
const STREAMS = 200;
const CLIENTS = 16;
const DEADLINE_MS = 6 * 60_000;
/** What the issue asks of a failover: writes refused for less than this. */
const GOAL_MS = 15_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const work = mkdtempSync(join(tmpdir(), 'ipl-failover-'));
// The database processes run as `postgres` when we are root: they must reach their directories.
chmodSync(work, 0o755);
const databaseUrl = `postgres://postgres:${SUPERUSER_PASSWORD}@127.0.0.1:${DB_PORT}/ipl_failover`;
// The season begun two minutes ago: its first match is under way, with little history to sync at start.
const env = clusterEnv(LB, databaseUrl, 120_000);
const instances = threeInstances(BASE_PORT, work);
const traffic = new Traffic(LB);
const etcdPort = BASE_PORT + 5;
const nodes = [
  patroniNode(work, 'pg1', BASE_PORT + 7, BASE_PORT + 8, etcdPort),
  patroniNode(work, 'pg2', BASE_PORT + 9, BASE_PORT + 10, etcdPort),
];
const background: ChildProcess[] = [];

async function until(what: string, condition: () => Promise<boolean>, ms = 90_000) {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms / 1000} s`);
    await sleep(200);
  }
}

/** A query on a connection of its own through the database's HAProxy, closed after. */
async function withDatabase<T>(url: string, work: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client(url);
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end().catch(() => undefined);
  }
}

// ---- a failover, measured ------------------------------------------------------------------------

interface Failover {
  from: string;
  to: string;
  /** From the kill until the standby answered Patroni's leader check. */
  leaderMs: number;
  /** From the kill until the first write sent after it was acknowledged. */
  refusedMs: number;
  /** What the clients were answered between the kill and then: status (or 'none') -> count. */
  answers: Map<string, number>;
  slowestMs: number;
  /** From the restart of the old leader until it streams as the synchronous standby. */
  rejoinMs: number;
  killedAt: number;
}
const failovers: Failover[] = [];

async function failOver(leader: PatroniNode, standby: PatroniNode) {
  log(`kill -9 ${leader.name} (Patroni and PostgreSQL), the leader`);
  const killedAt = Date.now();
  killNode(leader);
  await until(`${standby.name} leads`, () => isLeader(standby));
  const leaderMs = Date.now() - killedAt;
  log(`${standby.name} leads after ${leaderMs} ms`);
  const acknowledged = () =>
    traffic.attempts.find((a) => a.sentAt >= killedAt && (a.status === 200 || a.status === 201));
  await until('a write acknowledged after the failover', async () => acknowledged() !== undefined);
  const back = acknowledged()!;
  const refusedUntil = back.sentAt + back.ms;
  const during = traffic.attempts.filter((a) => a.sentAt + a.ms >= killedAt && a.sentAt < refusedUntil);
  const answers = new Map<string, number>();
  for (const a of during) answers.set(String(a.status), (answers.get(String(a.status)) ?? 0) + 1);
  const refusedMs = refusedUntil - killedAt;
  log(`writes acknowledged again ${refusedMs} ms after the kill`);
  await sleep(5000);

  log(`restart ${leader.name}: it rejoins as the standby`);
  const restartedAt = Date.now();
  startNode(leader);
  await until(`${leader.name} streams as the synchronous standby`, () => isSyncStandby(leader, standby));
  const rejoinMs = Date.now() - restartedAt;
  log(`${leader.name} is the synchronous standby after ${rejoinMs} ms`);
  failovers.push({
    from: leader.name,
    to: standby.name,
    leaderMs,
    refusedMs,
    answers,
    slowestMs: Math.max(0, ...during.map((a) => a.ms)),
    rejoinMs,
    killedAt,
  });
  await sleep(5000);
}

// ---- the run -----------------------------------------------------------------------------------

/** Stops everything this run started: instances, balancers, the database nodes, etcd. */
const run = createRun(
  'failover',
  DEADLINE_MS,
  async () => {
    await Promise.all(instances.map((instance) => stopInstance(instance, 'SIGTERM')));
    for (const child of background) child.kill('SIGTERM');
    await Promise.all(nodes.map(stopNode));
    rmSync(work, { recursive: true, force: true });
  },
  () => instanceLogs(instances),
);
const { log, check, fail } = run;

await run.finish(async () => {
  const [first, second] = nodes as [PatroniNode, PatroniNode];
  log('starting etcd and the Patroni pair');
  background.push(startEtcd(work, etcdPort, BASE_PORT + 6));
  startNode(first);
  await until(`${first.name} leads`, () => isLeader(first));
  startNode(second);
  await until(`${second.name} streams as the synchronous standby`, () => isSyncStandby(second, first));
  background.push(startDatabaseHaproxy({ port: DB_PORT, nodes, dir: work }));
  const adminUrl = databaseUrl.replace(/\/ipl_failover$/, '/postgres');
  // HAProxy counts a server up until its checks say otherwise: wait until it routes to the leader only
  // (it takes turns over the servers in rotation, so four connections in a row reach every one of them).
  const reachesLeader = () =>
    withDatabase(adminUrl, (db) =>
      db.query<{ standby: boolean }>('select pg_is_in_recovery() as standby'),
    ).then(
      ({ rows }) => !rows[0]!.standby,
      () => false,
    );
  await until('HAProxy routes to the leader only', async () => {
    for (let i = 0; i < 4; i++) if (!(await reachesLeader())) return false;
    return true;
  });
  await withDatabase(adminUrl, (db) => db.query('create database ipl_failover'));

  const build = spawnSync(process.execPath, ['scripts/build-if-needed.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the build failed');
  log('starting three instances (npm start) and their HAProxy');
  await Promise.all(instances.map((instance) => startInstance(instance, env, work)));
  background.push(startHaproxy({ port: BASE_PORT, backends: instances.map((it) => it.port), dir: work }));
  await until('the app answers through HAProxy', () => healthy(BASE_PORT));

  const players: Player[] = [];
  for (let i = 0; i < PLAYERS; i++) players.push(await traffic.signUp(i));
  await traffic.pickSelection();
  const startVersions = await withDatabase(databaseUrl, (db) => balanceVersions(db, players));
  const streams = openStreams(LB, players, STREAMS);
  await sleep(3000);
  const firstEvent = await withDatabase(databaseUrl, async (db) =>
    Number((await db.query<{ n: string }>('select coalesce(max(id), 0) as n from live_events')).rows[0]!.n),
  );

  log(`load: ${CLIENTS} clients over ${PLAYERS} players, ${STREAMS} event streams`);
  const stopLoad = traffic.startLoad(players, CLIENTS, (error) => fail(String(error)));
  await sleep(8000);
  await failOver(first, second);
  await failOver(second, first);
  await stopLoad();
  log('load stopped; letting the streams drain');
  await sleep(8000);
  closeStreams(streams);

  // pg-boss on the last leader: a scheduled job (send-match-reminders runs every minute) completes.
  const lastKill = new Date(failovers.at(-1)!.killedAt);
  log('waiting for a pg-boss job to complete on the last leader');
  await until(
    'a pg-boss job completed after the last failover',
    () =>
      withDatabase(databaseUrl, async (db) => {
        const { rows } = await db.query<{ n: string }>(
          `select count(*) as n from pgboss.job where state = 'completed' and completed_on > $1`,
          [lastKill],
        );
        return Number(rows[0]!.n) > 0;
      }),
    120_000,
  );

  const outcome = await withDatabase(databaseUrl, async (db) => {
    const finalVersions = await balanceVersions(db, players);
    return {
      found: await foundExactlyOnce(db, traffic),
      ledgerDiffers: (await balancesDifferingFromLedger(db)).length,
      trialBalance: await trialBalanceTotal(db),
      paidTwice: await betsPaidTwice(db),
      eventsMissed: await missedBalanceEvents(db, streams, startVersions, finalVersions, log),
      ticker: await tickerEvents(db, firstEvent),
    };
  });
  const reconnected = streams.filter((s) => s.connects > 1).length;
  const tickAfter = failovers.map((f) => {
    const next = outcome.ticker.ticks.find((tick) => tick.at.getTime() > f.killedAt + f.leaderMs);
    return next ? `${next.at.getTime() - f.killedAt} ms` : 'none';
  });
  const hung = traffic.attempts.filter((a) => a.ms >= ANSWER_TIMEOUT_MS).length;

  const { stats } = traffic;
  console.log(`
failover test: Patroni pair (synchronous_mode) + etcd, HAProxy to the leader, 3 instances behind HAProxy
  requests sent:                  ${stats.sent}
  retried (same idempotency key): ${stats.retried}
  failed (not retryable):         ${stats.failed}${stats.failures.length ? ` (${stats.failures.slice(0, 3).join('; ')})` : ''}
  refused (odds moved):           ${stats.refused}
  acknowledged bets:              ${traffic.bets.size}, found exactly once: ${outcome.found.bets}
  acknowledged withdrawals:       ${traffic.withdrawals.size}, found exactly once: ${outcome.found.withdrawals}
  balances differing from ledger: ${outcome.ledgerDiffers}, trial balance: ${outcome.trialBalance} paise
  event streams:                  ${STREAMS}, reconnected: ${reconnected}, balance events missed: ${outcome.eventsMissed}
  live ticker: ${outcome.ticker.ticks.length} match events, repeated: ${outcome.ticker.repeated}; first after each failover: ${tickAfter.join(', ')} after the kill
  bets paid twice:                ${outcome.paidTwice}
  answers that took ${ANSWER_TIMEOUT_MS / 1000} s or never came: ${hung}
${failovers
  .map(
    (
      f,
    ) => `  failover ${f.from} -> ${f.to}: leader after ${f.leaderMs} ms, writes refused for ${f.refusedMs} ms (goal < ${GOAL_MS / 1000} s), slowest answer meanwhile ${f.slowestMs} ms
    clients were answered meanwhile: ${[...f.answers].map(([status, n]) => `${n} x ${status}`).join(', ')}
    ${f.from} rejoined as the synchronous standby ${f.rejoinMs} ms after its restart`,
  )
  .join('\n')}
`);
  check('no request failed except with a retryable status (no 500)', stats.failed === 0);
  check(
    'every acknowledged write exists exactly once',
    traffic.bets.size > 0 &&
      outcome.found.bets === traffic.bets.size &&
      traffic.withdrawals.size > 0 &&
      outcome.found.withdrawals === traffic.withdrawals.size,
  );
  check(
    'every balance equals its ledger, and the trial balance is 0',
    outcome.ledgerDiffers === 0 && outcome.trialBalance === 0n,
  );
  check('the streams reconnected', reconnected > 0);
  check('no stream missed a balance event', outcome.eventsMissed === 0);
  check(
    'the live ticker resumed after every failover',
    tickAfter.every((t) => t !== 'none'),
  );
  check('no ball was recorded twice', outcome.ticker.repeated === 0);
  check('no bet was paid twice', outcome.paidTwice === 0);
  check(`no request waited ${ANSWER_TIMEOUT_MS / 1000} s for its answer`, hung === 0);
});
