import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../../tests/integration/harness';
import { syncLive } from '../matches/sync/sync-live';
import {
  balanceOf as balance,
  completeMatch,
  createMatch,
  ledgerMismatches,
  placeBet as bet,
  selection,
  type FixtureMatch,
} from '../bets/test-fixtures';
import { payDecidedMarkets } from '../score-markets/pay-decided-markets';
import { settleScoreMarkets } from '../score-markets/settle-score-markets';
import { voidPostponedMatches } from './void-postponed';

describe('settlement', async () => {
  const { http, deps } = await startTestApp();
  const db = deps.db;
  const admin = http.fork();
  expect((await admin.signIn('admin@iplbetting.app', 'admin1234')).status).toBe(200);

  const statuses = async (match: FixtureMatch) =>
    (
      await db.execute<{ status: string; n: number }>(
        sql`select status, count(*)::int as n from bets where match_id = ${match.matchId} group by status order by status`,
      )
    ).rows.map((r) => `${r.status}:${r.n}`);

  it('answers 401 to a visitor and 403 to a player on every settlement route', async () => {
    const player = http.fork();
    await player.signUp();
    const routes: [string, string][] = [
      ['POST', '/api/admin/matches/1/settle'],
      ['POST', '/api/admin/matches/1/settle-toss'],
      ['POST', '/api/admin/matches/1/void'],
      ['GET', '/api/admin/settlements/pending'],
      ['GET', '/api/admin/settlements/pending-toss'],
    ];
    for (const [method, path] of routes) {
      const body = method === 'GET' ? undefined : { winningTeam: 'x', tossWinner: 'x', reason: 'x' };
      expect((await http.fork().request(method, path, body)).status).toBe(401);
      expect((await player.request(method, path, body)).status).toBe(403);
    }
  });

  it('settles a completed match once, even when two settlements run at the same time', async () => {
    const match = await createMatch(db);
    const winner = http.fork();
    const loser = http.fork();
    await winner.signUp();
    await loser.signUp();
    await bet(winner, [selection(match, 'home', 1000), selection(match, 'home', 100, 'toss')]);
    await bet(winner, [
      {
        ...selection(match, 'home', 200),
        marketId: match.runs.marketId,
        optionId: match.runs.over,
        odds: 1.85,
      },
    ]);
    await bet(loser, [selection(match, 'away', 500)]);
    expect(await balance(winner)).toBe(8700);

    const early = await admin.post(`/api/admin/matches/${match.matchId}/settle`, {
      winningTeam: match.homeTeam,
    });
    expect(early.status).toBe(409);
    expect(early.json.error.code).toBe('MATCH_NOT_COMPLETED');
    expect(
      (await admin.post(`/api/admin/matches/${match.matchId}/settle`, { winningTeam: ' ' })).json.error,
    ).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Please select the winning team',
    });

    await completeMatch(db, match.matchId, 172);
    const pending = await admin.get('/api/admin/settlements/pending?pageSize=100');
    expect(pending.json.matches).toContainEqual({
      id: match.matchId,
      homeTeam: match.homeTeam,
      awayTeam: match.awayTeam,
      date: expect.any(String),
      homeScore: '172/7 (20)',
      awayScore: '160/9 (20)',
      venue: 'Wankhede Stadium',
      resultText: null,
      suggestedWinner: null,
      // The team markets' exposure only: the toss and the runs line are settled on other results.
      pendingBets: 2,
      totalStake: 1500,
      payoutIfHomeWins: 1900,
      payoutIfAwayWins: 950,
      feedAgrees: false,
    });
    expect(
      (await admin.post(`/api/admin/matches/${match.matchId}/settle`, { winningTeam: 'Nobody XI' })).json
        .error.code,
    ).toBe('INVALID_TEAM');

    const [a, b] = await Promise.all([
      admin.post(`/api/admin/matches/${match.matchId}/settle`, { winningTeam: match.homeTeam.toUpperCase() }),
      admin.post(`/api/admin/matches/${match.matchId}/settle`, { winningTeam: match.homeTeam }),
    ]);
    const ok = [a, b].find((r) => r.status === 200)!;
    const refused = [a, b].find((r) => r.status !== 200)!;
    expect(ok.json).toEqual({
      success: true,
      message: `Match #${match.matchId} has been settled successfully`,
      won: 2,
      lost: 1,
      voided: 0,
      paid: 1900 + 370,
    });
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe('ALREADY_SETTLED');
    // 8700 + 1900 (winner market) + 370 (over 165.5 at 1.85); the toss bet is still pending.
    expect(await balance(winner)).toBe(10970);
    expect(await balance(loser)).toBe(9500);
    expect(await statuses(match)).toEqual(['LOST:1', 'PENDING:1', 'WON:2']);
    const settled = (await winner.get('/api/me/bets?status=settled')).json.bets;
    expect(settled.map((s: { payout: number }) => s.payout).sort()).toEqual([1900, 370].sort());
    expect(
      (await admin.get('/api/admin/settlements/pending?pageSize=100')).json.matches.map(
        (m: { id: number }) => m.id,
      ),
    ).not.toContain(match.matchId);
    const actions = (await admin.get('/api/admin/actions')).json.actions;
    expect(
      actions.filter(
        (x: { actionType: string; entityId: string }) =>
          x.actionType === 'SETTLE_MATCH' && x.entityId === String(match.matchId),
      ),
    ).toHaveLength(1);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it('tells each player once per outcome that their bets changed, not once per bet', async () => {
    const match = await createMatch(db);
    const player = http.fork();
    await player.signUp();
    const playerId = (await player.get('/api/me')).json.id as string;
    await bet(player, [selection(match, 'home', 100)]);
    await bet(player, [selection(match, 'home', 200)]);
    await bet(player, [selection(match, 'home', 100, 'toss')]);
    await bet(player, [
      { ...selection(match), marketId: match.runs.marketId, optionId: match.runs.under, odds: 1.95 },
    ]);
    await completeMatch(db, match.matchId, 172);
    const before = await db.execute<{ max: number }>(
      sql`select coalesce(max(id), 0)::int as max from live_events`,
    );
    expect(
      (await admin.post(`/api/admin/matches/${match.matchId}/settle`, { winningTeam: match.homeTeam }))
        .status,
    ).toBe(200);
    const { rows } = await db.execute<{ payload: { status: string; count: number } }>(sql`
      select payload from live_events
      where topic = 'bet' and user_id = ${playerId} and id > ${before.rows[0]!.max} order by payload->>'status'`);
    // Both winner bets WON and the under-165.5 bet LOST (172 runs); the toss bet waits for settle-toss.
    expect(rows.map((r) => r.payload)).toEqual([
      { status: 'LOST', count: 1 },
      { status: 'WON', count: 2 },
    ]);
  });

  it('settles the toss with the spec messages', async () => {
    const match = await createMatch(db, { status: 'LIVE' });
    const p1 = http.fork();
    const p2 = http.fork();
    await p1.signUp();
    await p2.signUp();
    await bet(p1, [selection(match, 'home', 100, 'toss')]);
    await bet(p2, [selection(match, 'away', 200, 'toss')]);
    await bet(p2, [selection(match, 'away', 300, 'toss')]);
    expect(
      (await admin.get('/api/admin/settlements/pending-toss')).json.map((m: { id: number }) => m.id),
    ).toContain(match.matchId);
    const blank = await admin.post(`/api/admin/matches/${match.matchId}/settle-toss`, {});
    expect(blank.status).toBe(400);
    expect(blank.json.error.message).toBe('Please select the toss winner');
    // The toss winner is one of the two teams, named in full (any case): a fragment names no team.
    for (const fragment of [
      'y',
      match.homeTeam.split(' ')[0]!.toLowerCase(),
      'Royal Challengers Bengaluru',
    ]) {
      const refused = await admin.post(`/api/admin/matches/${match.matchId}/settle-toss`, {
        tossWinner: fragment,
      });
      expect([fragment, refused.status, refused.json.error.code]).toEqual([fragment, 400, 'INVALID_TEAM']);
    }
    expect(await statuses(match)).toEqual(['PENDING:3']);
    const result = await admin.post(`/api/admin/matches/${match.matchId}/settle-toss`, {
      tossWinner: match.homeTeam.toUpperCase(),
    });
    expect(result.status).toBe(200);
    expect(result.json).toEqual({
      success: true,
      message: 'Toss bets settled successfully. 1 winning bets, 2 losing bets.',
      won: 1,
      lost: 2,
      voided: 0,
      paid: 190,
    });
    expect(await balance(p1)).toBe(10090);
    expect(await balance(p2)).toBe(9500);
    const again = await admin.post(`/api/admin/matches/${match.matchId}/settle-toss`, {
      tossWinner: match.homeTeam,
    });
    expect(again.status).toBe(409);
    const types = (await admin.get('/api/admin/actions')).json.actions
      .filter((x: { entityId: string }) => x.entityId === String(match.matchId))
      .map((x: { actionType: string }) => x.actionType)
      .sort();
    expect(types).toEqual(['SETTLE_TOSS', 'SETTLE_TOSS_BETS']);
    expect(
      (await admin.get('/api/admin/settlements/pending-toss')).json.map((m: { id: number }) => m.id),
    ).not.toContain(match.matchId);

    const empty = await createMatch(db, { status: 'LIVE' });
    const none = await admin.post(`/api/admin/matches/${empty.matchId}/settle-toss`, {
      tossWinner: empty.awayTeam,
    });
    expect(none.json.message).toBe('No pending bets found for these markets');

    // Once settled, the toss winner stays, with or without toss markets (only a resettlement changes it).
    const noMarkets = await createMatch(db, { status: 'LIVE' });
    await db.execute(sql`update markets set status = 'VOID' where id = ${noMarkets.toss.marketId}`);
    const first = await admin.post(`/api/admin/matches/${noMarkets.matchId}/settle-toss`, {
      tossWinner: noMarkets.homeTeam,
    });
    expect(first.json.message).toBe('Toss settled successfully');
    for (const tossWinner of [noMarkets.awayTeam, noMarkets.homeTeam]) {
      const changed = await admin.post(`/api/admin/matches/${noMarkets.matchId}/settle-toss`, { tossWinner });
      expect([tossWinner, changed.status, changed.json.error.code]).toEqual([
        tossWinner,
        409,
        'ALREADY_SETTLED',
      ]);
    }

    const renamed = await createMatch(db, { status: 'LIVE' });
    await bet(p1, [selection(renamed, 'home', 100, 'toss')]);
    await db.execute(
      sql`update market_options set name = 'Side ' || id where market_id = ${renamed.toss.marketId}`,
    );
    const noWinner = await admin.post(`/api/admin/matches/${renamed.matchId}/settle-toss`, {
      tossWinner: renamed.awayTeam,
    });
    expect(noWinner.status).toBe(422);
    expect(noWinner.json.error.message).toBe(
      `No winning options found for team "${renamed.awayTeam}" in the specified markets`,
    );
    expect(await statuses(renamed)).toEqual(['PENDING:1']);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it('voids a match: refunds every pending stake once, markets VOID, match ABANDONED', async () => {
    const match = await createMatch(db, { status: 'LIVE' });
    const player = http.fork();
    const me = await player.signUp();
    await bet(player, [selection(match, 'home', 400), selection(match, 'away', 100, 'toss')]);
    expect(await balance(player)).toBe(9500);
    expect((await admin.post(`/api/admin/matches/${match.matchId}/void`, { reason: '' })).status).toBe(400);
    const response = await admin.post(`/api/admin/matches/${match.matchId}/void`, {
      reason: 'Rain, no play',
    });
    expect(response.json).toEqual({
      success: true,
      message: `Match #${match.matchId} has been voided. 2 bets refunded.`,
      won: 0,
      lost: 0,
      voided: 2,
      paid: 500,
    });
    expect(await balance(player)).toBe(10000);
    expect((await admin.post(`/api/admin/matches/${match.matchId}/void`, { reason: 'again' })).status).toBe(
      409,
    );
    expect(await balance(player)).toBe(10000);
    const refunds = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from transactions where user_id = ${me.id} and type = 'VOID_REFUND'`,
    );
    expect(refunds.rows[0]!.n).toBe(2);
    const state = await db.execute<{ status: string; markets: string[] }>(sql`
      select m.status, array_agg(distinct mk.status) as markets
      from matches m join markets mk on mk.match_id = m.id where m.id = ${match.matchId} group by m.status`);
    expect(state.rows[0]).toEqual({ status: 'ABANDONED', markets: ['VOID'] });
    const settled = (await player.get('/api/me/bets?status=settled')).json.bets;
    const rows = settled.map((b: { status: string; result: string; payout: number }) => [
      b.status,
      b.result,
      b.payout,
    ]);
    expect(rows.sort((x: number[], y: number[]) => Number(y[2]) - Number(x[2]))).toEqual([
      ['VOID', 'Rain, no play', 400],
      ['VOID', 'Rain, no play', 100],
    ]);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it('voids postponed matches older than 48 hours and keeps newer ones', async () => {
    const old = await createMatch(db);
    const recent = await createMatch(db);
    const player = http.fork();
    await player.signUp();
    await bet(player, [selection(old, 'home', 100), selection(recent, 'home', 200)]);
    await db.execute(
      sql`update matches set status = 'POSTPONED', date = now() - interval '49 hours' where id = ${old.matchId}`,
    );
    await db.execute(
      sql`update matches set status = 'POSTPONED', date = now() - interval '47 hours' where id = ${recent.matchId}`,
    );
    const result = await voidPostponedMatches(db);
    expect(result).toEqual({ success: true, matches: 1, voidedBets: 1 });
    expect(await statuses(old)).toEqual(['VOID:1']);
    expect(await statuses(recent)).toEqual(['PENDING:1']);
    expect(await balance(player)).toBe(9800);
    expect(await voidPostponedMatches(db)).toEqual({ success: true, matches: 0, voidedBets: 0 });
  });

  it('settles first-innings runs markets from the score, once, including from the live sync', async () => {
    const match = await createMatch(db, { status: 'LIVE' });
    const player = http.fork();
    await player.signUp();
    const runs = (option: number, odds: number, amount: number) => ({
      matchId: match.matchId,
      marketId: match.runs.marketId,
      optionId: option,
      amount,
      odds,
    });
    await bet(player, [runs(match.runs.under, 1.95, 1000)]);
    await bet(player, [runs(match.runs.over, 1.85, 100)]);
    await completeMatch(db, match.matchId, 150);
    const first = await db.transaction((tx) => settleScoreMarkets(tx, match.matchId));
    expect([first.won, first.lost, first.paidPaise]).toEqual([1, 1, 195000n]);
    const second = await db.transaction((tx) => settleScoreMarkets(tx, match.matchId));
    expect([second.won, second.lost, second.paidPaise]).toEqual([0, 0, 0n]);
    expect(await balance(player)).toBe(10000 - 1100 + 1950);
    const result = (await player.get('/api/me/bets?status=settled')).json.bets.map(
      (b: { result: string }) => b.result,
    );
    expect(result).toEqual([
      'First innings: 150 runs (Under 165.5)',
      'First innings: 150 runs (Under 165.5)',
    ]);

    // The live sync settles them when it moves a match to COMPLETED.
    const synced = await createMatch(db, { status: 'LIVE' });
    await db.execute(sql`update matches set external_id = 'sync-test:1' where id = ${synced.matchId}`);
    await bet(player, [
      { ...runs(synced.runs.over, 1.85, 100), matchId: synced.matchId, marketId: synced.runs.marketId },
    ]);
    const feed = {
      externalId: 'sync-test:1',
      home: { name: synced.homeTeam, shortName: 'H' },
      away: { name: synced.awayTeam, shortName: 'A' },
      startsAt: new Date(),
      venue: 'Wankhede Stadium',
      status: 'COMPLETED' as const,
      tossWinner: synced.homeTeam,
      tossDecision: 'bat' as const,
      innings: [
        {
          battingTeam: synced.homeTeam,
          runs: 190,
          wickets: 5,
          overs: 20,
          legalBalls: 120,
          extras: null,
          overTotals: null,
        },
        {
          battingTeam: synced.awayTeam,
          runs: 150,
          wickets: 10,
          overs: 18.2,
          legalBalls: 110,
          extras: null,
          overTotals: null,
        },
      ],
      inningsStatus: 'Completed',
      currentOver: 18.2,
      winner: synced.homeTeam,
      resultText: `${synced.homeTeam} won by 40 runs`,
      stage: 'LEAGUE' as const,
    };
    const provider = {
      ...deps.provider,
      fetchLiveState: async () => [feed],
      fetchSchedule: async () => [feed],
      fetchMarkets: async () => [],
    };
    await syncLive(db, provider);
    expect(await statuses(synced)).toEqual(['PENDING:1']);
    await payDecidedMarkets(db);
    expect(await statuses(synced)).toEqual(['WON:1']);
    expect(await balance(player)).toBe(10000 - 1100 + 1950 - 100 + 185);
    expect(await ledgerMismatches(db)).toEqual([]);
  });
});
