import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../../tests/integration/harness';
import { mulberry32 } from '../../feeds/prng';
import type { Db } from '../../db/client';
import { DomainError } from '../../errors';
import { MIN_BET_RUPEES } from '@shared/constants';
import { rupeesToPaise } from '@shared/money';
import { ODDS_CHANGE_PREFERENCES } from '@shared/contracts/bets';
import { TRANSFER_CODES } from '@shared/statuses';
import { runAutoCashOuts } from '../bets/run-auto-cash-outs';
import { cashOut } from '../bets/cash-out';
import { cashOutOfferOf } from '../bets/cash-out-offer-of';
import { placeBets } from '../bets/place-bets';
import { requestWithdrawal } from '../withdrawals/request-withdrawal';
import { approveWithdrawal } from '../withdrawals/approve-withdrawal';
import { recordPayoutFailed } from '../withdrawals/record-payout-failed';
import { rejectWithdrawal } from '../withdrawals/reject-withdrawal';
import {
  BOOK_BALANCED,
  bookImbalances,
  completeMatch,
  createMatch,
  createScoreMarket,
  LAY_ODDS_HUNDREDTHS,
  ledgerMismatches,
  positionMismatches,
  storeInnings,
  type FixtureMatch,
  type FixtureScoreMarket,
} from '../bets/test-fixtures';
import { playerAmount } from '../wallet/ledger';
import { resettleMatch } from './resettle-match';
import { resettleToss } from './resettle-toss';
import { settleMatch } from './settle-match';
import { payDecidedMarkets } from '../score-markets/pay-decided-markets';
import { decideScoreMarkets } from '../score-markets/decide-score-markets';
import { settleToss } from './settle-toss';
import { trialBalance } from '../wallet/trial-balance';
import { grantAdmin } from '../admin/grant-admin';
import { voidMatch } from './void-match';
import { countSyncFinished, countSyncStarted } from '../matches/sync/feed-sync-progress';

const SEED = 20250401;
const OPERATIONS = 2000;
const PLAYERS = 40;

const policy = { secondApprovalAbovePaise: 10n ** 12n };
/** The in-play delay of the slips placed held: short, so a batch waits on them only briefly. */
const IN_PLAY_DELAYS = {
  MATCH_WINNER: 0.05,
  TOSS_WINNER: 0.05,
  FIRST_INNINGS_RUNS: 0.05,
  SESSION_RUNS: 0.05,
  OVER_RUNS: 0.05,
};

/** A withdrawal request through the withdrawals service (guarded debit, withdrawal row, history). */
async function withdraw(db: Db, userId: string, amountPaise: bigint) {
  await requestWithdrawal(db, userId, {
    idempotencyKey: randomUUID(),
    amount: Number(amountPaise) / 100,
    method: 'upi',
    upiName: 'Test',
    upiId: 'test.player@okaxis',
  });
}

/**
 * An operator's decision on the latest open (or, to bounce, paid) withdrawal. One that awaits a second
 * approval (it took winnings still open to correction) is approved by the admin who did not approve it first.
 */
async function decideWithdrawal(db: Db, admins: [string, string], decision: 'approve' | 'reject' | 'bounce') {
  const { rows } = await db.execute<{ id: string; first_approved_by: string | null }>(sql`
    select id, first_approved_by from withdrawals
    where status = any(${sql.param(decision === 'bounce' ? ['COMPLETED'] : ['PENDING', 'AWAITING_SECOND_APPROVAL'])}::text[])
    order by created_at desc limit 1`);
  const withdrawalId = rows[0]?.id;
  if (!withdrawalId) return;
  const adminId = admins.find((id) => id !== rows[0]!.first_approved_by)!;
  if (decision === 'reject')
    await rejectWithdrawal(db, policy, { withdrawalId, adminId, reason: 'random refusal' });
  else if (decision === 'bounce')
    await recordPayoutFailed(db, policy, { withdrawalId, adminId, reason: 'random bounce' });
  else {
    const account = await db.execute<{ id: number }>(sql`select id from upi_details where is_active limit 1`);
    await approveWithdrawal(db, policy, { withdrawalId, adminId, payoutAccountId: account.rows[0]!.id });
  }
}

