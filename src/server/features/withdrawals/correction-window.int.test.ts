// Winnings inside their correction window: a withdrawal that takes them is flagged for the operator
// (the match, the part taken) and needs two admins; a correction that then takes a wallet below zero
// tells the player why, and the back office's ledger shows what the players owe.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp, type TestClient } from '../../../../tests/integration/harness';
import { grantAdmin } from '../admin/grant-admin';
import {
  balanceOf,
  bookImbalances,
  completeMatch,
  createMatch,
  ledgerMismatches,
  placeBet,
  selection,
  type FixtureMatch,
} from '../bets/test-fixtures';

describe('the correction window, as the operator sees it', async () => {
  const { http, deps } = await startTestApp();
  const db = deps.db;
  const admin = http.fork();
  expect((await admin.signIn('admin@iplbetting.app', 'admin1234')).status).toBe(200);
  const secondAdmin = http.fork();
  await grantAdmin(db, (await secondAdmin.signUp({ name: 'Second Admin' })).id);

  const newPlayer = async (locale?: 'hi') => {
    const client = http.fork();
    const { id, email } = await client.signUp();
    if (locale) expect((await client.request('PUT', '/api/me/locale', { locale })).status).toBe(204);
    return { client, id, email };
  };
  const withdraw = async (player: TestClient, amount: number) => {
    const created = await player.post('/api/me/withdrawals', {
      idempotencyKey: randomUUID(),
      amount,
      method: 'upi',
      upiName: 'Ravi Kumar',
      upiId: 'ravi.kumar@okaxis',
    });
    expect(created.status).toBe(201);
    return created.json.withdrawal.id as string;
  };
  const inQueue = async (id: string) =>
    ((await admin.get('/api/admin/withdrawals')).json.withdrawals as { id: string }[]).find(
      (w) => w.id === id,
    );
  const approve = async (by: TestClient, id: string) => {
    const list = await admin.get('/api/admin/upi-details');
    const account = (list.json as { id: number; isActive: boolean }[]).find((a) => a.isActive)!.id;
    return by.post(`/api/admin/withdrawals/${id}/approve`, { payoutAccountId: account });
  };
  const labelOf = async (match: FixtureMatch) => {
    const { rows } = await db.execute<{ label: string }>(sql`
      select ht.short_name || ' vs ' || at.short_name as label from matches m
      join teams ht on ht.id = m.home_team_id join teams at on at.id = m.away_team_id
      where m.id = ${match.matchId}`);
    return rows[0]!.label;
  };
  /** The match as a notice names it: its id and its teams' short names. */
  const teamsOf = async (match: FixtureMatch) => {
    const [home, away] = (await labelOf(match)).split(' vs ');
    return { matchId: match.matchId, home, away };
  };
  const notices = async (player: TestClient) =>
    (await player.get('/api/me/notifications')).json.notifications as {
      kind: string;
      params: unknown;
      link: string | null;
    }[];

  /** Two players stake ₹10,000 each on one side of a toss, settled on the home side. */
  async function tossWonByHome() {
    const match = await createMatch(db, { status: 'LIVE' });
    const winner = await newPlayer();
    const loser = await newPlayer();
    await placeBet(winner.client, [selection(match, 'home', 10_000, 'toss')]);
    await placeBet(loser.client, [selection(match, 'away', 10_000, 'toss')]);
    const settled = await admin.post(`/api/admin/matches/${match.matchId}/settle-toss`, {
      tossWinner: match.homeTeam,
    });
    expect(settled.status).toBe(200);
    expect(await balanceOf(winner.client)).toBe(19_000);
    return { match, winner, loser };
  }

  it('flags winnings withdrawn inside the window, needs a second admin, and shows the debt a correction leaves', async () => {
    const { match, winner, loser } = await tossWonByHome();
    const label = await labelOf(match);
    const id = await withdraw(winner.client, 19_000);

    const flagged = {
      needsTwoApprovals: true,
      twoApprovalReasons: ['CORRECTABLE_WINNINGS'],
      correctableWinnings: {
        amount: 19_000,
        results: [
          {
            matchId: match.matchId,
            match: label,
            part: 'toss',
            credited: 19_000,
            correctableUntil: expect.any(String),
          },
        ],
      },
    };
    expect(await inQueue(id)).toMatchObject(flagged);
    const details = await admin.get(`/api/admin/withdrawals/${id}`);
    expect(details.json.withdrawal).toMatchObject(flagged);
    const until = new Date(details.json.withdrawal.correctableWinnings.results[0].correctableUntil).getTime();
    expect(until - Date.now()).toBeGreaterThan(47 * 3_600_000);
    expect(until - Date.now()).toBeLessThanOrEqual(48 * 3_600_000);

    // One admin's approval is the first of two; the same admin cannot give the second.
    const first = await approve(admin, id);
    expect(first.status).toBe(200);
    expect(first.json.withdrawal.status).toBe('AWAITING_SECOND_APPROVAL');
    expect((await approve(admin, id)).json.error?.code).toBe('SECOND_ADMIN_REQUIRED');
    const second = await approve(secondAdmin, id);
    expect(second.status).toBe(200);
    expect(second.json.withdrawal.status).toBe('COMPLETED');

    // The toss is corrected: the winner's payout is taken back from a wallet that paid it out.
    const corrected = await admin.post(`/api/admin/matches/${match.matchId}/resettle-toss`, {
      tossWinner: match.awayTeam,
      reason: 'Misread the toss',
    });
    expect(corrected.status).toBe(200);
    expect(await balanceOf(winner.client)).toBe(-19_000);
    expect(await balanceOf(loser.client)).toBe(19_000);

    expect(await notices(winner.client)).toContainEqual({
      id: expect.any(Number),
      kind: 'WALLET_BELOW_ZERO',
      params: { code: 'WALLET_BELOW_ZERO', ...(await teamsOf(match)), part: 'toss', owed: 19_000 },
      link: '/wallet',
      read: false,
      createdAt: expect.any(String),
    });
    expect((await notices(loser.client)).map((n) => n.kind)).not.toContain('WALLET_BELOW_ZERO');

    const ledger = await admin.get('/api/admin/ledger/trial-balance');
    expect(ledger.status).toBe(200);
    expect(ledger.json.total).toBe(0);
    expect(ledger.json.owed.players).toContainEqual({
      userId: winner.id,
      name: 'Test Player',
      email: winner.email,
      amount: 19_000,
      matchId: match.matchId,
      match: label,
    });
    const { rows } = await db.execute<{ owed: string }>(sql`
      select coalesce(-sum(balance_paise), 0)::text as owed from user_profiles where balance_paise < 0`);
    expect(ledger.json.owed.total * 100).toBe(Number(rows[0]!.owed));
    expect(await bookImbalances(db)).toMatchObject({ total: '0' });
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it('does not flag money that no correction can take back, and flags only the part that is winnings', async () => {
    // The signup credit alone.
    const saver = await newPlayer();
    const plain = await withdraw(saver.client, 5_000);
    expect(await inQueue(plain)).toMatchObject({
      needsTwoApprovals: false,
      twoApprovalReasons: [],
      correctableWinnings: null,
    });
    expect((await approve(admin, plain)).json.withdrawal.status).toBe('COMPLETED');

    // ₹1,000 on the toss pays ₹1,900: of ₹10,900, ₹9,000 is the player's own money.
    const match = await createMatch(db, { status: 'LIVE' });
    const player = await newPlayer();
    await placeBet(player.client, [selection(match, 'home', 1_000, 'toss')]);
    await admin.post(`/api/admin/matches/${match.matchId}/settle-toss`, { tossWinner: match.homeTeam });
    expect(await balanceOf(player.client)).toBe(10_900);
    const own = await withdraw(player.client, 9_000);
    expect(await inQueue(own)).toMatchObject({ needsTwoApprovals: false, correctableWinnings: null });
    const more = await withdraw(player.client, 1_000);
    expect(await inQueue(more)).toMatchObject({
      needsTwoApprovals: true,
      correctableWinnings: { amount: 1_000, results: [{ matchId: match.matchId, credited: 1_900 }] },
    });

    // Once the window has closed, the same winnings are the player's to take.
    const late = await tossWonByHome();
    await db.execute(sql`
      update matches set toss_settled_at = now() - interval '49 hours' where id = ${late.match.matchId}`);
    const after = await withdraw(late.winner.client, 19_000);
    expect(await inQueue(after)).toMatchObject({ needsTwoApprovals: false, correctableWinnings: null });
  });

  it('tells a player taken below zero by a corrected match result, in their language', async () => {
    const match = await createMatch(db, { status: 'LIVE' });
    const player = await newPlayer('hi');
    await placeBet(player.client, [selection(match, 'home', 10_000)]);
    await completeMatch(db, match.matchId);
    await admin.post(`/api/admin/matches/${match.matchId}/settle`, { winningTeam: match.homeTeam });
    const id = await withdraw(player.client, 19_000);
    expect(await inQueue(id)).toMatchObject({
      correctableWinnings: { amount: 19_000, results: [{ part: 'result', credited: 19_000 }] },
    });

    const corrected = await admin.post(`/api/admin/matches/${match.matchId}/resettle`, {
      winningTeam: match.awayTeam,
      reason: 'Wrong team',
    });
    expect(corrected.status).toBe(200);
    const below = (await notices(player.client)).filter((n) => n.kind === 'WALLET_BELOW_ZERO');
    expect(below).toEqual([
      expect.objectContaining({
        params: { code: 'WALLET_BELOW_ZERO', ...(await teamsOf(match)), part: 'result', owed: 19_000 },
      }),
    ]);
    const owed = (await admin.get('/api/admin/ledger/trial-balance')).json.owed;
    expect(owed.players).toContainEqual(
      expect.objectContaining({ userId: player.id, amount: 19_000, matchId: match.matchId }),
    );
  });
});
