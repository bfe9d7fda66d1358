// Shared by the settlement benchmarks (settle.bench.ts, settle-session.bench.ts): the players, their
// pending bets as placement leaves them, and the settlement statements sent raw, the baseline each
// benchmark compares the service with.
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { createDatabase, type Db } from '../src/server/db/client';
import { applyMigrations } from '../src/server/db/migrate';

/**
 * The scratch database migrated, with the two teams the match fixtures pick from and players
 * 'bench-0'..'bench-N' holding ₹1,000,000,000 each.
 */
export async function seedPlayers(pool: pg.Pool, players: number): Promise<Db> {
  const client = await pool.connect();
  await applyMigrations(client);
  client.release();
  const db = createDatabase(pool);
  await db.execute(sql`
    insert into teams (name, short_name, logo_path, primary_color, secondary_color) values
      ('Mumbai Indians', 'MI', 'mi.png', '#004ba0', '#d1ab3e'),
      ('Chennai Super Kings', 'CSK', 'csk.png', '#f9cd05', '#0081e9')`);
  await db.execute(sql`
    insert into user_profiles (id, name, email, phone)
    select 'bench-' || i, 'Player ' || i, 'p' || i || '@bench.test', '9876543210' from generate_series(0, ${players}::int) i`);
  await db.execute(sql`
    insert into transactions (user_id, type, debit_account, credit_account, amount_paise, metadata)
    select id, 'DEMO_CREDIT', 'PROMOTIONS', 'PLAYER', 100000000000, '{}'::jsonb from user_profiles`);
  await db.execute(sql`update user_profiles set balance_paise = 100000000000`);
  return db;
}

/**
 * `bets` pending bets on the market, half on each option at 1.90, ₹100 each, spread over the players;
 * stakes debited and ledgered as placement does.
 */
export async function seedBets(
  db: Db,
  bet: { matchId: number; marketId: number; options: [number, number]; bets: number; players: number },
) {
  const { matchId, marketId, options, bets, players } = bet;
  await db.execute(sql`
    with placed as (
      insert into bets (user_id, match_id, market_id, option_id, amount_paise, odds_hundredths, potential_payout_paise)
      select 'bench-' || (i % ${players}::int), ${matchId}::int, ${marketId}::int,
             case when i % 2 = 0 then ${options[0]}::int else ${options[1]}::int end, 10000, 190, 19000
      from generate_series(1, ${bets}::int) i
      returning id, user_id, match_id, amount_paise)
    insert into transactions (user_id, type, debit_account, credit_account, amount_paise, bet_id, settlement_round,
                              match_id, metadata)
    select user_id, 'BET_PLACED', 'PLAYER', 'STAKES_HELD', amount_paise, id, 0, match_id,
           jsonb_build_object('bet_id', id, 'match_id', match_id) from placed`);
  await db.execute(sql`
    update user_profiles u set balance_paise = balance_paise - s.total
    from (select user_id, sum(amount_paise) total from bets where market_id = ${marketId} group by user_id) s
    where u.id = s.user_id`);
}

/**
 * The engine's settlement of one market, raw, in the caller's transaction (after its match and market
 * locks): the players locked in id order, then one statement moving the PENDING bets to WON or LOST,
 * writing their transfers (the stakes into revenue, one transfer per outcome; each payout to its
 * player) and crediting the winners. Returns how many bets it settled.
 */
export async function settleRaw(
  raw: pg.Client,
  market: { marketId: number; winner: number; result: string; kind: string },
) {
  await raw.query(
    `select id from user_profiles where id in (select distinct user_id from bets where market_id = $1 and status = 'PENDING') order by id for no key update`,
    [market.marketId],
  );
  const settled = await raw.query<{ n: string }>(
    `with stake_transfer as materialized (select gen_random_uuid() as won_id, gen_random_uuid() as lost_id),
     settled as (
       update bets b set status = case when b.option_id = $2 then 'WON' else 'LOST' end, result = $3, settled_at = now(),
                         stake_transfer_id = case when b.option_id = $2 then st.won_id else st.lost_id end
       from stake_transfer st
       where b.market_id = $1 and b.status = 'PENDING'
       returning b.id, b.user_id, b.status, b.amount_paise, b.potential_payout_paise, b.match_id, b.market_id,
                 b.settlement_round, b.stake_transfer_id),
     ledger as (
       insert into transactions (id, user_id, type, debit_account, credit_account, amount_paise, status, bet_id,
                                 settlement_round, match_id, metadata)
       select s.stake_transfer_id, null, case when s.status = 'WON' then 'BET_WON' else 'BET_LOST' end, 'STAKES_HELD',
              'HOUSE_REVENUE', sum(s.amount_paise), 'COMPLETED', null, null, s.match_id,
              jsonb_build_object('market_id', s.market_id, 'match_id', s.match_id, 'market_type', $4::text, 'bets', count(*))
       from settled s group by s.stake_transfer_id, s.status, s.market_id, s.match_id
       union all
       select gen_random_uuid(), s.user_id, 'BET_WON', 'HOUSE_REVENUE', 'PLAYER', s.potential_payout_paise, 'COMPLETED', s.id,
              s.settlement_round, s.match_id,
              jsonb_build_object('bet_id', s.id, 'match_id', s.match_id, 'market_type', $4::text)
       from settled s where s.status = 'WON'),
     credited as (
       update user_profiles u
       set balance_paise = u.balance_paise + p.total, balance_version = u.balance_version + 1, updated_at = now()
       from (select user_id, sum(potential_payout_paise) total from settled where status = 'WON' group by user_id) p
       where u.id = p.user_id returning u.id)
     select count(*) as n from settled`,
    [market.marketId, market.winner, market.result, market.kind],
  );
  return Number(settled.rows[0]!.n);
}