/**
 * A cash-out of a bet at its offer now: in full, half, or by its auto target (set low, so the sync's
 * run of the match's auto cash-outs takes it).
 */
async function cashOutAtOffer(
  db: Db,
  userId: string,
  betId: string,
  matchId: number,
  how: 'full' | 'partial' | 'auto',
) {
  if (how === 'auto') {
    await db.execute(sql`
      update bets set auto_cash_out_target_paise = 100 where id = ${betId}::uuid and status = 'PENDING'`);
    await runAutoCashOuts(db, matchId);
    return;
  }
  const offer = await cashOutOfferOf(db, userId, betId);
  const fraction = how === 'full' ? 1 : 0.5;
  await cashOut(db, {
    userId,
    betId,
    idempotencyKey: randomUUID(),
    fraction,
    accept: { expectedPaise: cashOutValueOfHalf(offer.amount, fraction) },
  });
}

const MIN_STAKE_PAISE = rupeesToPaise(MIN_BET_RUPEES);

/** The offer for a fraction, from the whole one: within the paisa the cash-out allows. */
const cashOutValueOfHalf = (whole: number, fraction: number) =>
  (rupeesToPaise(whole) * BigInt(fraction * 100)) / 100n;

/**
 * A corrected result or toss through the back office's service: payouts reversed, settled on the other
 * team.
 */
async function resettle(db: Db, match: FixtureMatch, adminId: string, part: 'result' | 'toss') {
  const { rows } = await db.execute<{
    winner_team_id: number | null;
    toss_winner_team_id: number | null;
    home_team_id: number;
  }>(sql`select winner_team_id, toss_winner_team_id, home_team_id from matches where id = ${match.matchId}`);
  const current = part === 'result' ? rows[0]?.winner_team_id : rows[0]?.toss_winner_team_id;
  if (!current) return;
  const correction = {
    matchId: match.matchId,
    team: current === rows[0]!.home_team_id ? match.awayTeam : match.homeTeam,
    reason: 'Corrected result',
    adminId,
  };
  await (part === 'result' ? resettleMatch(db, correction) : resettleToss(db, correction));
}

/**
 * A winner of the match's result withdraws all they hold, then the result is corrected: the payout they
 * took out is taken back from a wallet that no longer holds it, so it goes below zero.
 */
async function withdrawThenCorrect(db: Db, match: FixtureMatch, adminId: string) {
  const { rows } = await db.execute<{ user_id: string; balance_paise: string }>(sql`
    select b.user_id, u.balance_paise::text from bets b
    join markets mk on mk.id = b.market_id join user_profiles u on u.id = b.user_id
    where b.match_id = ${match.matchId} and mk.kind = 'MATCH_WINNER' and b.status = 'WON'
      and u.balance_paise >= 50000
    order by b.id limit 1`);
  if (rows[0]) await withdraw(db, rows[0].user_id, BigInt(rows[0].balance_paise));
  await resettle(db, match, adminId, 'result');
}

/** What the back office's ledger says the players owe, and what the wallets below zero add up to (paise). */
async function owed(db: Db) {
  const reported = rupeesToPaise((await trialBalance(db, () => null)).owed.total);
  const { rows } = await db.execute<{ owed: string }>(sql`
    select coalesce(-sum(balance_paise), 0)::text as owed from user_profiles where balance_paise < 0`);
  return { reported, inWallets: BigInt(rows[0]!.owed) };
}

