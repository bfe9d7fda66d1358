// Three instances started by `npm start` on one PostgreSQL database, HAProxy in front, under a steady
// load of bets and 500 open event streams, all through the balancer's public HTTP API:
//   1. kill -9 one instance; clients whose request failed retry with the same idempotency key, streams
//      reconnect with Last-Event-ID; the live ticker moves to a survivor;
//   2. restart it: it rejoins without a second migration or seed;
//   3. a rolling restart of all three (SIGTERM one at a time).
// Then: every acknowledged bet exists exactly once, every balance equals its ledger, no stream missed a
// balance event (each player's balance versions arrive without a gap), no ball was played twice.
// Usage: npm run test:cluster (CLUSTER_PORT: first of 4 ports, default 3520; CLUSTER_PG_URL: server).
// Exits non-zero when a check fails. Loads only 127.0.0.1.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startHaproxy } from '../../scripts/haproxy';
import { SimulatorProvider } from '../../src/server/feeds/simulator/simulator-provider';
import { balancesDifferingFromLedger } from './ledger-check';

const BASE_PORT = Number(process.env.CLUSTER_PORT ?? 3520);
const ADMIN_URL = process.env.CLUSTER_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = process.env.CLUSTER_DATABASE ?? `ipl_cluster_${process.pid}`;
const PLAYERS = 50;
const STREAMS = 500;
const BETTORS = 16;
const LB = `http://127.0.0.1:${BASE_PORT}`;
const RETRYABLE = new Set([502, 503, 504]);
const DEADLINE_MS = 6 * 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (line: string) => console.log(`[cluster ${new Date().toISOString().slice(11, 19)}] ${line}`);

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

// ---- the instances and the balancer -------------------------------------------------------------

const appEnv = {
  ...process.env,
  NODE_ENV: 'development',
  HOST: '127.0.0.1',
  DATABASE_URL: databaseUrl,
  PUBLIC_URL: LB,
  TRUST_PROXY: 'true',
  BETTER_AUTH_SECRET: 'cluster-test-secret-shared-by-all-three-instances',
  LOG_LEVEL: 'warn',
  SIGNUP_CREDIT_RUPEES: '1000000',
  SIGNUP_RATE_LIMIT_MAX: '100000',
  SIGNIN_RATE_LIMIT_MAX: '100000',
  SSE_MAX_PER_ADDRESS: '100000',
  // A match a few minutes long, advanced every second: balls move while instances come and go.
  SIM_SECONDS_PER_BALL: '1',
  SIM_TICK_SECONDS: '1',
  SIM_EPOCH: new Date(Date.now() - 3600_000).toISOString(),
  SHUTDOWN_TIMEOUT_MS: '8000',
};

interface Instance {
  port: number;
  child: ChildProcess | null;
  log: string;
}
const instances: Instance[] = [1, 2, 3].map((i) => ({
  port: BASE_PORT + i,
  child: null,
  log: join(work, `app-${i}.log`),
}));

async function healthy(port: number) {
  return fetch(`http://127.0.0.1:${port}/api/health`)
    .then((r) => r.ok)
    .catch(() => false);
}

async function startInstance(instance: Instance) {
  const out = openSync(instance.log, 'a');
  // Its own process group: the signals below reach npm and the node it execs alike.
  instance.child = spawn('npm', ['start'], {
    env: { ...appEnv, PORT: String(instance.port), DATA_DIR: join(work, `data-${instance.port}`) },
    stdio: ['ignore', out, out],
    detached: true,
  });
  const deadline = Date.now() + 120_000;
  while (!(await healthy(instance.port))) {
    if (instance.child.exitCode !== null || Date.now() > deadline)
      throw new Error(`instance :${instance.port} did not start:\n${readFileSync(instance.log, 'utf8')}`);
    await sleep(200);
  }
}

async function stopInstance(instance: Instance, signal: 'SIGKILL' | 'SIGTERM') {
  const child = instance.child;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(-child.pid!, signal);
  await Promise.race([exited, sleep(15_000)]);
  instance.child = null;
}

