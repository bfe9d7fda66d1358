// Score-market settlement time and what it costs the live updates: one LIVE match's score market with
// 100,000 pending bets (`-- --bets N`) over 1,000 players, decided by the stored innings.
//   (a) settleScoreMarkets in a transaction with its live events: decided and paid to the last bet in one
//       transaction, as match settlement runs it; beside (b) the same statements raw on one connection.
//   (c) syncLive for the deciding ball (a provider reporting the over that decides it) with the bets on
//       the score market: it records the decision and commits without paying; (d) the same with no bets.
//   (e) the payer job then pays (c)'s score market in transactions of DECIDED_CHUNK_BETS while the live sync of
//       the next ball runs back to back on the same match: each of those syncs is timed, beside (f) the
//       same next-ball sync with no payment running. (e) - (f) is the delay a payment adds to a live update.
// Each run seeds four fresh matches; `-- --runs N` runs (3), medians printed.
// Run: npm run bench:settle-session [-- --bets N] [-- --runs N]
import { cpus, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { createPool } from '../src/server/db/create-pool';
import {
  createMatch,
  createScoreMarket,
  ledgerMismatches,
  storeInnings,
  type FixtureScoreMarket,
} from '../src/server/features/bets/test-fixtures';
import { syncLive } from '../src/server/features/matches/sync/sync-live';
import { DECIDED_CHUNK_BETS } from '../src/server/features/score-markets/pay-decided-markets';
import { payDecidedChunk, type ChunkCursor } from '../src/server/features/score-markets/pay-decided-chunk';
import { settleScoreMarkets } from '../src/server/features/score-markets/settle-score-markets';
import type { CricketProvider, FeedMatch } from '../src/server/feeds/types';
import { transactionWithEvents } from '../src/server/realtime/live-events';
import { seedBets, seedPlayers, settleRaw } from './settle-support';
import { numberOption, percentile, scratchDatabase } from './support';

const BETS = numberOption('--bets', 100_000);
const RUNS = numberOption('--runs', 3);
const PLAYERS = 1000;
const LINE = 52.5;
// The first innings after 5.5 overs (50 runs, the score market still open) and after 6 (58: Yes wins).
const BEFORE: [number, number, number, number[]] = [50, 2, 35, [8, 16, 25, 33, 44]];
const DECIDED: [number, number, number, number[]] = [58, 2, 36, [8, 16, 25, 33, 44, 58]];
// The next ball (6.1 overs): the update that must not wait for the payment.
const NEXT: [number, number, number, number[]] = [62, 2, 37, [8, 16, 25, 33, 44, 58]];

const scratch = await scratchDatabase('bench_settle_session');
const pool = createPool(scratch.url, 4, pino({ level: 'warn' }));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
try {
  const db = await seedPlayers(pool, PLAYERS);
  const pgVersion = (await db.execute<{ v: string }>(sql`select current_setting('server_version') as v`))
    .rows[0]!.v;

  // A LIVE match at 5.5 overs with one open score market (6 overs, 52.5) and `bets` pending bets on it.
  const seed = async (bets: number) => {
    const match = await createMatch(db, { status: 'LIVE' });
    const scoreMarket = await createScoreMarket(db, match.matchId, { overs: 6, line: LINE });
    await storeInnings(db, match.matchId, [BEFORE]);
    if (bets > 0) {
      const { marketId, yes, no } = scoreMarket;
      await seedBets(db, { matchId: match.matchId, marketId, options: [yes, no], bets, players: PLAYERS });
    }
    return { ...match, scoreMarket };
  };
  const pendingOn = async (scoreMarket: FixtureScoreMarket) =>
    Number(
      (
        await db.execute<{ n: string }>(
          sql`select count(*) as n from bets where market_id = ${scoreMarket.marketId} and status = 'PENDING'`,
        )
      ).rows[0]!.n,
    );
  const liveEventCount = async () =>
    Number((await db.execute<{ n: string }>(sql`select count(*) as n from live_events`)).rows[0]!.n);

  // (a) What the live sync runs for the deciding ball, minus the sync itself.
  const viaService = async (matchId: number) => {
    const before = await liveEventCount();
    const started = performance.now();
    const settled = await transactionWithEvents(db, async (tx, emit) => {
      const result = await settleScoreMarkets(tx, matchId);
      emit(...result.events);
      return result;
    });
    return { ms: performance.now() - started, settled, events: (await liveEventCount()) - before };
  };

  // (b) The same statements raw (what the service runs minus events, notices and mapping).
  const viaSql = async (matchId: number, scoreMarket: FixtureScoreMarket) => {
    const raw = new pg.Client(scratch.url);
    await raw.connect();
    const started = performance.now();
    await raw.query('begin');
    await raw.query('select statistics from matches where id = $1 for no key update', [matchId]);
    await raw.query(
      `select id from markets where match_id = $1 and status in ('OPEN','SUSPENDED') and kind in ('FIRST_INNINGS_RUNS','SESSION_RUNS','OVER_RUNS') and line is not null order by id for no key update`,
      [matchId],
    );
    await raw.query(`select id from market_options where market_id = $1 and lower(name) = 'yes'`, [
      scoreMarket.marketId,
    ]);
    const settled = await settleRaw(raw, {
      marketId: scoreMarket.marketId,
      winner: scoreMarket.yes,
      result: 'Yes',
      kind: 'SESSION_RUNS',
    });
    await raw.query(
      `update markets set status = 'SETTLED', result = 'Yes', settled_at = now() where id = $1`,
      [scoreMarket.marketId],
    );
    await raw.query('commit');
    const ms = performance.now() - started;
    await raw.end();
    return { ms, settled };
  };

  // (c, d, e, f) A ball through the live sync: a provider reporting the match at that ball.
  const viaSync = async (match: Awaited<ReturnType<typeof seed>>, ball = DECIDED) => {
    const { rows } = await db.execute<{ external_id: string; date: Date }>(
      sql`select external_id, date from matches where id = ${match.matchId}`,
    );
    const [runs, wickets, legalBalls, overTotals] = ball;
    const overs = Math.floor(legalBalls / 6) + (legalBalls % 6) / 10;
    const feed: FeedMatch = {
      externalId: rows[0]!.external_id,
      home: { name: match.homeTeam, shortName: match.homeTeam.slice(0, 3) },
      away: { name: match.awayTeam, shortName: match.awayTeam.slice(0, 3) },
      startsAt: rows[0]!.date,
      venue: 'Wankhede Stadium',
      status: 'LIVE',
      tossWinner: match.homeTeam,
      tossDecision: 'bat',
      innings: [{ battingTeam: match.homeTeam, runs, wickets, overs, legalBalls, extras: null, overTotals }],
      inningsStatus: `${runs}/${wickets} (${overs} ov)`,
      currentOver: overs,
      winner: null,
      resultText: null,
      stage: 'LEAGUE',
    };
    const provider: CricketProvider = {
      name: 'bench',
      fetchSchedule: async () => [feed],
      fetchLiveState: async () => [feed],
      // The decided score market is no longer offered (so the sync closes it), as the simulator does.
      fetchMarkets: async () => [],
      fetchTournamentOdds: async () => [],
      seasonYear: (now) => now.getUTCFullYear(),
    };
    const started = performance.now();
    await syncLive(db, provider, new Date());
    return performance.now() - started;
  };

  // (e) The payer's loop (payDecidedMarkets) on one match, each transaction timed, with the next ball's
  // sync of that match running back to back until the payment ends.
  const payWhileSyncing = async (match: Awaited<ReturnType<typeof seed>>) => {
    const chunks: number[] = [];
    const syncs: number[] = [];
    let paying = true;
    const started = performance.now();
    const payment = (async () => {
      try {
        let cursor: ChunkCursor | undefined;
        for (;;) {
          const chunkStarted = performance.now();
          const step = await transactionWithEvents(db, async (tx, emit) => {
            const chunk = await payDecidedChunk(tx, match.matchId, DECIDED_CHUNK_BETS, cursor);
            emit(...chunk.settled.events);
            return chunk;
          });
          chunks.push(performance.now() - chunkStarted);
          cursor = step.cursor;
          if (step.done) break;
        }
      } finally {
        paying = false;
      }
    })();
    while (paying) syncs.push(await viaSync(match, NEXT));
    await payment;
    return { chunks, syncs, ms: performance.now() - started };
  };

  const decide = (matchId: number) => storeInnings(db, matchId, [DECIDED]);
  const times = {
    service: [] as number[],
    raw: [] as number[],
    syncWith: [] as number[],
    syncWithout: [] as number[],
    /** (e): every next-ball sync during a payment, of every run, and each run's median and slowest. */
    syncPaying: [] as number[],
    syncPayingMedian: [] as number[],
    syncPayingMax: [] as number[],
    /** (f): the next-ball syncs with no payment running. */
    syncIdle: [] as number[],
    chunks: [] as number[],
    payment: [] as number[],
  };
  let events = 0;
  let paid = 0n;
  let pendingAfterDecision = 0;
  const leftPending: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const [a, b, c, d] = [await seed(BETS), await seed(BETS), await seed(BETS), await seed(0)];
    await decide(a.matchId);
    await decide(b.matchId);
    await db.execute(sql`vacuum analyze`);
    // Rotated so no variant always runs first after the vacuum.
    const steps = [
      async () => {
        const result = await viaService(a.matchId);
        times.service.push(result.ms);
        events = result.events;
        paid = result.settled.paidPaise;
      },
      async () => times.raw.push((await viaSql(b.matchId, b.scoreMarket)).ms),
      async () => times.syncWith.push(await viaSync(c)),
      async () => times.syncWithout.push(await viaSync(d)),
    ];
    for (let i = 0; i < steps.length; i++) await steps[(i + run) % steps.length]!();
    // The deciding ball committed without paying: every bet of (c) waits for the payer.
    pendingAfterDecision += await pendingOn(c.scoreMarket);
    const paying = await payWhileSyncing(c);
    times.syncPaying.push(...paying.syncs);
    times.syncPayingMedian.push(median(paying.syncs));
    times.syncPayingMax.push(Math.max(...paying.syncs));
    times.chunks.push(...paying.chunks);
    times.payment.push(paying.ms);
    for (let i = 0; i < 10; i++) times.syncIdle.push(await viaSync(d, NEXT));
    for (const m of [a, b, c]) leftPending.push(await pendingOn(m.scoreMarket));
  }

  const mismatches = await ledgerMismatches(db);
  const fmt = (values: number[]) =>
    `median ${median(values).toFixed(0)} ms (runs: ${values.map((v) => v.toFixed(0)).join(', ')})`;
  console.log(
    `bench:settle-session: one score market (6 overs, ${LINE}) of a LIVE match, ${BETS.toLocaleString('en-IN')} pending bets over ${PLAYERS} players (half win at 1.90)`,
  );
  console.log(
    `  taken: ${RUNS} runs, each on four freshly seeded matches after vacuum analyze, order rotated; PostgreSQL ${pgVersion}; ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log(
    `  (a) settleScoreMarkets in a transaction with its events: ${fmt(times.service)}; paid ₹${(paid / 100n).toLocaleString('en-IN')}, ${events} live events`,
  );
  console.log(`  (b) raw SQL, same statements, no events: ${fmt(times.raw)}`);
  console.log(`  ratio (a) / (b): ${(median(times.service) / median(times.raw)).toFixed(2)}`);
  console.log(
    `  (c) syncLive, the deciding ball, ${BETS.toLocaleString('en-IN')} bets on the score market (decides, pays nothing): ${fmt(times.syncWith)}; bets still PENDING after it: ${pendingAfterDecision} of ${(BETS * RUNS).toLocaleString('en-IN')}`,
  );
  console.log(`  (d) syncLive, the deciding ball, no bets on the score market: ${fmt(times.syncWithout)}`);
  console.log(
    `  delay the decision adds to the deciding ball's update, (c) - (d): ${(median(times.syncWith) - median(times.syncWithout)).toFixed(0)} ms`,
  );
  const sorted = [...times.syncPaying].sort((x, y) => x - y);
  console.log(
    `  payment in chunks of ${DECIDED_CHUNK_BETS.toLocaleString('en-IN')} bets: total ${fmt(times.payment)}; a chunk: median ${median(times.chunks).toFixed(0)} ms, p95 ${percentile(
      [...times.chunks].sort((x, y) => x - y),
      95,
    ).toFixed(0)} ms, max ${Math.max(...times.chunks).toFixed(0)} ms (${times.chunks.length} chunks)`,
  );
  console.log(
    `  (e) next ball's syncLive during the payment (${times.syncPaying.length} syncs): median ${median(sorted).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms; per run median ${times.syncPayingMedian.map((v) => v.toFixed(0)).join(', ')}, max ${times.syncPayingMax.map((v) => v.toFixed(0)).join(', ')}`,
  );
  console.log(`  (f) next ball's syncLive, no payment running: ${fmt(times.syncIdle)}`);
  console.log(
    `  delay the payment adds to the next live update, (e) - (f): median ${(median(sorted) - median(times.syncIdle)).toFixed(0)} ms, p95 ${(percentile(sorted, 95) - median(times.syncIdle)).toFixed(0)} ms, max ${(sorted.at(-1)! - median(times.syncIdle)).toFixed(0)} ms`,
  );
  console.log(
    `  bets left PENDING after settling: ${leftPending.reduce((s, n) => s + n, 0)}; ledger mismatches: ${mismatches.length}`,
  );
} finally {
  await pool.end();
  await scratch.drop();
}