describe('the ledger under a random mix of every kind of posting', async () => {
  // Corrections include winners who withdrew their winnings first, so wallets go below zero.
  const { http, deps } = await startTestApp();
  const db = deps.db;

  it(`keeps the book at zero and every balance equal to its account, negative only after a reversal (seed ${SEED}, ${OPERATIONS} operations)`, async () => {
    const random = mulberry32(SEED);
    const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!;
    const players: string[] = [];
    for (let i = 0; i < PLAYERS; i++) players.push((await http.fork().signUp()).id);
    const { rows } = await db.execute<{ user_id: string }>(sql`select user_id from admin_roles limit 1`);
    const adminId = rows[0]!.user_id;
    const secondAdminId = (await http.fork().signUp()).id;
    await grantAdmin(db, secondAdminId);
    let mostOwed = 0n;

    let open: FixtureMatch[] = [];
    // Each match has a 6-over session, decided by the ball that ends the sixth over (as the live sync
    // does) and paid after it in chunks.
    const sessions = new Map<number, FixtureScoreMarket>();
    const all: FixtureMatch[] = [];
    const settled: FixtureMatch[] = [];
    const outcomes = new Map<string, number>();
    const note = (k: string) => outcomes.set(k, (outcomes.get(k) ?? 0) + 1);
    const attempt = async (k: string, run: () => Promise<unknown>) => {
      try {
        await run();
        note(k);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        note(`${k}:${error.code}`);
      }
    };

    // The live feed, as the ticker syncs it: every 40 ms a sync, which records a ball on an open match
    // one time in three, so held slips see balls, suspensions and settlements during their delay.
    const feedRandom = mulberry32(SEED + 1);
    let syncing: Promise<void> = Promise.resolve();
    const ticker = setInterval(() => {
      syncing = syncing.then(async () => {
        const number = await countSyncStarted(db);
        if (feedRandom() < 1 / 3 && open.length > 0) {
          const match = open[Math.floor(feedRandom() * open.length)]!;
          await db.execute(sql`update matches set away_runs = away_runs + 1 where id = ${match.matchId}`);
        }
        await countSyncFinished(db, number);
      });
    }, 40);

    for (let done = 0; done < OPERATIONS;) {
      // A batch of operations runs concurrently, so placements race settlements and each other.
      const batch: Promise<void>[] = [];
      for (let i = 0; i < 8 && done < OPERATIONS; i++, done++) {
        const roll = random();
        if (open.length < 3 || roll < 0.01) {
          const created = await createMatch(db, { status: 'LIVE', lay: true });
          sessions.set(
            created.matchId,
            await createScoreMarket(db, created.matchId, { overs: 6, line: 45.5 }),
          );
          open.push(created);
          all.push(created);
          continue;
        }
        const match = pick(open);
        if (roll < 0.03) {
          const how = pick(['full', 'partial', 'auto'] as const);
          // A bet on an open match whose cash-out is offered now (an open market with a price; for a part,
          // a stake that leaves the minimum on), so the run's cash-outs are paid, not refused: which are
          // refused, and why, depends on timing here and is proven in cash-out.int.test.ts.
          const { rows: offered } = await db.execute<{ id: string; user_id: string; match_id: number }>(sql`
            select b.id, b.user_id, b.match_id from bets b join markets mk on mk.id = b.market_id
            where b.match_id = any(${sql.param(open.map((m) => m.matchId))}::int[]) and b.status = 'PENDING'
              and mk.kind <> 'TOSS_WINNER' and mk.status = 'OPEN' and mk.closed_reason is null
              and (${how} <> 'partial' or ${2n * MIN_STAKE_PAISE} < case when b.side = 'BACK'
                then b.amount_paise else b.potential_payout_paise - b.amount_paise end)
            order by b.id`);
          if (offered.length === 0) continue;
          const bet = pick(offered);
          batch.push(
            attempt(`cash-out-${how}`, () => cashOutAtOffer(db, bet.user_id, bet.id, bet.match_id, how)),
          );
        } else if (roll < 0.82) {
          const kind = pick(['winner', 'toss', 'session'] as const);
          const session = sessions.get(match.matchId)!;
          const [marketId, optionId] =
            kind === 'session'
              ? [session.marketId, session[pick(['yes', 'no'] as const)]]
              : [match[kind].marketId, match[kind][pick(['home', 'away'] as const)]];
          const amount = 100 * (1 + Math.floor(random() * 5));
          const stale = random() < 0.05;
          // One in three on the team markets is a lay, holding its liability (ADR 0048).
          const side = kind !== 'session' && random() < 1 / 3 ? 'LAY' : 'BACK';
          const fresh = side === 'LAY' ? LAY_ODDS_HUNDREDTHS / 100 : 1.9;
          // One in six is held for an in-play delay, then placed or refused.
          const held = random() < 1 / 6;
          batch.push(
            attempt(held ? 'place-held' : 'place', () =>
              placeBets(
                db,
                { userId: pick(players) },
                {
                  idempotencyKey: randomUUID(),
                  // A stale price is refused, or placed at the price of the moment, as the preference says.
                  oddsChange: stale ? pick([...ODDS_CHANGE_PREFERENCES]) : undefined,
                  selections: [
                    {
                      matchId: match.matchId,
                      marketId,
                      optionId,
                      side,
                      amount,
                      odds: stale ? pick([1.5, 2.5]) : fresh,
                    },
                  ],
                },
                new Date(),
                held ? IN_PLAY_DELAYS : undefined,
              ),
            ),
          );
        } else if (roll < 0.85) {
          const runs = 30 + Math.floor(random() * 30);
          batch.push(
            attempt('session', async () => {
              await storeInnings(db, match.matchId, [
                [runs, 1, 36, [5, 12, 20, 26, 30, runs].map((r) => Math.min(r, runs))],
              ]);
              // As the live sync decides it, then as the payer pays it: chunks of three bets that
              // interleave with the batch's placements and settlements (and other payers).
              await db.transaction((tx) => decideScoreMarkets(tx, match.matchId));
              await payDecidedMarkets(db, 3);
            }),
          );
        } else if (roll < 0.89) {
          batch.push(
            attempt('toss', () =>
              settleToss(db, {
                matchId: match.matchId,
                tossWinner: pick([match.homeTeam, match.awayTeam]),
                adminId,
              }),
            ),
          );
        } else if (roll < 0.93) {
          open = open.filter((m) => m !== match);
          batch.push(
            attempt('settle', async () => {
              await completeMatch(db, match.matchId, 150 + Math.floor(random() * 40));
              await settleMatch(db, {
                matchId: match.matchId,
                winningTeam: pick([match.homeTeam, match.awayTeam]),
                adminId,
              });
              settled.push(match);
            }),
          );
        } else if (roll < 0.95) {
          open = open.filter((m) => m !== match);
          batch.push(
            attempt('void', () => voidMatch(db, { matchId: match.matchId, reason: 'random void', adminId })),
          );
        } else if (roll < 0.97) {
          const amount = 50_000n * BigInt(1 + Math.floor(random() * 4));
          batch.push(attempt('withdraw', () => withdraw(db, pick(players), amount)));
        } else if (roll < 0.98) {
          const decision = pick(['approve', 'reject', 'bounce'] as const);
          batch.push(
            attempt(`${decision}-withdrawal`, () => decideWithdrawal(db, [adminId, secondAdminId], decision)),
          );
        } else if (roll < 0.995 && settled.length > 0) {
          const part = pick(['result', 'toss'] as const);
          batch.push(attempt(`resettle-${part}`, () => resettle(db, pick(settled), adminId, part)));
        } else if (settled.length > 0) {
          batch.push(attempt('withdraw-then-correct', () => withdrawThenCorrect(db, pick(settled), adminId)));
        }
      }
      await Promise.all(batch);
      // Between batches the book is at rest: it must balance, to the paisa, every time.
      expect(await bookImbalances(db)).toEqual(BOOK_BALANCED);
      expect(await ledgerMismatches(db)).toEqual([]);
      expect(await positionMismatches(db)).toEqual([]);
      // What the back office shows the players owe is what the wallets below zero hold.
      const { reported, inWallets } = await owed(db);
      expect(reported).toBe(inWallets);
      if (reported > mostOwed) mostOwed = reported;
    }
    clearInterval(ticker);
    await syncing;
    // No stake is left held: every slip held was placed or refused.
    const unresolved = await db.execute(
      sql`select from bet_slips where held_until is not null and resolved_at is null`,
    );
    expect(unresolved.rows).toEqual([]);
    expect(outcomes.get('place-held') ?? 0).toBeGreaterThan(50);
    expect(outcomes.get('place-held:BET_DELAY_REFUSED') ?? 0).toBeGreaterThan(10);
    // Everything still open is voided and every toss settled, so every stake ends up settled.
    for (const match of open) await voidMatch(db, { matchId: match.matchId, reason: 'end of run', adminId });
    for (const match of all)
      await attempt('toss', () =>
        settleToss(db, { matchId: match.matchId, tossWinner: match.homeTeam, adminId }),
      );

    expect(await ledgerMismatches(db)).toEqual([]);
    const placed = (outcomes.get('place') ?? 0) + (outcomes.get('place-held') ?? 0);
    // Fewer than the rolls for a placement: some are refused, and a wallet a correction took below zero
    // places no more.
    expect(placed).toBeGreaterThan(900);
    expect(outcomes.get('settle') ?? 0).toBeGreaterThan(50);
    expect(outcomes.get('void') ?? 0).toBeGreaterThan(10);
    expect(outcomes.get('withdraw') ?? 0).toBeGreaterThan(10);
    expect(outcomes.get('resettle-result') ?? 0).toBeGreaterThan(5);
    expect(outcomes.get('resettle-toss') ?? 0).toBeGreaterThan(2);
    expect(outcomes.get('withdraw-then-correct') ?? 0).toBeGreaterThan(3);
    // Corrections took wallets below zero, and the ledger showed it.
    expect(mostOwed).toBeGreaterThan(0n);
    const flagged = await db.execute(sql`select from withdrawals where correctable_paise > 0`);
    expect(flagged.rows.length).toBeGreaterThan(0);
    expect(outcomes.get('session') ?? 0).toBeGreaterThan(20);
    const settledSessions = await db.execute(
      sql`select from markets where kind = 'SESSION_RUNS' and status = 'SETTLED'`,
    );
    expect(settledSessions.rows.length).toBeGreaterThan(10);
    for (const decision of ['approve', 'reject', 'bounce'])
      expect(outcomes.get(`${decision}-withdrawal`) ?? 0).toBeGreaterThan(0);
    expect(outcomes.get('place:ODDS_CHANGED') ?? 0).toBeGreaterThan(0);
    // What each bet's wallet got, net of reversals, is what its status says; each settled bet's stake was
    // taken by a house transfer that stands (not reversed) and is exactly the stakes of the bets naming
    // it, and a reversed one is named by none; each withdrawal's net out of the wallet is its amount, or
    // nothing once refused or bounced back.
    const net = (code: string) => sql`coalesce((
      select sum(${playerAmount('t')}) from transactions t
      left join transactions reversed on reversed.id = t.reverses_id
      where t.bet_id = b.id and t.user_id is not null and (t.type = ${code} or reversed.type = ${code})), 0)`;
    const check = await db.execute<Record<string, string>>(sql`
      select
        (select count(*) from bets) as bets,
        (select count(*) from bets where status in ('PENDING','ACTIVE')) as pending,
        (select count(*) from transactions where type = 'BET_PLACED') as stakes,
        (select count(*) from bets b
          where ${net('BET_WON')} <> case when b.status = 'WON' then b.potential_payout_paise else 0 end) as wrong_payouts,
        (select count(*) from bets b
          where ${net('VOID_REFUND')} <> case when b.status = 'VOID' then b.amount_paise else 0 end) as wrong_refunds,
        (select count(*) from bets b where ${net('CASH_OUT')} <> b.cashed_out_paise) as wrong_cash_outs,
        (select count(*) from bets b where b.cashed_out_stake_paise <> coalesce(
          (select sum(t.amount_paise) from transactions t
           where t.bet_id = b.id and t.type = 'CASH_OUT' and t.debit_account = 'STAKES_HELD'), 0)) as wrong_cashed_stakes,
        (select count(*) from bets where status in ('WON', 'LOST') and stake_transfer_id is null) as untaken_stakes,
        -- The ledger's bet_id and match_id have no foreign keys (docs/decisions/0047): each names a row.
        (select count(*) from transactions t
          where t.bet_id is not null and not exists (select from bets b where b.id = t.bet_id)) as unknown_bets,
        (select count(*) from transactions t
          where t.match_id is not null and not exists (select from matches m where m.id = t.match_id))
          as unknown_matches,
        -- Nor a bet's slip, match, market and option (docs/decisions/0058): each names its rows, consistently.
        (select count(*) from bets b
          where not exists (select from market_options o join markets mk on mk.id = o.market_id
                            where o.id = b.option_id and mk.id = b.market_id and mk.match_id = b.match_id)
             or not exists (select from bet_slips s where s.id = b.slip_id and s.user_id = b.user_id))
          as unnamed_bets,
        (select count(*) from transactions t
          where t.type in ('BET_WON', 'BET_LOST') and t.debit_account = 'STAKES_HELD'
            and (not exists (select from transactions r where r.reverses_id = t.id))
                <> (t.amount_paise = coalesce((select sum(b.amount_paise) from bets b where b.stake_transfer_id = t.id), 0)))
          as wrong_stake_transfers,
        (select count(*) from withdrawals w
          where (select coalesce(sum(${playerAmount('t')}), 0) from transactions t
                 where t.withdrawal_id = w.id and t.user_id is not null)
                <> case when w.status in ('REJECTED', 'FAILED') then 0 else -w.amount_paise end) as wrong_withdrawals,
        (select count(*) from withdrawals w where w.status in ('COMPLETED', 'FAILED') and not exists
          (select from transactions t where t.withdrawal_id = w.id and t.type = 'WITHDRAWAL_PAID')) as unposted,
        (select count(*) from transactions h where h.status = 'PENDING'
          and not exists (select from transactions r where r.pending_id = h.id)) as open_holds,
        (select count(distinct type) from transactions) as kinds,
        (select count(*) from bets where side = 'LAY' and status = 'WON') as lays_won,
        (select count(*) from bets where side = 'LAY' and status = 'LOST') as lays_lost`);
    const c = check.rows[0]!;
    expect(Number(c.bets)).toBe(placed);
    expect(c.pending).toBe('0');
    expect(c.stakes).toBe(c.bets);
    expect(Number(c.lays_won)).toBeGreaterThan(5);
    expect(Number(c.lays_lost)).toBeGreaterThan(5);
    expect([
      c.unknown_bets,
      c.unknown_matches,
      c.unnamed_bets,
      c.untaken_stakes,
      c.wrong_stake_transfers,
      c.wrong_payouts,
      c.wrong_refunds,
      c.wrong_cash_outs,
      c.wrong_cashed_stakes,
      c.wrong_withdrawals,
      c.unposted,
    ]).toEqual(['0', '0', '0', '0', '0', '0', '0', '0', '0', '0', '0']);
    for (const how of ['full', 'partial', 'auto'])
      expect(outcomes.get(`cash-out-${how}`) ?? 0).toBeGreaterThan(2);
    const { rows: autoRuns } = await db.execute(sql`select from cash_outs where auto`);
    expect(autoRuns.length).toBeGreaterThan(2);
    expect(c.open_holds).toBe(
      String(
        (
          await db.execute(
            sql`select from withdrawals where status in ('PENDING', 'AWAITING_SECOND_APPROVAL')`,
          )
        ).rows.length,
      ),
    );
    // Every code the ledger has was posted: demo credit, bet placed, held and its hold released, won,
    // lost, void refund, cash-out, withdrawal hold, paid, released, bounced, a position's release and its
    // hold taken again (ADR 0049), and reversal.
    expect(c.kinds).toBe(String(TRANSFER_CODES.length));
    // Sized to its work, not to hide a wait: 2,000 operations and 250 checks of the whole book take
    // 20-30 s on a busy two-core machine, against the 30 s every other integration test gets.
  }, 120_000);
});
