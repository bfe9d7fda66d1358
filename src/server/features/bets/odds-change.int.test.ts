// The odds preference in placement: a moved price is taken or refused as the slip's oddsChange (or the
// player's saved one, HIGHER until chosen) says; a bet is placed at the price of the moment, its payout
// from that price, and keeps the odds the slip asked when they differ.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../../tests/integration/harness';
import { createMatch, ledgerMismatches, selection, setBackOdds, type FixtureMatch } from './test-fixtures';

describe('POST /api/bets with a moved price', async () => {
  const { http, deps } = await startTestApp();
  const db = deps.db;
  const setOdds = (optionId: number, hundredths: number) => setBackOdds(db, optionId, hundredths);
  const storedBets = async (userId: string) =>
    (
      await db.execute<{
        odds_hundredths: number;
        asked_odds_hundredths: number | null;
        potential: string;
      }>(sql`
        select odds_hundredths, asked_odds_hundredths, potential_payout_paise::text as potential
        from bets where user_id = ${userId} order by placed_at, id`)
    ).rows;
  /** A player, and a slip of ₹333 on the home side at 1.90 of a match whose home price is now `now`. */
  const moved = async (now: number) => {
    const match = await createMatch(db);
    await setOdds(match.winner.home, now);
    const player = http.fork();
    const me = await player.signUp();
    const slip = (oddsChange?: string, key = randomUUID()) =>
      player.post('/api/bets', {
        idempotencyKey: key,
        ...(oddsChange ? { oddsChange } : {}),
        selections: [selection(match, 'home', 333)],
      });
    return { match, player, me, slip };
  };
  const refusal = (match: FixtureMatch, odds: number) => ({
    code: 'ODDS_CHANGED',
    message: 'Odds have changed',
    details: { changes: [{ marketId: match.winner.marketId, optionId: match.winner.home, odds }] },
  });

  it('by default (HIGHER) places at a higher price, with its payout, and keeps the odds asked', async () => {
    const { me, slip } = await moved(205);
    const placed = await slip();
    expect(placed.status).toBe(201);
    // 333 x 2.05 = 682.65; asked 1.90 (632.70).
    expect(placed.json.bets[0]).toMatchObject({ odds: 2.05, askedOdds: 1.9, potentialPayout: 682.65 });
    expect(await storedBets(me.id)).toEqual([
      { odds_hundredths: 205, asked_odds_hundredths: 190, potential: '68265' },
    ]);
    expect(placed.json.balance).toBe(10000 - 333);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it('by default (HIGHER) refuses a lower price with the new one, placing nothing', async () => {
    const { me, match, slip } = await moved(185);
    const refused = await slip();
    expect(refused.status).toBe(409);
    expect(refused.json.error).toEqual(refusal(match, 1.85));
    expect(await storedBets(me.id)).toEqual([]);
  });

  it('with ASK refuses a higher price too, and places at the odds asked when they stand', async () => {
    const { me, match, slip } = await moved(205);
    const refused = await slip('ASK');
    expect(refused.status).toBe(409);
    expect(refused.json.error).toEqual(refusal(match, 2.05));
    await setOdds(match.winner.home, 190);
    const placed = await slip('ASK');
    expect(placed.status).toBe(201);
    expect(placed.json.bets[0]).toMatchObject({ odds: 1.9, askedOdds: null, potentialPayout: 632.7 });
    expect(await storedBets(me.id)).toEqual([
      { odds_hundredths: 190, asked_odds_hundredths: null, potential: '63270' },
    ]);
  });

  it('with ANY places at a lower price, its payout rounded down to the paisa', async () => {
    const { me, slip } = await moved(187);
    const placed = await slip('ANY');
    expect(placed.status).toBe(201);
    // 333 x 1.87 = 622.71 exactly; at 1.01 below it would be 336.33.
    expect(placed.json.bets[0]).toMatchObject({ odds: 1.87, askedOdds: 1.9, potentialPayout: 622.71 });
    expect(await storedBets(me.id)).toEqual([
      { odds_hundredths: 187, asked_odds_hundredths: 190, potential: '62271' },
    ]);
  });

  it('with ANY still refuses odds sent with more than 2 decimals, which are no price', async () => {
    const match = await createMatch(db);
    const player = http.fork();
    await player.signUp();
    const refused = await player.post('/api/bets', {
      idempotencyKey: randomUUID(),
      oddsChange: 'ANY',
      selections: [{ ...selection(match, 'home', 100), odds: 1.905 }],
    });
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe('ODDS_CHANGED');
  });

  it("follows the player's saved preference when the slip gives none, and the slip's over it", async () => {
    const { me, match, player, slip } = await moved(205);
    const saved = await player.request('PUT', '/api/me/preferences', {
      betResults: true,
      matchReminders: true,
      specialOffers: true,
      oddsChange: 'ASK',
    });
    expect(saved.json.oddsChange).toBe('ASK');
    expect((await slip()).json.error).toEqual(refusal(match, 2.05));
    expect((await slip('HIGHER')).status).toBe(201);
    expect(await storedBets(me.id)).toHaveLength(1);
  });

  it('replays a slip placed at a moved price with the same bets, whatever the price and preference now', async () => {
    const { me, match, player, slip } = await moved(205);
    const key = randomUUID();
    const first = await slip(undefined, key);
    expect(first.status).toBe(201);
    await setOdds(match.winner.home, 150);
    await player.request('PUT', '/api/me/preferences', {
      betResults: true,
      matchReminders: true,
      specialOffers: true,
      oddsChange: 'ASK',
    });
    const again = await slip(undefined, key);
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.json.bets).toEqual(
      first.json.bets.map((b: object) => ({ ...b, cashOut: expect.anything() })),
    );
    expect(again.json.bets[0]).toMatchObject({ odds: 2.05, askedOdds: 1.9 });
    // The same key with another oddsChange is another request.
    expect((await slip('ANY', key)).status).toBe(422);
    expect(await storedBets(me.id)).toHaveLength(1);
    expect(again.json.balance).toBe(10000 - 333);
  });
});