function startBalancer(): ChildProcess {
  const child = startHaproxy({ port: BASE_PORT, backends: instances.map((it) => it.port), dir: work });
  child.once('exit', (code) => {
    if (!tearingDown) void fail(`haproxy exited with code ${code}`);
  });
  return child;
}

/** The season the instances play: the same seed (the default), pace and epoch as appEnv gives them. */
const season = new SimulatorProvider({
  seed: Number(process.env.SIM_SEED ?? 2025),
  secondsPerBall: Number(appEnv.SIM_SECONDS_PER_BALL),
  epoch: new Date(appEnv.SIM_EPOCH),
});

/** The first moment at or after `from` when a live match of the simulated season looks different. */
async function nextSimulatedChange(from: Date): Promise<Date> {
  const look = async (at: number) => JSON.stringify(await season.fetchLiveState(new Date(at)));
  const before = await look(from.getTime());
  for (let at = from.getTime(); at < from.getTime() + 60_000; at += 100)
    if ((await look(at)) !== before) return new Date(at);
  return from;
}

// ---- players, bets and streams, through the balancer --------------------------------------------

interface Player {
  id: string;
  cookie: string;
}
const stats = { sent: 0, retried: 0, acknowledged: 0, refused: 0, failed: 0, failures: [] as string[] };
const acknowledged = new Map<string, { player: string; bets: string[] }>();

