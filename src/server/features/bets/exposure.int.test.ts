// Positions (ADR 0049): a player's bets on a Match Winner or toss market hold their worst case, not the
// sum of their stakes. A hedge gives money back at once; settlement, void, resettlement and cash-out keep
// the book exact and pay each bet on its side.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startSecondInstance, startTestApp } from '../../../../tests/integration/harness';
import {
  balanceOf,
  BOOK_BALANCED,
  bookImbalances,
  completeMatch,
  createMatch,
  layBet,
  ledgerMismatches,
  placeBet,
  positionMismatches,
  selection,
  setBackOdds,
  type FixtureMatch,
} from './test-fixtures';

describe('exposure: a position holds its worst case', async () => {
  const { http, deps, databaseUrl } = await startTestApp();
  // A second instance on the same database, as behind a load balancer.
  const second = await startSecondInstance(databaseUrl);
  const db = deps.db;
  const admin = http.fork();
  expect((await admin.signIn('admin@iplbetting.app', 'admin1234')).status).toBe(200);

  const player = async () => {
    const client = http.fork();
    const me = await client.signUp();
    return { client, me };
  };
  const balanced = async () => {
    expect(await ledgerMismatches(db)).toEqual([]);
    expect(await bookImbalances(db)).toEqual(BOOK_BALANCED);
    expect(await positionMismatches(db)).toEqual([]);
  };
  const released = async (userId: string, marketId: number) => {
    const { rows } = await db.execute<{ released: string }>(sql`
      select released_paise::text as released from market_positions
      where user_id = ${userId} and market_id = ${marketId}`);
    return rows[0]?.released ?? null;
  };
  const backAt = async (
    client: ReturnType<typeof http.fork>,
    match: FixtureMatch,
    pick: 'home' | 'away',
    stake: number,
    hundredths: number,
  ) => {
    await setBackOdds(db, match.winner[pick], hundredths);
    return (await placeBet(client, [{ ...selection(match, pick, stake), odds: hundredths / 100 }]))[0]!.id;
  };

  /** The example: back Mumbai ₹1,000 at 2.00, then lay it ₹1,000 at 2.10. */
  const hedged = async () => {
    const match = await createMatch(db, { lay: true });
    const { client, me } = await player();
    const back = await backAt(client, match, 'home', 1000, 200);
    expect(await balanceOf(client)).toBe(9000);
    const lay = await layBet(db, client, match, { pick: 'home', stake: 1000, layOdds: 210 });
    return { match, client, me, back, lay };
  };

  it('holds ₹100 for a back hedged by a lay: the worst case, not ₹2,100 of stakes', async () => {
    const { match, client, me } = await hedged();
    // Mumbai wins: +1,000 on the back, −1,100 on the lay. Mumbai loses: −1,000 and +1,000.
    expect(await balanceOf(client)).toBe(9900);
    expect(await released(me.id, match.winner.marketId)).toBe('200000');
    const history = (await client.get('/api/me/transactions')).json.transactions as {
      type: string;
      amount: number;
    }[];
    expect(history.map((t) => [t.type, t.amount]).sort()).toEqual(
      [
        ['BET_PLACED', -1000],
        ['BET_PLACED', -1100],
        ['DEMO_CREDIT', 10_000],
        ['EXPOSURE_RELEASED', 2000],
      ].sort(),
    );
    await balanced();
  });

  it('asks of a bet that covers every outcome only what it adds to the worst case', async () => {
    const match = await createMatch(db, { lay: true });
    const { client } = await player();
    await backAt(client, match, 'home', 1000, 200);
    // The other team at 2.00 too: either way ₹2,000 comes back for ₹2,000 staked. Nothing at risk.
    await backAt(client, match, 'away', 1000, 200);
    expect(await balanceOf(client)).toBe(10_000);
    // A third back needs its own stake only.
    await backAt(client, match, 'home', 500, 200);
    expect(await balanceOf(client)).toBe(9500);
    await balanced();
  });

  it('still refuses a bet whose worst case the balance cannot cover', async () => {
    const match = await createMatch(db, { lay: true });
    const { client } = await player();
    await backAt(client, match, 'home', 9000, 200);
    // A lay of ₹1,000 at 2.10 holds a ₹1,100 liability alone, more than the ₹1,000 left; as a hedge it
    // lowers the worst case (the home team losing) from −₹9,000 to −₹8,000, so it is taken.
    await layBet(db, client, match, { pick: 'home', stake: 1000, layOdds: 210 });
    expect(await balanceOf(client)).toBe(2000);
    // More on the home team deepens the worst case by its whole stake: ₹5,000 is more than the balance.
    const refused = await client.post('/api/bets', {
      idempotencyKey: randomUUID(),
      selections: [{ ...selection(match, 'home', 5000), odds: 2 }],
    });
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe('INSUFFICIENT_BALANCE');
    expect(await balanceOf(client)).toBe(2000);
    // The other team, though, hedges: backing it ₹5,000 at 2.00 lowers the worst case to −₹3,000.
    await backAt(client, match, 'away', 5000, 200);
    expect(await balanceOf(client)).toBe(7000);
    await balanced();
  });

  it.each([
    ['home', 9900],
    ['away', 10_000],
  ] as const)(
    'settled for the %s team, pays the right net and gives back the hold',
    async (winner, after) => {
      const { match, client, me } = await hedged();
      await completeMatch(db, match.matchId);
      const settled = await admin.post(`/api/admin/matches/${match.matchId}/settle`, {
        winningTeam: winner === 'home' ? match.homeTeam : match.awayTeam,
      });
      expect(settled.status).toBe(200);
      expect(await balanceOf(client)).toBe(after);
      expect(await released(me.id, match.winner.marketId)).toBe('0');
      await balanced();

      // Corrected to the other team: the other net, exactly.
      const fixed = await admin.post(`/api/admin/matches/${match.matchId}/resettle`, {
        winningTeam: winner === 'home' ? match.awayTeam : match.homeTeam,
        reason: 'Wrong team',
      });
      expect(fixed.status).toBe(200);
      expect(await balanceOf(client)).toBe(after === 9900 ? 10_000 : 9900);
      expect(await released(me.id, match.winner.marketId)).toBe('0');
      await balanced();
    },
  );

  it('holds the worst case again when a hedge is cashed out, paying the offer beside it', async () => {
    const { client, lay } = await hedged();
    const offer = (await client.get(`/api/me/bets/${lay}/cash-out`)).json as {
      available: boolean;
      amount: number;
    };
    expect(offer.available).toBe(true);
    const cashed = await client.post(`/api/me/bets/${lay}/cash-out`, {
      idempotencyKey: randomUUID(),
      expectedAmount: offer.amount,
    });
    expect(cashed.status).toBe(200);
    // The back alone is left, all of its ₹1,000 at risk: the ₹2,000 the lay released is held again. What
    // the two bets took, ₹2,100, is out of the wallet, as it would be without positions.
    expect(await balanceOf(client)).toBe(7900 + offer.amount);
    expect(cashed.json.balance).toBe(7900 + offer.amount);
    await balanced();
  });

  it('refuses a cash-out whose position the balance cannot hold again, and changes nothing', async () => {
    const { match, client, back } = await hedged();
    // What the hedge released is staked elsewhere: ₹100 is left.
    await placeBet(client, [selection(match, 'home', 9800, 'toss')]);
    expect(await balanceOf(client)).toBe(100);
    // Cashing out the back leaves the lay alone, its ₹1,100 liability all at risk: ₹2,000 must be held
    // again, more than the offer and the balance together.
    const offer = (await client.get(`/api/me/bets/${back}/cash-out`)).json as { amount: number };
    const refused = await client.post(`/api/me/bets/${back}/cash-out`, {
      idempotencyKey: randomUUID(),
      expectedAmount: offer.amount,
    });
    expect(refused.status).toBe(409);
    expect(refused.json.error).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      message:
        'Your balance cannot cover what this cash-out must hold back for your other bets on this market',
    });
    expect(await balanceOf(client)).toBe(100);
    const bets = (await client.get('/api/me/bets')).json.bets as { id: string; status: string }[];
    expect(bets.find((b) => b.id === back)).toMatchObject({ status: 'PENDING' });
    await balanced();
  });

  it('holds exactly the worst case of whatever 200 racing backs and lays on one wallet placed, on two instances', async () => {
    const match = await createMatch(db, { lay: true });
    await setBackOdds(db, match.winner.home, 200);
    await setBackOdds(db, match.winner.away, 200);
    await db.execute(
      sql`update market_options set lay_odds_hundredths = 210 where id = ${match.winner.home}`,
    );
    const { client, me } = await player();
    const elsewhere = second.http.fork();
    expect((await elsewhere.signIn(me.email, me.password)).status).toBe(200);
    // Backs of either team and lays of the home team, ₹300 each, in a fixed shuffle, half through each
    // instance: their stakes add up to ₹60,000, six times the wallet, but backs of both teams hedge.
    const kinds = ['home', 'away', 'lay'] as const;
    const slips = Array.from({ length: 200 }, (_, i) => kinds[(i * 7 + (i >> 3)) % 3]!);
    const answers = await Promise.all(
      slips.map((kind, i) =>
        (i % 2 ? elsewhere : client).post('/api/bets', {
          idempotencyKey: randomUUID(),
          selections: [
            kind === 'lay'
              ? { ...selection(match, 'home', 300), side: 'LAY', odds: 2.1 }
              : { ...selection(match, kind, 300), odds: 2 },
          ],
        }),
      ),
    );
    expect(answers.filter((a) => a.status !== 201).map((a) => a.json.error.code)).toEqual(
      answers.filter((a) => a.status !== 201).map(() => 'INSUFFICIENT_BALANCE'),
    );
    const { rows } = await db.execute<{
      option_id: number;
      side: string;
      amount: string;
      payout: string;
    }>(sql`
      select option_id, side, amount_paise::text as amount, potential_payout_paise::text as payout
      from bets where user_id = ${me.id}`);
    expect(rows.length).toBe(answers.filter((a) => a.status === 201).length);
    expect(rows.length).toBeGreaterThan(100);
    // The worst case, from the bets placed: the larger loss of the two results.
    const pnl = (winner: number) =>
      rows.reduce((sum, b) => {
        const wins = (b.option_id === winner) === (b.side === 'BACK');
        return sum + (wins ? BigInt(b.payout) : 0n) - BigInt(b.amount);
      }, 0n);
    const lowest = [pnl(match.winner.home), pnl(match.winner.away)].reduce((a, b) => (a < b ? a : b));
    const worst = lowest < 0n ? -lowest : 0n;
    const staked = rows.reduce((sum, b) => sum + BigInt(b.amount), 0n);
    expect(BigInt(Math.round((await balanceOf(client)) * 100))).toBe(1_000_000n - worst);
    expect(await released(me.id, match.winner.marketId)).toBe(String(staked - worst));
    await balanced();
  });

  it('counts against a loss limit what a bet adds to the worst case, a hedge nothing', async () => {
    const match = await createMatch(db, { lay: true });
    const { client } = await player();
    const limit = await client.request('PUT', '/api/me/limits', {
      kind: 'LOSS',
      period: 'DAY',
      amount: 1000,
    });
    expect(limit.status).toBe(200);
    await backAt(client, match, 'home', 900, 200);
    // A ₹1,100 liability is over the ₹100 left, but the lay lowers the worst case: it is taken.
    await layBet(db, client, match, { pick: 'home', stake: 1000, layOdds: 210 });
    // The position's worst case is now ₹200, so ₹800 is left: a ₹900 back elsewhere is over it.
    const over = await client.post('/api/bets', {
      idempotencyKey: randomUUID(),
      selections: [selection(match, 'away', 900, 'toss')],
    });
    expect(over.status).toBe(409);
    expect(over.json.error.message).toBe(
      'This bet is over your daily loss limit of ₹1,000: you have ₹800 left today.',
    );
    expect((await placeBet(client, [selection(match, 'away', 800, 'toss')])).length).toBe(1);
    await balanced();
  });

  it('gives every rupee back when the match is voided', async () => {
    const { match, client, me } = await hedged();
    const voided = await admin.post(`/api/admin/matches/${match.matchId}/void`, { reason: 'Rain' });
    expect(voided.status).toBe(200);
    expect(await balanceOf(client)).toBe(10_000);
    expect(await released(me.id, match.winner.marketId)).toBe('0');
    await balanced();
  });
});
