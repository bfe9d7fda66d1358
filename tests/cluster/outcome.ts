// What the cluster and failover tests check in the database once the load has stopped.
import type pg from 'pg';
import type { Traffic } from './traffic';

/** How many of the acknowledged writes exist exactly once, as the client was told. */
export async function foundExactlyOnce(db: pg.Client, traffic: Traffic) {
  const { rows: slips } = await db.query<{ key: string; n: string; bets: string[] }>(
    `select s.idempotency_key::text as key, count(distinct s.id) as n,
            array_agg(b.id::text order by b.id::text) as bets
     from bet_slips s join bets b on b.slip_id = s.id where s.idempotency_key = any($1::uuid[])
     group by s.idempotency_key`,
    [[...traffic.bets.keys()]],
  );
  const bets = slips.filter((s) => {
    const expected = traffic.bets.get(s.key)!.bets;
    return (
      Number(s.n) === 1 && s.bets.length === expected.length && s.bets.every((id, i) => id === expected[i])
    );
  }).length;
  const { rows: requested } = await db.query<{ key: string; ids: string[] }>(
    `select idempotency_key::text as key, array_agg(id::text) as ids from withdrawals
     where idempotency_key = any($1::uuid[]) group by idempotency_key`,
    [[...traffic.withdrawals.keys()]],
  );
  const withdrawals = requested.filter(
    (w) => w.ids.length === 1 && w.ids[0] === traffic.withdrawals.get(w.key)!.id,
  ).length;
  return { bets, withdrawals };
}

/** The live ticker's match events after `firstEvent`, and how many repeat the one before (a ball twice). */
export async function tickerEvents(db: pg.Client, firstEvent: number) {
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
  return { ticks, matches: byMatch.size, repeated };
}