async function signUp(i: number): Promise<Player> {
  const response = await fetch(`${LB}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: LB },
    body: JSON.stringify({
      name: `Cluster ${i}`,
      email: `cluster${i}@cluster.test`,
      password: 'secret123',
      phone: '9876543210',
    }),
  });
  if (response.status !== 200) throw new Error(`sign-up ${response.status}: ${await response.text()}`);
  const id = ((await response.json()) as { user: { id: string } }).user.id;
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { id, cookie };
}

interface Selection {
  matchId: number;
  marketId: number;
  optionId: number;
  odds: number;
}
let selection: Selection | null = null;

/** The match winner market of the upcoming match that starts last: its odds hold still. */
async function pickSelection(): Promise<Selection> {
  const response = await fetch(`${LB}/api/matches?status=UPCOMING`);
  const body = (await response.json()) as {
    matches: {
      id: number;
      markets: { id: number; status?: string; options: { id: number; odds: number }[] }[];
    }[];
  };
  const match = body.matches.at(-1)!;
  const market = match.markets[0]!;
  return {
    matchId: match.id,
    marketId: market.id,
    optionId: market.options[0]!.id,
    odds: market.options[0]!.odds,
  };
}

/** One slip, retried through the balancer with the same idempotency key until it is answered. */
async function placeBet(player: Player) {
  const idempotencyKey = randomUUID();
  const sel = selection!;
  const body = JSON.stringify({
    idempotencyKey,
    selections: [
      { matchId: sel.matchId, marketId: sel.marketId, optionId: sel.optionId, amount: 100, odds: sel.odds },
    ],
  });
  for (let attempt = 0; ; attempt++) {
    stats.sent += 1;
    if (attempt > 0) stats.retried += 1;
    const response = await fetch(`${LB}/api/bets`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: LB, cookie: player.cookie },
      body,
      signal: AbortSignal.timeout(15_000),
    }).catch(() => null);
    if (!response || RETRYABLE.has(response.status)) {
      if (attempt >= 50) throw new Error('a bet found no instance for 50 attempts');
      await sleep(100);
      continue;
    }
    const answer = (await response.json()) as { bets?: { id: string }[]; error?: { code: string } };
    // 200: the slip this key placed before (a retry the balancer or we made after it was placed).
    if (response.status === 201 || response.status === 200) {
      stats.acknowledged += 1;
      acknowledged.set(idempotencyKey, { player: player.id, bets: answer.bets!.map((b) => b.id).sort() });
    } else if (answer.error?.code === 'ODDS_CHANGED' || answer.error?.code === 'MARKET_CLOSED') {
      stats.refused += 1;
      selection = await pickSelection();
    } else {
      stats.failed += 1;
      stats.failures.push(`${response.status} ${JSON.stringify(answer)}`);
    }
    return;
  }
}

function startLoad(players: Player[]) {
  let running = true;
  const workers = Array.from({ length: BETTORS }, async (_, w) => {
    for (let n = w; running; n += BETTORS)
      await placeBet(players[n % players.length]!).catch((error: unknown) => fail(String(error)));
  });
  return async () => {
    running = false;
    await Promise.all(workers);
  };
}

interface Stream {
  player: Player;
  versions: number[];
  lastEventId: string | null;
  connects: number;
  request: http.ClientRequest | null;
  closed: boolean;
}

/** An EventSource as a browser runs it: on end or error it reconnects with Last-Event-ID. */
function openStream(stream: Stream) {
  if (stream.closed) return;
  stream.connects += 1;
  const headers: Record<string, string> = { accept: 'text/event-stream', cookie: stream.player.cookie };
  if (stream.lastEventId) headers['last-event-id'] = stream.lastEventId;
  // Once per connection: an aborted response (its instance died) emits 'close' but never 'end'.
  let over = false;
  const reconnect = () => {
    if (over) return;
    over = true;
    stream.request = null;
    if (!stream.closed) setTimeout(() => openStream(stream), 250 + Math.random() * 250);
  };
  const request = http.get(`${LB}/api/stream`, { headers, agent: false }, (response) => {
    if (response.statusCode !== 200) {
      response.resume();
      response.on('close', reconnect);
      return;
    }
    let buffer = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      buffer += chunk;
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const field = (name: string) =>
          frame
            .split('\n')
            .find((line) => line.startsWith(`${name}: `))
            ?.slice(name.length + 2);
        const id = field('id');
        if (id) stream.lastEventId = id;
        if (field('event') === 'balance')
          stream.versions.push((JSON.parse(field('data')!) as { version: number }).version);
      }
    });
    response.on('close', reconnect);
    response.on('error', () => undefined);
  });
  request.on('error', reconnect);
  stream.request = request;
}

/** The versions a stream should have seen after `from` up to `to` and did not. */
function missed(stream: Stream, from: number, to: number): number {
  const seen = new Set(stream.versions);
  let count = 0;
  for (let v = from + 1; v <= to; v++) if (!seen.has(v)) count += 1;
  return count;
}

// ---- the run -----------------------------------------------------------------------------------

let balancer: ChildProcess | null = null;
/** When each instance was stopped (the kill, then the rolling restart's SIGTERMs). */
const stops: Date[] = [];
const results: [string, boolean][] = [];
const check = (name: string, ok: boolean) => {
  results.push([name, ok]);
  log(`${ok ? 'ok  ' : 'FAIL'} ${name}`);
};

/** Stops everything this run started (instances, balancer), drops its database. */
let tearingDown = false;
async function tearDown() {
  if (tearingDown) return;
  tearingDown = true;
  await Promise.all(instances.map((instance) => stopInstance(instance, 'SIGTERM')));
  balancer?.kill('SIGTERM');
  await admin(`drop database if exists ${DATABASE} with (force)`).catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
}
async function fail(reason: string) {
  console.error(`cluster test: ${reason}`);
  for (const instance of instances)
    console.error(
      `--- :${instance.port}\n${existsSync(instance.log) ? readFileSync(instance.log, 'utf8').slice(-2000) : ''}`,
    );
  await tearDown();
  process.exit(1);
}
// The run stops by itself: a hung step fails it rather than holding CI.
setTimeout(() => void fail(`not finished within ${DEADLINE_MS / 60_000} minutes`), DEADLINE_MS).unref();
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void fail(`stopped by ${signal}`));

try {
  await admin(`drop database if exists ${DATABASE} with (force)`);
  await admin(`create database ${DATABASE}`);
  const build = spawnSync(process.execPath, ['scripts/build-if-needed.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the build failed');

  log('starting three instances (npm start) and HAProxy');
  await Promise.all(instances.map(startInstance));
  balancer = startBalancer();
  while (!(await healthy(BASE_PORT))) await sleep(200);

  const db = new pg.Client(databaseUrl);
  await db.connect();
  const count = async (text: string) => Number((await db.query<{ n: string }>(text)).rows[0]!.n);
  const migrations = await count('select count(*) as n from drizzle.__drizzle_migrations');
  const seeded = await count(`select count(*) as n from teams`);

  const players: Player[] = [];
  for (let i = 0; i < PLAYERS; i++) players.push(await signUp(i));
  selection = await pickSelection();
  const startVersions = new Map(
    (
      await db.query<{ id: string; v: number }>(
        'select id, balance_version::int as v from user_profiles where id = any($1)',
        [players.map((p) => p.id)],
      )
    ).rows.map((r) => [r.id, r.v]),
  );
  const streams: Stream[] = Array.from({ length: STREAMS }, (_, i) => ({
    player: players[i % PLAYERS]!,
    versions: [],
    lastEventId: null,
    connects: 0,
    request: null,
    closed: false,
  }));
  streams.forEach(openStream);
  await sleep(3000);
  const firstEvent = await count('select coalesce(max(id), 0) as n from live_events');

  log(`load: ${BETTORS} bettors over ${PLAYERS} players, ${STREAMS} event streams`);
  const stopLoad = startLoad(players);
  await sleep(8000);

  const victim = instances[1]!;
  log(`kill -9 instance :${victim.port}`);
  stops.push(new Date());
  await stopInstance(victim, 'SIGKILL');
  await sleep(10_000);

  log(`restart instance :${victim.port}`);
  await startInstance(victim);
  await sleep(5000);
  check(
    'the restarted instance rejoined without a second migration or seed',
    (await count('select count(*) as n from drizzle.__drizzle_migrations')) === migrations &&
      (await count('select count(*) as n from teams')) === seeded,
  );

  log('rolling restart: SIGTERM one instance at a time');
  const beforeRolling = { ...stats };
  for (const instance of instances) {
    stops.push(new Date());
    await stopInstance(instance, 'SIGTERM');
    await startInstance(instance);
    await sleep(3000);
  }
  await sleep(5000);
  await stopLoad();
  log('load stopped; letting the streams drain');
  await sleep(8000);
  for (const stream of streams) {
    stream.closed = true;
    stream.request?.destroy();
  }

  // Every acknowledged bet exists exactly once, and nothing else was placed for those keys.
  const keys = [...acknowledged.keys()];
  const { rows: slips } = await db.query<{ key: string; n: string; bets: string[] }>(
    `select s.idempotency_key::text as key, count(distinct s.id) as n,
            array_agg(b.id::text order by b.id::text) as bets
     from bet_slips s join bets b on b.slip_id = s.id where s.idempotency_key = any($1::uuid[])
     group by s.idempotency_key`,
    [keys],
  );
  const exactlyOnce = slips.filter((s) => {
    const expected = acknowledged.get(s.key)!.bets;
    return (
      Number(s.n) === 1 && s.bets.length === expected.length && s.bets.every((id, i) => id === expected[i])
    );
  }).length;
  const ledgerDiffers = await balancesDifferingFromLedger(db);

  const finalVersions = new Map(
    (
      await db.query<{ id: string; v: number }>(
        'select id, balance_version::int as v from user_profiles where id = any($1)',
        [players.map((p) => p.id)],
      )
    ).rows.map((r) => [r.id, r.v]),
  );
  const eventsMissed = streams.reduce(
    (sum, s) => sum + missed(s, startVersions.get(s.player.id)!, finalVersions.get(s.player.id)!),
    0,
  );
  const reconnected = streams.filter((s) => s.connects > 1).length;
  const missedEvents = new Set<string>();
  for (const s of streams) {
    const seen = new Set(s.versions);
    for (let v = startVersions.get(s.player.id)! + 1; v <= finalVersions.get(s.player.id)!; v++)
      if (!seen.has(v)) missedEvents.add(`${s.player.id}:${v}`);
  }
  if (missedEvents.size > 0) {
    const { rows } = await db.query<{ id: string; key: string; at: Date; before: string }>(
      `select e.id, e.user_id || ':' || (e.payload->>'version') as key, e.created_at as at,
              (select count(*) from live_events o where o.id > e.id and o.created_at < e.created_at)::text as before
       from live_events e where e.topic = 'balance' and e.user_id || ':' || (e.payload->>'version') = any($1)`,
      [[...missedEvents]],
    );
    for (const row of rows)
      log(
        `missed balance event ${row.id} (${row.key}) recorded ${row.at.toISOString()}; later ids recorded before it: ${row.before}`,
      );
  }

  // The live ticker: match events recorded during the run, per match, in order.
  const { rows: ticks } = await db.query<{ match: number; at: Date; payload: string }>(
    `select (payload->>'matchId')::int as match, created_at as at, payload::text as payload
     from live_events where topic = 'match' and id > $1 order by id`,
    [firstEvent],
  );
  const byMatch = new Map<number, { at: Date; payload: string }[]>();
  for (const tick of ticks) byMatch.set(tick.match, [...(byMatch.get(tick.match) ?? []), tick]);
  let repeated = 0;
  for (const events of byMatch.values())
    for (let i = 1; i < events.length; i++) if (events[i]!.payload === events[i - 1]!.payload) repeated += 1;
  // How long the ticker was silent after each stop: the next tick of whichever instance holds its lock,
  // counted from when the simulated season next had something to announce (the innings break and the
  // gap between matches bowl no ball, so a working ticker is silent through them too). 0 when a tick
  // came before that: it announced a ball bowled just before the stop.
  const silences: number[] = [];
  for (const stop of stops) {
    const next = ticks.find((tick) => tick.at > stop);
    const changes = await nextSimulatedChange(stop);
    silences.push(
      next ? Math.max(0, next.at.getTime() - Math.max(stop.getTime(), changes.getTime())) : Infinity,
    );
  }
  await db.end();

  console.log(`
cluster test: 3 instances (npm start) on one PostgreSQL database behind HAProxy
  requests sent:                  ${stats.sent}
  retried (same idempotency key): ${stats.retried}
  failed (not retryable):         ${stats.failed}${stats.failures.length ? ` (${stats.failures.slice(0, 3).join('; ')})` : ''}
  refused (odds moved):           ${stats.refused}
  acknowledged bets:              ${acknowledged.size}, found exactly once: ${exactlyOnce}
  requests in the rolling restart: ${stats.sent - beforeRolling.sent}, failed: ${stats.failed - beforeRolling.failed}
  event streams:                  ${STREAMS}, reconnected: ${reconnected}
  balance events missed:          ${eventsMissed}
  balances differing from ledger: ${ledgerDiffers.length}
  live ticker: ${ticks.length} match events from ${byMatch.size} match(es), repeated: ${repeated}, first tick after each stop (kill, 3 SIGTERMs): ${silences.join(', ')} ms
`);
  check('no request failed except with a retryable status', stats.failed === 0);
  check(
    'every acknowledged bet exists exactly once',
    acknowledged.size > 0 && exactlyOnce === acknowledged.size,
  );
  check('every balance equals its ledger', ledgerDiffers.length === 0);
  check('the streams on stopped instances reconnected', reconnected > 0);
  check('no stream missed a balance event', eventsMissed === 0);
  check('the live ticker moved to a survivor within 5 s of every stop', Math.max(...silences) < 5000);
  check('no ball was played twice', repeated === 0);
} catch (error) {
  console.error(error);
  results.push(['the run completed', false]);
} finally {
  await tearDown();
}
process.exit(results.every(([, ok]) => ok) ? 0 : 1);
