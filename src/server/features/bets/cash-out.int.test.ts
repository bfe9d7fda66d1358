import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp, type TestClient } from '../../../../tests/integration/harness';
import type { Db } from '../../db/client';
import { DomainError } from '../../errors';
import { settleMatch } from '../settlement/settle-match';
import { resettleMatch } from '../settlement/resettle-match';
import { voidMatch } from '../settlement/void-match';
import { betSpendSince } from '../wallet/ledger';
import { autoCashOutKey } from './auto-cash-out-key';
import { runAutoCashOuts } from './run-auto-cash-outs';
import { settledBetFigures } from './settled-bets-report';
import { cashOut, TARGET_NOT_REACHED } from './cash-out';
import {
  balanceOf,
  BOOK_BALANCED,
  bookImbalances,
  completeMatch,
  createMatch,
  layBet,
  ledgerMismatches,
  placeBet,
  selection,
  type FixtureMatch,
  setBackOdds,
} from './test-fixtures';

/** The cash-out margin this file's app is configured with (basis points): 5%, as the figures below. */
const MARGIN = 500;

describe('cash-out', async () => {
  const { http, deps } = await startTestApp({ CASH_OUT_MARGIN_BPS: String(MARGIN) });
  const db = deps.db;
  const { rows: admins } = await db.execute<{ user_id: string }>(
    sql`select user_id from admin_roles limit 1`,
  );
  const adminId = admins[0]!.user_id;

  const setOdds = (optionId: number, hundredths: number) => setBackOdds(db, optionId, hundredths);
  const betOn = async (player: TestClient, match: FixtureMatch, amount: number) =>
    (await placeBet(player, [selection(match, 'home', amount)]))[0]!.id;
  const offer = async (player: TestClient, betId: string) =>
    (await player.get(`/api/me/bets/${betId}/cash-out`)).json;
  const post = (player: TestClient, betId: string, body: Record<string, unknown>) =>
    player.post(`/api/me/bets/${betId}/cash-out`, { idempotencyKey: randomUUID(), ...body });
  const expectBooksBalanced = async () => {
    expect(await bookImbalances(db)).toEqual(BOOK_BALANCED);
    expect(await ledgerMismatches(db)).toEqual([]);
  };

  it('offers stake x odds taken / current odds less the margin, rounded down to the paisa', async () => {
    const match = await createMatch(db, { status: 'LIVE' });
    const player = http.fork();
    await player.signUp();
    const betId = await betOn(player, match, 100);
    // 100 x 1.90 / 1.90 x 0.95 = 95
    expect(await offer(player, betId)).toEqual({
      available: true,
      amount: 95,
      reason: null,
      currentOdds: 1.9,
      marginBps: MARGIN,
    });
    // 100 x 1.90 / 1.50 x 0.95 = 120.3333… → 120.33
    await setOdds(match.winner.home, 150);
    expect((await offer(player, betId)).amount).toBe(120.33);
    // 100 x 1.90 / 3.70 x 0.95 = 48.7837… → 48.78
    await setOdds(match.winner.home, 370);
    expect((await offer(player, betId)).amount).toBe(48.78);
    // The bet's list carries the same offer.
    const [listed] = (await player.get('/api/me/bets')).json.bets;
    expect(listed.cashOut).toMatchObject({ available: true, amount: 48.78, currentOdds: 3.7 });
  });

  it('refuses an accepted amount the odds moved away from, with the new one, then takes the new one', async () => {
    const match = await createMatch(db, { status: 'LIVE' });
    const player = http.fork();
    await player.signUp();
    const betId = await betOn(player, match, 100);
    const seen = (await offer(player, betId)).amount;
    await setOdds(match.winner.home, 150);
    const refused = await post(player, betId, { expectedAmount: seen });
    expect(refused.status).toBe(409);
    expect(refused.json.error).toMatchObject({ code: 'CASH_OUT_PRICE_CHANGED', details: { amount: 120.33 } });
    expect(await balanceOf(player)).toBe(9900);
    // A paisa off is still the same price.
    const taken = await post(player, betId, { expectedAmount: 120.32 });
    expect(taken.status).toBe(200);
    expect(taken.json).toMatchObject({ amount: 120.33, balance: 10020.33 });
    expect(taken.json.bet).toMatchObject({
      status: 'CASHED_OUT',
      amount: 0,
      cashedOutStake: 100,
      cashedOutAmount: 120.33,
      payout: 120.33,
      cashOut: null,
    });
    await expectBooksBalanced();
  });

  it('cashes out half, then the rest; the ledger names the bet and the settled list shows it', async () => {
    const match = await createMatch(db, { status: 'LIVE' });
    const player = http.fork();
    const me = await player.signUp();
    const betId = await betOn(player, match, 400);
    const half = await post(player, betId, { expectedAmount: 190, fraction: 0.5 });
    expect(half.status).toBe(200);
    expect(half.json.amount).toBe(190);
    expect(half.json.bet).toMatchObject({
      status: 'PENDING',
      amount: 200,
      potentialPayout: 380,
      cashedOutStake: 200,
      cashedOutAmount: 190,
      cashOut: { available: true, amount: 190 },
    });
    expect(await balanceOf(player)).toBe(9790);
    const rest = await post(player, betId, { expectedAmount: 190 });
    expect(rest.json.bet).toMatchObject({
      status: 'CASHED_OUT',
      amount: 0,
      cashedOutStake: 400,
      payout: 380,
    });
    expect(await balanceOf(player)).toBe(9980);
    const settled = (await player.get('/api/me/bets?status=settled')).json.bets;
    expect(settled.map((b: { id: string }) => b.id)).toContain(betId);
    const { rows } = await db.execute<{
      debit_account: string;
      amount_paise: string;
      user_id: string | null;
    }>(sql`
      select debit_account, amount_paise::text, user_id from transactions
      where bet_id = ${betId}::uuid and type = 'CASH_OUT' order by created_at, debit_account`);
    expect(rows).toEqual([
      { debit_account: 'HOUSE_REVENUE', amount_paise: '19000', user_id: me.id },
      { debit_account: 'STAKES_HELD', amount_paise: '20000', user_id: null },
      { debit_account: 'HOUSE_REVENUE', amount_paise: '19000', user_id: me.id },
      { debit_account: 'STAKES_HELD', amount_paise: '20000', user_id: null },
    ]);
    const history = (await player.get('/api/me/transactions')).json;
    expect(JSON.stringify(history)).toContain('CASH_OUT');
    // Net profit, the reality check and the limits count what the cash-outs paid as money returned;
    // stakes placed stay the stake placed.
    expect((await player.get('/api/me/stats')).json.netProfit).toBe(-20);
    const { rows: spend } = await db.execute<{ staked: string; net_loss: string }>(sql`
      select staked::text, net_loss::text
      from ${betSpendSince(sql`${me.id}`, sql`now() - interval '1 hour'`)} spend`);
    expect(spend[0]).toEqual({ staked: '40000', net_loss: '2000' });
    // The operator's report: the stake placed, and what the cash-outs paid.
    const report = await settledBetFigures(db, {
      from: new Date(Date.now() - 3_600_000),
      to: new Date(Date.now() + 3_600_000),
    });
    expect(report.byMatch.find((m) => m.matchId === match.matchId)).toMatchObject({
      turnover: 400,
      payouts: 0,
      cashOuts: 380,
      ggr: 20,
      bets: 1,
    });
    await expectBooksBalanced();
  });

  it('refuses a part that would leave under ₹100 on, and offers the whole', async () => {
    const match = await createMatch(db, { status: 'LIVE' });
    const player = http.fork();
    await player.signUp();
    const betId = await betOn(player, match, 150);
    const refused = await post(player, betId, { expectedAmount: 71.25, fraction: 0.5 });
    expect(refused.status).toBe(400);
    expect(refused.json.error.code).toBe('VALIDATION_ERROR');
    expect(refused.json.error.message).toMatch(/₹100 must stay on/);
    expect((await post(player, betId, { expectedAmount: 142.5 })).status).toBe(200);
  });

  it('answers the same key with the first result and pays once', async () => {
    const match = await createMatch(db, { status: 'LIVE' });
    const player = http.fork();
    await player.signUp();
    const betId = await betOn(player, match, 200);
    const body = { idempotencyKey: randomUUID(), expectedAmount: 95, fraction: 0.5 };
    const first = await player.post(`/api/me/bets/${betId}/cash-out`, body);
    const again = await player.post(`/api/me/bets/${betId}/cash-out`, body);
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.json.amount).toBe(first.json.amount);
    expect(again.json.bet.amount).toBe(100);
    expect(await balanceOf(player)).toBe(9895);
  });

  it('refuses a key reused for another bet or fraction with 422, and leaves that bet as it was', async () => {
    const match = await createMatch(db, { status: 'LIVE' });
    const player = http.fork();
    await player.signUp();
    const betA = await betOn(player, match, 100);
    const betB = await betOn(player, match, 200);
    const body = { idempotencyKey: randomUUID(), expectedAmount: 95 };
    expect((await player.post(`/api/me/bets/${betA}/cash-out`, body)).status).toBe(200);
    for (const [betId, other] of [
      [betB, { ...body, fraction: 0.5 }],
      [betB, body],
      [betA, { ...body, expectedAmount: 94.99 }],
    ] as const) {
      const refused = await player.post(`/api/me/bets/${betId}/cash-out`, other);
      expect(refused.status).toBe(422);
      expect(refused.json.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    }
    const after = await offer(player, betB);
    expect(after.amount).toBe(190);
    expect(await balanceOf(player)).toBe(9795);
    const { rows } = await db.execute(sql`select 1 from cash_outs where bet_id = ${betB}::uuid`);
    expect(rows).toHaveLength(0);
    // The same request, its fraction written out (1 is the default): the first result.
    const again = await player.post(`/api/me/bets/${betA}/cash-out`, { ...body, fraction: 1 });
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.json.bet.id).toBe(betA);
    await expectBooksBalanced();
  });

  it('of two cash-outs of different bets sent at once with one key, pays one and refuses the other', async () => {
    const match = await createMatch(db, { status: 'LIVE' });
    const player = http.fork();
    await player.signUp();
    for (let round = 0; round < 5; round++) {
      const betA = await betOn(player, match, 100);
      const betB = await betOn(player, match, 100);
      const body = { idempotencyKey: randomUUID(), expectedAmount: 95 };
      const answers = await Promise.all([
        player.post(`/api/me/bets/${betA}/cash-out`, body),
        player.post(`/api/me/bets/${betB}/cash-out`, body),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
      expect(answers.find((a) => a.status === 422)!.json.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    }
    // Each round: ₹200 staked, ₹95 paid back.
    expect(await balanceOf(player)).toBe(10_000 - 5 * 105);
    await expectBooksBalanced();
  });

  it('pays 20 cash-outs of one bet sent at once once', async () => {
    const match = await createMatch(db, { status: 'LIVE' });
    const player = http.fork();
    const me = await player.signUp();
    const betId = await betOn(player, match, 300);
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () =>
        cashOut(db, {
          userId: me.id,
          betId,
          idempotencyKey: randomUUID(),
          fraction: 1,
          accept: { expectedPaise: 28_500n },
        }).then(
          () => 'paid',
          (error: unknown) => (error instanceof DomainError ? error.code : 'crashed'),
        ),
      ),
    );
    expect(outcomes.filter((o) => o === 'paid')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'CASH_OUT_UNAVAILABLE')).toHaveLength(19);
    expect(await balanceOf(player)).toBe(9985);
    await expectBooksBalanced();
  });

  it('races settlement and a void: exactly one applies to the stake, and balance = ledger', async () => {
    for (const race of ['settle', 'void'] as const) {
      for (let round = 0; round < 4; round++) {
        const match = await createMatch(db, { status: 'LIVE' });
        const player = http.fork();
        const me = await player.signUp();
        const betId = await betOn(player, match, 100);
        if (race === 'settle') await completeMatch(db, match.matchId);
        const [cashed, other] = await Promise.allSettled([
          cashOut(db, {
            userId: me.id,
            betId,
            idempotencyKey: randomUUID(),
            fraction: 1,
            accept: { expectedPaise: 9_500n },
          }),
          race === 'settle'
            ? settleMatch(db, { matchId: match.matchId, winningTeam: match.homeTeam, adminId })
            : voidMatch(db, { matchId: match.matchId, reason: 'race', adminId }),
        ]);
        expect(other.status).toBe('fulfilled');
        const { rows } = await db.execute<{ status: string }>(
          sql`select status from bets where id = ${betId}::uuid`,
        );
        const balance = await balanceOf(player);
        if (cashed.status === 'fulfilled') {
          expect(rows[0]!.status).toBe('CASHED_OUT');
          expect(balance).toBe(9995);
        } else {
          expect((cashed.reason as DomainError).code).toBe('CASH_OUT_UNAVAILABLE');
          expect(rows[0]!.status).toBe(race === 'settle' ? 'WON' : 'VOID');
          expect(balance).toBe(race === 'settle' ? 10090 : 10000);
        }
        await expectBooksBalanced();
      }
    }
  });

  it('leaves a cashed-out part alone when the match settles and is resettled', async () => {
    const match = await createMatch(db, { status: 'LIVE' });
    const player = http.fork();
    await player.signUp();
    const betId = await betOn(player, match, 400);
    await post(player, betId, { expectedAmount: 190, fraction: 0.5 });
    await completeMatch(db, match.matchId);
    await settleMatch(db, { matchId: match.matchId, winningTeam: match.homeTeam, adminId });
    // 10000 - 400 + 190 + 200 x 1.90
    expect(await balanceOf(player)).toBe(10170);
    let [bet] = (await player.get('/api/me/bets?status=settled')).json.bets;
    expect(bet).toMatchObject({ id: betId, status: 'WON', amount: 200, payout: 570, cashedOutAmount: 190 });
    await resettleMatch(db, { matchId: match.matchId, team: match.awayTeam, reason: 'Corrected', adminId });
    expect(await balanceOf(player)).toBe(9790);
    [bet] = (await player.get('/api/me/bets?status=settled')).json.bets;
    expect(bet).toMatchObject({ id: betId, status: 'LOST', payout: 190, cashedOutStake: 200 });
    await expectBooksBalanced();
  });

  it('refuses on a suspended market, saying why, and on the toss', async () => {
    const match = await createMatch(db, { status: 'LIVE' });
    const player = http.fork();
    await player.signUp();
    const betId = await betOn(player, match, 100);
    const tossId = (await placeBet(player, [selection(match, 'home', 100, 'toss')]))[0]!.id;
    await db.execute(sql`update markets set status = 'SUSPENDED', suspension_reason = 'WICKET'
                         where id = ${match.winner.marketId}`);
    expect(await offer(player, betId)).toMatchObject({
      available: false,
      amount: 0,
      reason: 'SUSPENDED_WICKET',
    });
    const refused = await post(player, betId, { expectedAmount: 95 });
    expect(refused.status).toBe(409);
    expect(refused.json.error).toMatchObject({
      code: 'CASH_OUT_UNAVAILABLE',
      details: { reason: 'SUSPENDED_WICKET' },
    });
    await db.execute(sql`update markets set suspension_reason = null, admin_suspended_at = now(),
                         admin_suspension_reason = 'Checking' where id = ${match.winner.marketId}`);
    expect((await offer(player, betId)).reason).toBe('SUSPENDED_BY_OPERATOR');
    expect((await offer(player, tossId)).reason).toBe('NO_PRICE');
    expect(await balanceOf(player)).toBe(9800);
  });

  it('refuses, paying nothing, when the market is suspended while the cash-out waits for its lock', async () => {
    const match = await createMatch(db, { status: 'LIVE' });
    const player = http.fork();
    const me = await player.signUp();
    const betId = await betOn(player, match, 100);
    let cashing!: Promise<unknown>;
    await db.transaction(async (tx) => {
      // A wicket's suspension, holding the market as the feed sync does until it commits.
      await tx.execute(sql`update markets set status = 'SUSPENDED', suspension_reason = 'WICKET'
                           where id = ${match.winner.marketId}`);
      cashing = cashOut(db, {
        userId: me.id,
        betId,
        idempotencyKey: randomUUID(),
        fraction: 1,
        accept: { expectedPaise: 9_500n },
      }).catch((error: unknown) => error);
      // The statement's name, near the opening of the round trip that executes it (pg_stat_activity keeps
      // only a query's first 1,024 bytes).
      await waitUntilBlocked(db, '"ipl-cash-outs-batched"');
    });
    expect(await cashing).toMatchObject({
      code: 'CASH_OUT_UNAVAILABLE',
      details: { reason: 'SUSPENDED_WICKET' },
    });
    const { rows } = await db.execute<{ status: string }>(
      sql`select status from bets where id = ${betId}::uuid`,
    );
    expect(rows[0]!.status).toBe('PENDING');
    expect(await balanceOf(player)).toBe(9900);
    await expectBooksBalanced();
  });

  it("answers 404 for another player's bet", async () => {
    const match = await createMatch(db, { status: 'LIVE' });
    const owner = http.fork();
    await owner.signUp();
    const betId = await betOn(owner, match, 100);
    const other = http.fork();
    await other.signUp();
    expect((await other.get(`/api/me/bets/${betId}/cash-out`)).status).toBe(404);
    expect((await post(other, betId, { expectedAmount: 95 })).status).toBe(404);
    expect((await other.request('PUT', `/api/me/bets/${betId}/auto-cash-out`, { target: 150 })).status).toBe(
      404,
    );
    expect((await other.request('DELETE', `/api/me/bets/${betId}/auto-cash-out`)).status).toBe(404);
    expect(await balanceOf(owner)).toBe(9900);
  });

  it('answers 400 naming the id for an id that is no UUID, on every bet route', async () => {
    const player = http.fork();
    await player.signUp();
    for (const id of ['not-a-uuid', '-'.repeat(36), '0-00000000000000000000000000000000-0']) {
      const answers = [
        await player.get(`/api/me/bets/${id}/cash-out`),
        await post(player, id, { expectedAmount: 95 }),
        await player.request('PUT', `/api/me/bets/${id}/auto-cash-out`, { target: 150 }),
        await player.request('DELETE', `/api/me/bets/${id}/auto-cash-out`),
      ];
      for (const answer of answers)
        expect({ status: answer.status, details: answer.json.error.details }, id).toEqual({
          status: 400,
          details: [{ path: 'id', message: 'Bet id must be a UUID' }],
        });
    }
  });

  it('answers 400 naming the field for an amount that is no rupees, and changes nothing', async () => {
    const match = await createMatch(db, { status: 'LIVE' });
    const player = http.fork();
    await player.signUp();
    const betId = await betOn(player, match, 100);
    const betNow = async () => (await player.get('/api/me/bets')).json.bets[0];
    const before = await betNow();
    const refusal = (answer: { status: number; json: { error: { details: { path: string }[] } } }) => ({
      status: answer.status,
      fields: answer.json.error.details.map((d) => d.path),
    });
    for (const expectedAmount of [0.001, 12.345, 1e21])
      expect(refusal(await post(player, betId, { expectedAmount })), String(expectedAmount)).toEqual({
        status: 400,
        fields: ['expectedAmount'],
      });
    for (const target of [0.001, 150.005, 1e21])
      expect(
        refusal(await player.request('PUT', `/api/me/bets/${betId}/auto-cash-out`, { target })),
        String(target),
      ).toEqual({ status: 400, fields: ['target'] });
    expect(await betNow()).toEqual(before);
    expect(await balanceOf(player)).toBe(9900);
    await expectBooksBalanced();
  });

  it('runs an auto cash-out once at its target, even with two instances syncing at once', async () => {
    const match = await createMatch(db, { status: 'LIVE' });
    const player = http.fork();
    const me = await player.signUp();
    const betId = await betOn(player, match, 100);
    const tooLow = await player.request('PUT', `/api/me/bets/${betId}/auto-cash-out`, { target: 90 });
    expect(tooLow.status).toBe(400);
    const set = await player.request('PUT', `/api/me/bets/${betId}/auto-cash-out`, { target: 120 });
    expect(set.status).toBe(200);
    expect(set.json.autoCashOutTarget).toBe(120);
    // Below the target: nothing runs.
    await setOdds(match.winner.home, 160);
    expect(await runAutoCashOuts(db, match.matchId)).toBe(0);
    // At or above it (120.33): one of two syncs at once runs it.
    await setOdds(match.winner.home, 150);
    const ran = await Promise.all([runAutoCashOuts(db, match.matchId), runAutoCashOuts(db, match.matchId)]);
    expect(ran[0]! + ran[1]!).toBe(1);
    expect(await runAutoCashOuts(db, match.matchId)).toBe(0);
    expect(await balanceOf(player)).toBe(10020.33);
    const { rows } = await db.execute<{ n: string }>(sql`
      select count(*)::text as n from notifications where user_id = ${me.id} and params->>'code' = 'AUTO_CASH_OUT'`);
    expect(rows[0]!.n).toBe('1');
    const { rows: auto } = await db.execute<{ auto: boolean }>(
      sql`select auto from cash_outs where bet_id = ${betId}::uuid`,
    );
    expect(auto).toEqual([{ auto: true }]);
    await expectBooksBalanced();
  });

  it("refuses an auto cash-out's key from a player, before and after it runs, and it still runs", async () => {
    const match = await createMatch(db, { status: 'LIVE' });
    const player = http.fork();
    await player.signUp();
    const auto = await betOn(player, match, 100);
    const other = await betOn(player, match, 100);
    await player.request('PUT', `/api/me/bets/${auto}/auto-cash-out`, { target: 120 });
    await setOdds(match.winner.home, 150);
    const balance = await balanceOf(player);
    const withAutoKey = () =>
      player.post(`/api/me/bets/${other}/cash-out`, {
        idempotencyKey: autoCashOutKey(auto),
        expectedAmount: 120.33,
      });
    // Sent first, it would have taken the key and left the auto cash-out refused for good.
    const before = await withAutoKey();
    expect(before.status).toBe(400);
    expect(before.json.error.message).toMatch(/idempotencyKey/);
    expect(await balanceOf(player)).toBe(balance);
    expect(await runAutoCashOuts(db, match.matchId)).toBe(1);
    expect((await withAutoKey()).status).toBe(400);
    const { rows } = await db.execute(sql`select 1 from cash_outs where bet_id = ${other}::uuid`);
    expect(rows).toHaveLength(0);
    await expectBooksBalanced();
  });

  it('cancels an auto cash-out, which then never runs', async () => {
    const match = await createMatch(db, { status: 'LIVE' });
    const player = http.fork();
    const me = await player.signUp();
    const betId = await betOn(player, match, 100);
    await player.request('PUT', `/api/me/bets/${betId}/auto-cash-out`, { target: 120 });
    const cancelled = await player.request('DELETE', `/api/me/bets/${betId}/auto-cash-out`);
    expect(cancelled.json.autoCashOutTarget).toBeNull();
    await setOdds(match.winner.home, 150);
    expect(await runAutoCashOuts(db, match.matchId)).toBe(0);
    // Straight to the function with the auto key: the target is gone, so nothing is cashed out.
    const outcome = await cashOut(db as Db, {
      userId: me.id,
      betId,
      idempotencyKey: randomUUID(),
      fraction: 1,
      accept: { atLeastTargetPaise: true },
    });
    expect(outcome).toBe(TARGET_NOT_REACHED);
    expect(await balanceOf(player)).toBe(9900);
  });

  describe('of a lay', () => {
    // ₹1,000 laid at 2.10 on the home team: it holds ₹1,100 and returns ₹2,100 if the home team loses.
    const layThousand = (player: TestClient, match: FixtureMatch) =>
      layBet(db, player, match, { stake: 1000, layOdds: 210 });
    const cashOutRows = async (betId: string) =>
      (
        await db.execute<{ debit_account: string; credit_account: string; amount_paise: string }>(sql`
          select debit_account, credit_account, amount_paise::text from transactions
          where bet_id = ${betId}::uuid and type = 'CASH_OUT' order by created_at, debit_account desc`)
      ).rows;

    it("offers its payout less its payout at the option's back price now: it gains as the option drifts", async () => {
      const match = await createMatch(db, { status: 'LIVE' });
      const player = http.fork();
      await player.signUp();
      const betId = await layThousand(player, match);
      // 2,100 x (1.90 - 1) / 1.90 x 0.95 = 945
      expect(await offer(player, betId)).toEqual({
        available: true,
        amount: 945,
        reason: null,
        currentOdds: 1.9,
        marginBps: MARGIN,
      });
      // The home team drifts to 3.00: 2,100 x 2 / 3 x 0.95 = 1,330.
      await setOdds(match.winner.home, 300);
      expect((await offer(player, betId)).amount).toBe(1330);
      // It shortens to 1.50: 2,100 x 0.5 / 1.5 x 0.95 = 665.
      await setOdds(match.winner.home, 150);
      expect((await offer(player, betId)).amount).toBe(665);
      // The other team's price does not close it.
      await setOdds(match.winner.away, 400);
      expect((await offer(player, betId)).amount).toBe(665);
      const [listed] = (await player.get('/api/me/bets')).json.bets;
      expect(listed).toMatchObject({
        side: 'LAY',
        amount: 1000,
        liability: 1100,
        cashOut: { available: true, amount: 665, currentOdds: 1.5 },
      });
    });

    it('cashes out in full: its liability leaves the stakes held and the offer is paid', async () => {
      const match = await createMatch(db, { status: 'LIVE' });
      const player = http.fork();
      const me = await player.signUp();
      const betId = await layThousand(player, match);
      expect(await balanceOf(player)).toBe(8900);
      await setOdds(match.winner.home, 300);
      const taken = await post(player, betId, { expectedAmount: 1330 });
      expect(taken.status).toBe(200);
      expect(taken.json).toMatchObject({ amount: 1330, balance: 10230 });
      expect(taken.json.bet).toMatchObject({
        side: 'LAY',
        status: 'CASHED_OUT',
        amount: 0,
        liability: 0,
        potentialPayout: 0,
        cashedOutStake: 1000,
        cashedOutAmount: 1330,
        payout: 1330,
        cashOut: null,
      });
      expect(await cashOutRows(betId)).toEqual([
        { debit_account: 'STAKES_HELD', credit_account: 'HOUSE_REVENUE', amount_paise: '110000' },
        { debit_account: 'HOUSE_REVENUE', credit_account: 'PLAYER', amount_paise: '133000' },
      ]);
      const { rows } = await db.execute<{ stake_paise: string; amount_paise: string }>(sql`
        select stake_paise::text, amount_paise::text from cash_outs where user_id = ${me.id}`);
      expect(rows).toEqual([{ stake_paise: '110000', amount_paise: '133000' }]);
      await expectBooksBalanced();
    });

    it('cashes out half its liability, leaving the payout of the half still on, then the rest', async () => {
      const match = await createMatch(db, { status: 'LIVE' });
      const player = http.fork();
      await player.signUp();
      const betId = await layThousand(player, match);
      await setOdds(match.winner.home, 300);
      // ₹550 of liability returns 550 x 2.10 / 1.10 = ₹1,050, worth 1,050 x 2 / 3 x 0.95 = ₹665 now.
      const half = await post(player, betId, { expectedAmount: 665, fraction: 0.5 });
      expect(half.status).toBe(200);
      expect(half.json.amount).toBe(665);
      expect(half.json.bet).toMatchObject({
        status: 'PENDING',
        amount: 500,
        liability: 550,
        potentialPayout: 1050,
        cashedOutStake: 500,
        cashedOutAmount: 665,
        cashOut: { available: true, amount: 665 },
      });
      expect(await balanceOf(player)).toBe(9565);
      await expectBooksBalanced();
      const rest = await post(player, betId, { expectedAmount: 665 });
      expect(rest.json.bet).toMatchObject({
        status: 'CASHED_OUT',
        amount: 0,
        liability: 0,
        cashedOutStake: 1000,
        payout: 1330,
      });
      expect(await balanceOf(player)).toBe(10230);
      expect(await cashOutRows(betId)).toEqual([
        { debit_account: 'STAKES_HELD', credit_account: 'HOUSE_REVENUE', amount_paise: '55000' },
        { debit_account: 'HOUSE_REVENUE', credit_account: 'PLAYER', amount_paise: '66500' },
        { debit_account: 'STAKES_HELD', credit_account: 'HOUSE_REVENUE', amount_paise: '55000' },
        { debit_account: 'HOUSE_REVENUE', credit_account: 'PLAYER', amount_paise: '66500' },
      ]);
      await expectBooksBalanced();
    });

    it('refuses a part that would leave a stake under ₹100 on, though its liability would be more', async () => {
      const match = await createMatch(db, { status: 'LIVE' });
      const player = http.fork();
      await player.signUp();
      // ₹150 laid at 4.00 holds ₹450; half of it would leave ₹225 held for a stake of ₹75.
      const betId = await layBet(db, player, match, { stake: 150, layOdds: 400 });
      const halfOffer = (await offer(player, betId)).amount / 2;
      const refused = await post(player, betId, { expectedAmount: halfOffer, fraction: 0.5 });
      expect(refused.status).toBe(400);
      expect(refused.json.error.message).toBe(
        'At least ₹100 must stay on after a partial cash-out: cash out all ₹150, or a smaller part',
      );
      expect(await balanceOf(player)).toBe(9550);
    });

    it('runs its auto cash-out once the drift lifts the offer to the target, capped at its payout', async () => {
      const match = await createMatch(db, { status: 'LIVE' });
      const player = http.fork();
      await player.signUp();
      const betId = await layThousand(player, match);
      const target = (amount: number) =>
        player.request('PUT', `/api/me/bets/${betId}/auto-cash-out`, { target: amount });
      const aboveCap = await target(2200);
      expect(aboveCap.status).toBe(400);
      expect(aboveCap.json.error.message).toMatch(/at most the potential payout, ₹2,100/);
      expect((await target(1300)).status).toBe(200);
      // 2,100 x 1.5 / 2.5 x 0.95 = 1,197: below the target.
      await setOdds(match.winner.home, 250);
      expect(await runAutoCashOuts(db, match.matchId)).toBe(0);
      await setOdds(match.winner.home, 300);
      expect(await runAutoCashOuts(db, match.matchId)).toBe(1);
      expect(await balanceOf(player)).toBe(10230);
      await expectBooksBalanced();
    });
  });
});

/** Resolves once a statement containing `text` waits for a lock another session holds. */
async function waitUntilBlocked(db: Db, text: string) {
  for (;;) {
    const { rows } = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from pg_stat_activity
      where cardinality(pg_blocking_pids(pid)) > 0 and position(${text} in query) > 0`);
    if (rows[0]!.n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
