import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../tests/integration/harness';
import { allMigrations, migrationsBefore } from '../../../../tests/integration/migrations';
import { createDatabase } from '../../db/client';
import { createPool } from '../../db/create-pool';
import { mulberry32 } from '../../feeds/prng';
import { bookImbalances, createMatch, ledgerMismatches } from '../bets/test-fixtures';
import { playerAmount } from './ledger';

// The double-entry migration (drizzle/0012) converts a one-sided ledger: a database migrated to 0011
// is filled by a random mix of every posting the services then made, written as they wrote it (one
// signed row per player movement), and then migrated. After it the book must balance to the paisa.

const SEED = 20261125;
const OPERATIONS = 600;

describe('the migration to a double-entry ledger', async () => {
  const pool = createPool(await createTestDatabase({ migrated: false }), 2, pino({ level: 'silent' }));
  afterAll(() => pool.end());
  const db = createDatabase(pool);
  // The last one-sided migration is the one before the ledger's.
  await migrate(db, { migrationsFolder: migrationsBefore('double_entry_ledger') });

  it(`gives every one-sided row its other side, and the book sums to zero (seed ${SEED})`, async () => {
    const random = mulberry32(SEED);
    const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!;
    const run = (query: ReturnType<typeof sql>) => db.execute(query);

    await run(sql`insert into teams (name, short_name, logo_path, primary_color, secondary_color)
                  values ('Mumbai Indians', 'MI', '/mi.svg', '#004BA0', '#D1AB3E'),
                         ('Chennai Super Kings', 'CSK', '/csk.svg', '#FFFF3C', '#0081E9')`);
    const upi = (
      await run(sql`insert into upi_details (name, upi_id) values ('House UPI', 'house@okaxis') returning id`)
    ).rows[0]!.id as number;
    const players: string[] = [];
    for (let i = 0; i < 12; i++) {
      const id = `migrated-${i}`;
      players.push(id);
      await run(sql`insert into user_profiles (id, name, email, phone, balance_paise)
                    values (${id}, ${`Player ${i}`}, ${`${id}@x.test`}, '9876543210', 1000000)`);
      await run(
        sql`insert into transactions (user_id, type, amount_paise) values (${id}, 'DEMO_CREDIT', 1000000)`,
      );
    }
    const admin = players[0]!;
    const matches = [await createMatch(db), await createMatch(db), await createMatch(db)];
    const balanceOf = async (userId: string) =>
      BigInt(
        (await run(sql`select balance_paise::text as b from user_profiles where id = ${userId}`)).rows[0]!
          .b as string,
      );
    const move = (userId: string, delta: bigint) =>
      run(
        sql`update user_profiles set balance_paise = balance_paise + ${String(delta)}::bigint where id = ${userId}`,
      );

    for (let i = 0; i < OPERATIONS; i++) {
      const roll = random();
      const match = pick(matches);
      if (roll < 0.6) {
        const userId = pick(players);
        const stake = 10_000n * BigInt(1 + Math.floor(random() * 5));
        const market = pick([match.winner, match.toss]);
        const option = pick([market.home, market.away]);
        if ((await balanceOf(userId)) < stake) continue;
        await run(sql`
          with placed as (
            insert into bets (user_id, match_id, market_id, option_id, amount_paise, odds_hundredths,
                              potential_payout_paise)
            values (${userId}, ${match.matchId}, ${market.marketId}, ${option}, ${String(stake)}, 190,
                    ${String((stake * 190n) / 100n)})
            returning id)
          insert into transactions (user_id, type, amount_paise, bet_id, settlement_round, metadata)
          select ${userId}, 'BET', -${String(stake)}::bigint, id, 0, jsonb_build_object('bet_id', id) from placed`);
        await move(userId, -stake);
      } else if (roll < 0.72) {
        // Settle a market: its PENDING bets won or lost, winners paid.
        const market = pick([match.winner, match.toss]);
        const winner = pick([market.home, market.away]);
        const { rows } = await run(sql`
          with settled as (
            update bets set status = case when option_id = ${winner} then 'WON' else 'LOST' end,
                            result = 'settled', settled_at = now()
            where market_id = ${market.marketId} and status = 'PENDING'
            returning id, user_id, status, potential_payout_paise, settlement_round)
          insert into transactions (user_id, type, amount_paise, bet_id, settlement_round)
          select user_id, 'PAYOUT', potential_payout_paise, id, settlement_round from settled where status = 'WON'
          returning user_id, amount_paise::text`);
        for (const r of rows) await move(r.user_id as string, BigInt(r.amount_paise as string));
      } else if (roll < 0.78) {
        // Void a match's PENDING bets: stakes refunded.
        const { rows } = await run(sql`
          with voided as (
            update bets set status = 'VOID', result = 'void', settled_at = now()
            where match_id = ${match.matchId} and status = 'PENDING'
            returning id, user_id, amount_paise, settlement_round)
          insert into transactions (user_id, type, amount_paise, bet_id, settlement_round)
          select user_id, 'REFUND', amount_paise, id, settlement_round from voided
          returning user_id, amount_paise::text`);
        for (const r of rows) await move(r.user_id as string, BigInt(r.amount_paise as string));
      } else if (roll < 0.84) {
        // Resettle a market: its settled bets back to PENDING in a new round, their payouts and refunds
        // reversed (a balance may go below zero here).
        const market = pick([match.winner, match.toss]);
        await db.transaction(async (tx) => {
          await tx.execute(sql`select set_config('ipl.ledger_reversal', 'on', true)`);
          const { rows } = await tx.execute(sql`
            with reopened as (
              update bets set status = 'PENDING', result = null, settled_at = null,
                              settlement_round = settlement_round + 1
              where market_id = ${market.marketId} and status in ('WON', 'LOST', 'VOID')
              returning id, settlement_round - 1 as left_round)
            insert into transactions (user_id, type, amount_paise, bet_id, reverses_id)
            select t.user_id, 'REVERSAL', -t.amount_paise, t.bet_id, t.id
            from transactions t join reopened r on t.bet_id = r.id
            where t.type in ('PAYOUT', 'REFUND') and t.settlement_round = r.left_round
            returning user_id, amount_paise::text`);
          for (const r of rows)
            await tx.execute(sql`update user_profiles set balance_paise = balance_paise + ${r.amount_paise as string}::bigint
                                 where id = ${r.user_id as string}`);
        });
      } else if (roll < 0.9) {
        const userId = pick(players);
        const amount = 50_000n * BigInt(1 + Math.floor(random() * 3));
        if ((await balanceOf(userId)) < amount) continue;
        await run(sql`
          with request as (
            insert into withdrawals (user_id, amount_paise, method, upi_name, upi_id)
            values (${userId}, ${String(amount)}, 'upi', 'Player', 'player@okaxis') returning id)
          insert into transactions (user_id, type, amount_paise, withdrawal_id, metadata)
          select ${userId}, 'WITHDRAWAL', -${String(amount)}::bigint, id, '{"method":"upi"}' from request`);
        await move(userId, -amount);
      } else {
        const decision = pick(['approve', 'reject', 'bounce'] as const);
        const from = decision === 'bounce' ? 'COMPLETED' : 'PENDING';
        const { rows } = await run(sql`select id, user_id, amount_paise::text from withdrawals
                                       where status = ${from} order by created_at limit 1`);
        const w = rows[0];
        if (!w) continue;
        if (decision === 'approve')
          await run(sql`update withdrawals set status = 'COMPLETED', payout_upi_id = ${upi}, processed_by = ${admin},
                          processed_at = now() where id = ${w.id as string}`);
        else {
          await run(
            decision === 'reject'
              ? sql`update withdrawals set status = 'REJECTED', rejection_reason = 'no', processed_by = ${admin},
                      processed_at = now() where id = ${w.id as string}`
              : sql`update withdrawals set status = 'FAILED', failure_reason = 'bounced', failed_at = now()
                    where id = ${w.id as string}`,
          );
          await run(sql`insert into transactions (user_id, type, amount_paise, withdrawal_id)
                        values (${w.user_id as string}, 'WITHDRAWAL_REFUND', ${w.amount_paise as string}, ${w.id as string})`);
          await move(w.user_id as string, BigInt(w.amount_paise as string));
        }
      }
    }

    const before = await run(sql`
      select id, user_id, type, amount_paise::text as signed from transactions order by id`);
    const kinds = new Set(before.rows.map((r) => r.type));
    // Every kind the one-sided ledger had, so the conversion meets each.
    expect([...kinds].sort()).toEqual(
      ['BET', 'DEMO_CREDIT', 'PAYOUT', 'REFUND', 'REVERSAL', 'WITHDRAWAL', 'WITHDRAWAL_REFUND'].sort(),
    );
    const statuses = await run(sql`select distinct status from withdrawals order by status`);
    expect(statuses.rows.map((r) => r.status)).toEqual(['COMPLETED', 'FAILED', 'PENDING', 'REJECTED']);

    await migrate(db, { migrationsFolder: allMigrations() });

    expect(await bookImbalances(db)).toEqual({
      total: '0',
      one_sided: '0',
      stakes_held_off: '0',
      in_delay_off: '0',
      in_flight_off: '0',
    });
    expect(await ledgerMismatches(db)).toEqual([]);
    // Each old row is still there, with its player and the same signed amount for that player.
    const after = await run(sql`
      select t.id, t.user_id, ${playerAmount('t')}::text as signed from transactions t
      where t.id = any(${sql.param(before.rows.map((r) => r.id as string))}::uuid[]) order by t.id`);
    expect(after.rows.map((r) => [r.id, r.user_id, r.signed])).toEqual(
      before.rows.map((r) => [r.id, r.user_id, r.signed]),
    );
    // What was never written before: a paid hold's posting, and a settled bet's stake into revenue.
    const added = await run(sql`
      select
        (select count(*) from transactions)::int - ${before.rows.length}::int as added,
        (select count(*) from withdrawals where status in ('COMPLETED', 'FAILED'))::int
          + (select count(*) from bets where status in ('WON', 'LOST'))::int as expected`);
    expect(added.rows[0]!.added).toBe(added.rows[0]!.expected);
    expect(Number(added.rows[0]!.added)).toBeGreaterThan(0);
    // A hold is resolved (paid or released) exactly when its withdrawal left PENDING.
    const holds = await run(sql`
      select count(*)::int as wrong from transactions h join withdrawals w on w.id = h.withdrawal_id
      where h.type = 'WITHDRAWAL_HOLD'
        and exists (select from transactions r where r.pending_id = h.id) <> (w.status <> 'PENDING')`);
    expect(holds.rows[0]!.wrong).toBe(0);
  });
});
