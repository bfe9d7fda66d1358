// A decided score market is paid after its ball, in chunks: every bet once, each player told once, whoever
// finishes it (the payer again after a crash, a manual settlement, a resettlement).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../../tests/integration/harness';
import { placeBets } from '../bets/place-bets';
import * as fixtures from '../bets/test-fixtures';
import type { FixtureMatch, FixtureScoreMarket } from '../bets/test-fixtures';
import { transactionWithEvents } from '../../realtime/live-events';
import { payDecidedMarkets } from './pay-decided-markets';
import { resettleMatch } from '../settlement/resettle-match';
import { settleMatch } from '../settlement/settle-match';
import { decideScoreMarkets } from './decide-score-markets';
import { payDecidedChunk } from './pay-decided-chunk';

// The first innings at 6 overs: 48 runs, so a 45.5 line is won by Yes.
const SIX_OVERS: [number, number, number, number[]] = [48, 1, 36, [8, 16, 24, 32, 40, 48]];

describe('score markets paid after the ball that decides them', async () => {
  const { http, deps, databaseUrl } = await startTestApp();
  const db = deps.db;
  const adminId = (
    await db.execute<{ id: string }>(sql`select id from user_profiles where email = 'admin@iplbetting.app'`)
  ).rows[0]!.id;

  /** `players` new players with `each` bets each on the score market, alternately Yes and No. */
  const betOn = async (
    match: FixtureMatch,
    scoreMarket: FixtureScoreMarket,
    players: number,
    each: number,
  ) => {
    const ids: string[] = [];
    for (let p = 0; p < players; p++) {
      const { id } = await http.fork().signUp();
      ids.push(id);
      for (let b = 0; b < each; b++)
        await placeBets(
          db,
          { userId: id },
          {
            idempotencyKey: randomUUID(),
            selections: [
              fixtures.scoreMarketSelection(
                match.matchId,
                scoreMarket,
                (p + b) % 2 === 0 ? 'yes' : 'no',
                100,
              ),
            ],
          },
          new Date(),
        );
    }
    return ids;
  };
  const decided = async (runs = SIX_OVERS) => {
    const match = await fixtures.createMatch(db, { status: 'LIVE' });
    const scoreMarket = await fixtures.createScoreMarket(db, match.matchId, { overs: 6, line: 45.5 });
    return { match, scoreMarket, decide: () => fixtures.storeInnings(db, match.matchId, [runs]) };
  };
  const decide = (matchId: number) => db.transaction((tx) => decideScoreMarkets(tx, matchId));
  const one = async <T>(query: ReturnType<typeof sql>) => (await db.execute(query)).rows[0] as T;
  const market = (scoreMarket: FixtureScoreMarket) =>
    one<{ status: string; result: string | null; closed_reason: string | null }>(
      sql`select status, result, closed_reason from markets where id = ${scoreMarket.marketId}`,
    );
  const betStatuses = async (scoreMarket: FixtureScoreMarket) =>
    (
      await db.execute<{ status: string; n: number }>(
        sql`select status, count(*)::int as n from bets where market_id = ${scoreMarket.marketId}
            group by status order by status`,
      )
    ).rows;
  /**
   * Every bet of the score market settled once: its stake taken by one of the house's transfers (one per
   * chunk and outcome) whose amount is exactly the stakes of the bets that name it, no stake transfer of
   * the market left unnamed, and one payout per winner.
   */
  const settledOnce = (scoreMarket: FixtureScoreMarket) =>
    one<{
      bets: number;
      stakes_taken: number;
      stake_transfers_off: number;
      payouts: number;
      won: number;
    }>(sql`
      with market_bets as (select * from bets where market_id = ${scoreMarket.marketId}),
      stake_transfers as (
        select t.id, t.amount_paise from transactions t
        where t.type in ('BET_WON','BET_LOST') and t.debit_account = 'STAKES_HELD'
          and (t.metadata->>'market_id')::int = ${scoreMarket.marketId})
      select (select count(*)::int from market_bets) as bets,
             (select count(*)::int from market_bets b join stake_transfers s on s.id = b.stake_transfer_id)
               as stakes_taken,
             (select count(*)::int from stake_transfers s where s.amount_paise is distinct from
               (select sum(b.amount_paise) from market_bets b where b.stake_transfer_id = s.id)) as stake_transfers_off,
             (select count(*)::int from transactions t join market_bets b on b.id = t.bet_id
              where t.type = 'BET_WON' and t.credit_account = 'PLAYER') as payouts,
             (select count(*)::int from market_bets where status = 'WON') as won`);
  /** Per player: bell notices of bet results, and 'bet' live events, for the score market's match. */
  const told = async (players: string[]) =>
    (
      await db.execute<{ user_id: string; notices: number; bet_events: number; statuses: number }>(sql`
        select u.id as user_id,
               (select count(*)::int from notifications n where n.user_id = u.id and n.kind = 'BET_RESULT') as notices,
               (select count(*)::int from live_events e where e.user_id = u.id and e.topic = 'bet') as bet_events,
               (select count(distinct status)::int from bets b where b.user_id = u.id) as statuses
        from user_profiles u where u.id = any(${sql.param(players)}::text[]) order by u.id`)
    ).rows;

  it('commits the deciding ball without paying, then pays every bet once in chunks and tells each player once', async () => {
    const { match, scoreMarket, decide: score } = await decided();
    const players = await betOn(match, scoreMarket, 12, 3);
    await score();
    await decide(match.matchId);
    expect(await market(scoreMarket)).toEqual({
      status: 'SUSPENDED',
      result: `${match.homeTeam}: 48 runs after 6 overs (Yes 45.5)`,
      closed_reason: 'DECIDED',
    });
    expect(await betStatuses(scoreMarket)).toEqual([{ status: 'PENDING', n: 36 }]);

    // 36 bets in chunks of 5: 8 transactions pay them, a ninth closes the market and tells the players.
    const paid = await payDecidedMarkets(db, 5);
    expect(paid).toMatchObject({ won: 18, lost: 18, chunks: 9, paidPaise: 18n * 19000n });
    expect((await market(scoreMarket)).status).toBe('SETTLED');
    expect(await betStatuses(scoreMarket)).toEqual([
      { status: 'LOST', n: 18 },
      { status: 'WON', n: 18 },
    ]);
    expect(await settledOnce(scoreMarket)).toEqual({
      bets: 36,
      stakes_taken: 36,
      stake_transfers_off: 0,
      payouts: 18,
      won: 18,
    });
    // One notice and one 'bet' event per player and status, not one per chunk.
    for (const player of await told(players)) {
      expect(player.notices).toBe(player.statuses);
      expect(player.bet_events).toBe(player.statuses);
    }
    expect(await payDecidedMarkets(db, 5)).toMatchObject({ chunks: 0 });
    expect(await fixtures.ledgerMismatches(db)).toEqual([]);
  });

  it(
    'finishes a payment killed between chunks on the next run, paying each bet once',
    { timeout: 60_000 },
    async () => {
      const { match, scoreMarket, decide: score } = await decided();
      const players = await betOn(match, scoreMarket, 4, 2);
      // Many more bets, placed as placement leaves them (stake ledgered, balance debited).
      const BETS = 6000;
      await db.execute(sql`
      with placed as (
        insert into bets (user_id, match_id, market_id, option_id, amount_paise, odds_hundredths, potential_payout_paise)
        select (${sql.param(players)}::text[])[1 + i % 4], ${match.matchId}::int, ${scoreMarket.marketId}::int,
               case when i % 2 = 0 then ${scoreMarket.yes}::int else ${scoreMarket.no}::int end, 100, 190, 190
        from generate_series(1, ${BETS}::int) i
        returning id, user_id, amount_paise, match_id)
      insert into transactions (user_id, type, debit_account, credit_account, amount_paise, bet_id, settlement_round, match_id)
      select user_id, 'BET_PLACED', 'PLAYER', 'STAKES_HELD', amount_paise, id, 0, match_id from placed`);
      await db.execute(sql`
      update user_profiles u set balance_paise = balance_paise - 100 * s.n
      from (select (${sql.param(players)}::text[])[1 + i % 4] as id, count(*) as n
            from generate_series(1, ${BETS}::int) i group by 1) s where u.id = s.id`);
      expect(await fixtures.ledgerMismatches(db)).toEqual([]);
      await score();
      await decide(match.matchId);

      // The payer in a process of its own, in chunks of 100, killed once it has paid some of them.
      const script = join(tmpdir(), `pay-decided-${randomUUID()}.mts`);
      const root = resolve(import.meta.dirname, '../../../..');
      await writeFile(
        script,
        `import { createDatabase } from '${root}/src/server/db/client';
       import { createPool } from '${root}/src/server/db/create-pool';
       import { payDecidedMarkets } from '${root}/src/server/features/score-markets/pay-decided-markets';
       import { createLogger } from '${root}/src/server/logger';
       const logger = createLogger({ LOG_LEVEL: 'silent', NODE_ENV: 'test' });
       const pool = createPool(process.env.PAYER_DATABASE_URL!, 2, logger);
       await payDecidedMarkets(createDatabase(pool), 100);
       await pool.end();`,
      );
      const child = spawn(process.execPath, ['--import', 'tsx', script], {
        cwd: root,
        env: { ...process.env, PAYER_DATABASE_URL: databaseUrl },
        stdio: 'ignore',
      });
      const exited = new Promise((done) => child.once('exit', done));
      const settled = async () =>
        (
          await one<{ n: number }>(
            sql`select count(*)::int as n from bets where market_id = ${scoreMarket.marketId} and status <> 'PENDING'`,
          )
        ).n;
      let seen = 0;
      for (let i = 0; i < 2000 && seen < 1000; i++) {
        seen = await settled();
        if (seen < 1000) await new Promise((r) => setTimeout(r, 10));
      }
      child.kill('SIGKILL');
      await exited;
      await rm(script);
      // The dead payer's open transaction is rolled back; the chunks it committed stay.
      for (let i = 0; i < 100; i++) {
        const open = await one<{ n: number }>(sql`
        select count(*)::int as n from pg_stat_activity
        where datname = current_database() and state <> 'idle' and pid <> pg_backend_pid()
          and query ilike '%bets%' and backend_type = 'client backend'`);
        if (open.n === 0) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      const partly = await settled();
      const total = BETS + 8;
      expect(partly).toBeGreaterThan(0);
      expect(partly).toBeLessThan(total);
      expect(partly % 100).toBe(0); // whole chunks only
      expect((await market(scoreMarket)).status).toBe('SUSPENDED');
      expect((await told(players)).every((p) => p.notices === 0)).toBe(true);
      expect(await fixtures.ledgerMismatches(db)).toEqual([]);

      // The next run finishes it from the stored decision.
      const rest = await payDecidedMarkets(db, 1000);
      expect(rest.won + rest.lost).toBe(total - partly);
      expect((await market(scoreMarket)).status).toBe('SETTLED');
      expect(await settledOnce(scoreMarket)).toEqual({
        bets: total,
        stakes_taken: total,
        stake_transfers_off: 0,
        payouts: total / 2,
        won: total / 2,
      });
      for (const player of await told(players)) expect(player.notices).toBe(player.statuses);
      expect(await fixtures.ledgerMismatches(db)).toEqual([]);
    },
  );

  it('finishes a half-paid score market on its stored result when the match is settled by hand', async () => {
    const { match, scoreMarket, decide: score } = await decided();
    const players = await betOn(match, scoreMarket, 6, 2);
    await score();
    await decide(match.matchId);
    await transactionWithEvents(db, async (tx, emit) => {
      emit(...(await payDecidedChunk(tx, match.matchId, 5)).settled.events);
    });
    expect((await betStatuses(scoreMarket)).find((s) => s.status === 'PENDING')).toEqual({
      status: 'PENDING',
      n: 7,
    });
    // The match completes with a score that, read afresh, would make No the winner: the stored Yes holds.
    await fixtures.completeMatch(db, match.matchId, 40);
    const result = await settleMatch(db, { matchId: match.matchId, winningTeam: match.homeTeam, adminId });
    expect(result.won + result.lost).toBe(7);
    expect(await market(scoreMarket)).toMatchObject({
      status: 'SETTLED',
      result: `${match.homeTeam}: 48 runs after 6 overs (Yes 45.5)`,
    });
    expect(await settledOnce(scoreMarket)).toEqual({
      bets: 12,
      stakes_taken: 12,
      stake_transfers_off: 0,
      payouts: 6,
      won: 6,
    });
    for (const player of await told(players)) expect(player.notices).toBe(player.statuses);
    expect(await fixtures.ledgerMismatches(db)).toEqual([]);
  });

  it('finishes a half-paid score market once when the match is resettled', async () => {
    const { match, scoreMarket, decide: score } = await decided();
    await betOn(match, scoreMarket, 4, 2);
    await score();
    await decide(match.matchId);
    await transactionWithEvents(db, async (tx, emit) => {
      emit(...(await payDecidedChunk(tx, match.matchId, 3)).settled.events);
    });
    // The match recorded as settled on the home team while the score market was still being paid.
    await db.execute(sql`
      update matches set status = 'COMPLETED', winner_team_id = home_team_id, settled_at = now()
      where id = ${match.matchId}`);
    await resettleMatch(db, { matchId: match.matchId, team: match.awayTeam, reason: 'Corrected', adminId });
    expect((await market(scoreMarket)).status).toBe('SETTLED');
    expect(await settledOnce(scoreMarket)).toEqual({
      bets: 8,
      stakes_taken: 8,
      stake_transfers_off: 0,
      payouts: 4,
      won: 4,
    });
    expect(await payDecidedMarkets(db)).toMatchObject({ chunks: 0 });
    expect(await fixtures.ledgerMismatches(db)).toEqual([]);
  });

  it('pays the bets a chunk cursor has passed before closing the market', async () => {
    const { match, scoreMarket, decide: score } = await decided();
    await betOn(match, scoreMarket, 4, 2);
    await score();
    await decide(match.matchId);
    // A cursor past every bet of the market, as a chunk leaves it when bets below it were reopened.
    const after = { marketId: scoreMarket.marketId, lastBetId: 'ffffffff-ffff-4fff-bfff-ffffffffffff' };
    const step = await transactionWithEvents(db, async (tx, emit) => {
      const chunk = await payDecidedChunk(tx, match.matchId, 3, after);
      emit(...chunk.settled.events);
      return chunk;
    });
    expect(step.settled.won + step.settled.lost).toBe(3);
    expect((await market(scoreMarket)).status).toBe('SUSPENDED');
    await payDecidedMarkets(db, 3);
    expect((await market(scoreMarket)).status).toBe('SETTLED');
    expect(await settledOnce(scoreMarket)).toMatchObject({ bets: 8, stakes_taken: 8, payouts: 4 });
    expect(await fixtures.ledgerMismatches(db)).toEqual([]);
  });
});
