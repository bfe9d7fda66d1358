// The cash-out benches' setup, shared by bench:cash-out and bench:cash-out-profile: players signed up
// over HTTP, each with pending ₹100 bets placed through the placement service on OPEN markets of
// upcoming matches, every bet with its offer as the app prices it (src/shared/cash-out.ts); and the
// autocannon client that cashes out a player's bets one request each.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { cashOutValuePaise, DEFAULT_CASH_OUT_MARGIN_BPS } from '../src/shared/cash-out';
import { MAX_SLIP_SELECTIONS } from '../src/shared/constants';
import { paiseToRupees } from '../src/shared/money';
import { createDatabase } from '../src/server/db/client';
import { placeBets } from '../src/server/features/bets/place-bets';
import { createMatch, type FixtureMatch } from '../src/server/features/bets/test-fixtures';
import { playerBenchEnv, signUpPlayer, type BenchClient } from './support';

/** The Origin header of every request (the app's PUBLIC_URL). */
const ORIGIN = 'http://127.0.0.1';
const MARGIN_BPS = DEFAULT_CASH_OUT_MARGIN_BPS;

/** The app's settings for the cash-out benches. */
export const cashOutBenchEnv = {
  ...playerBenchEnv(ORIGIN),
  CASH_OUT_MARGIN_BPS: String(MARGIN_BPS),
};

/** A pending bet and its full cash-out offer in rupees. */
export interface OfferedBet {
  id: string;
  expected: number;
}

/** A player with their session cookie and pending bets, oldest first. */
export interface CashOutPlayer {
  id: string;
  cookie: string;
  bets: OfferedBet[];
}

/**
 * Signs up `players` players on the app at `serverUrl` and places `slips` slips for each through the
 * placement service, on half as many matches as a slip has selections: a ₹100 bet on Match Winner and
 * one on First Innings Runs of each (Toss Winner has no cash-out price), so a slip holds
 * MAX_SLIP_SELECTIONS bets.
 */
export async function seedCashOutPlayers(
  serverUrl: string,
  pool: pg.Pool,
  options: { players: number; slips: number },
) {
  const db = createDatabase(pool);
  const signedUp: { id: string; cookie: string }[] = [];
  for (let i = 0; i < options.players; i++) signedUp.push(await signUpPlayer(serverUrl, ORIGIN, i));

  const matches: FixtureMatch[] = [];
  for (let i = 0; i < MAX_SLIP_SELECTIONS / 2; i++)
    matches.push(await createMatch(db, { status: 'UPCOMING' }));
  const selections = matches.flatMap((m) => [
    { matchId: m.matchId, marketId: m.winner.marketId, optionId: m.winner.home, amount: 100, odds: 1.9 },
    { matchId: m.matchId, marketId: m.runs.marketId, optionId: m.runs.over, amount: 100, odds: 1.85 },
  ]);
  const seedStarted = performance.now();
  // Four players' slips at a time.
  for (let from = 0; from < signedUp.length; from += 4) {
    await Promise.all(
      signedUp.slice(from, from + 4).map(async (player) => {
        for (let s = 0; s < options.slips; s++) {
          const placed = await placeBets(
            db,
            { userId: player.id },
            { idempotencyKey: randomUUID(), selections },
            new Date(),
          );
          if (!placed || placed.replayed || placed.bets.length !== selections.length)
            throw new Error('seed slip not placed');
        }
      }),
    );
  }
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  // Every pending bet with its offer in rupees (the odds taken and the option's odds now, as the app prices it).
  const { rows: pending } = await pool.query<{
    id: string;
    user_id: string;
    amount: string;
    taken: number;
    now: number;
  }>(
    `select b.id, b.user_id, b.amount_paise::text as amount, b.odds_hundredths as taken, o.odds_hundredths as now
     from bets b join market_options o on o.id = b.option_id
     where b.status = 'PENDING' order by b.user_id, b.placed_at, b.id`,
  );
  const betsOf = new Map<string, OfferedBet[]>();
  for (const row of pending) {
    const list = betsOf.get(row.user_id) ?? [];
    const offer = cashOutValuePaise(BigInt(row.amount), row.taken, row.now, MARGIN_BPS);
    list.push({ id: row.id, expected: paiseToRupees(offer) });
    betsOf.set(row.user_id, list);
  }
  const players: CashOutPlayer[] = signedUp.map((p) => ({ ...p, bets: betsOf.get(p.id)! }));
  return { players, pendingBets: pending.length, seedSeconds, betsPerSlip: selections.length };
}

/**
 * autocannon's setupClient for POST /api/me/bets/{id}/cash-out: client n is player n (modulo their
 * number) and cashes out that player's next bet in full at its offer, each request under its own
 * idempotency key. `next` holds each player's next bet and carries over from one run to the next; once
 * a player's bets are spent their last is sent again and answers 409.
 */
export function cashOutClients(players: CashOutPlayer[], next: number[] = players.map(() => 0)) {
  let clientNo = 0;
  return (benchClient: BenchClient) => {
    const player = clientNo++ % players.length;
    const { bets, cookie } = players[player]!;
    const request = () => {
      const bet = bets[next[player]!++] ?? bets.at(-1)!;
      benchClient.setRequests([
        {
          method: 'POST',
          path: `/api/me/bets/${bet.id}/cash-out`,
          headers: { 'content-type': 'application/json', origin: ORIGIN, cookie },
          body: JSON.stringify({ idempotencyKey: randomUUID(), expectedAmount: bet.expected }),
        },
      ]);
    };
    request();
    benchClient.on('response', request);
  };
}
