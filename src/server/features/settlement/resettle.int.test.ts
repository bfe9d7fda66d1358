// Resettlement: an admin corrects a wrong match or toss result (or a mistaken void) within 48 hours.
// Payouts are cancelled by REVERSAL rows that name them, the bets are settled again, and balance = ledger
// holds for everyone, also when two corrections, or a correction and a settlement, arrive together.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp, type TestClient } from '../../../../tests/integration/harness';
import {
  bookImbalances,
  completeMatch,
  createMatch,
  ledgerMismatches,
  selection,
} from '../bets/test-fixtures';

describe('resettlement', async () => {
  const { http, deps } = await startTestApp();
  const db = deps.db;
  const admin = http.fork();
  expect((await admin.signIn('admin@iplbetting.app', 'admin1234')).status).toBe(200);

  const bet = async (player: TestClient, selections: ReturnType<typeof selection>[]) =>
    player.post('/api/bets', { idempotencyKey: randomUUID(), selections });
  const balance = async (player: TestClient) => (await player.get('/api/me')).json.balance as number;
  const action = (matchId: number, path: string, body: Record<string, string>) =>
    admin.post(`/api/admin/matches/${matchId}/${path}`, body);

  /** A completed match where `home` backed the home team with ₹1,000 and `away` the away team with ₹500. */
  async function settledScenario(settleOn: 'home' | 'away' = 'home') {
    const match = await createMatch(db);
    const home = http.fork();
    const away = http.fork();
    await home.signUp();
    await away.signUp();
    expect((await bet(home, [selection(match, 'home', 1000)])).status).toBe(201);
    expect((await bet(away, [selection(match, 'away', 500)])).status).toBe(201);
    await completeMatch(db, match.matchId);
    const team = settleOn === 'home' ? match.homeTeam : match.awayTeam;
    expect((await action(match.matchId, 'settle', { winningTeam: team })).status).toBe(200);
    return { match, home, away };
  }

  it('reverses a wrong payout, pays the right side, and audits the old and new result', async () => {
    const { match, home, away } = await settledScenario('home');
    expect(await balance(home)).toBe(10_900); // 10,000 - 1,000 + 1,900
    expect(await balance(away)).toBe(9_500);

    const fixed = await action(match.matchId, 'resettle', {
      winningTeam: match.awayTeam,
      reason: 'Wrong team',
    });
    expect(fixed.status).toBe(200);
    expect(fixed.json).toMatchObject({ success: true, won: 1, lost: 1, paid: 950 });
    const recent = (await admin.get('/api/admin/settlements/recent')).json as {
      id: number;
      result: string;
    }[];
    expect(recent.find((m) => m.id === match.matchId)?.result).toBe(match.awayTeam);
    expect(await balance(home)).toBe(9_000);
    expect(await balance(away)).toBe(10_450);

    // The first round's settlement of both bets is cancelled, transfer by transfer, backwards: the
    // house's one transfer per outcome (one bet each here) and the payout.
    const { rows: reversals } = await db.execute<Record<string, string>>(sql`
      select r.debit_account || '>' || r.credit_account as route, r.amount_paise::text as amount,
             p.type as reversed_type
      from transactions r join transactions p on p.id = r.reverses_id
      where r.type = 'REVERSAL' and p.match_id = ${match.matchId}
      order by route, r.amount_paise desc`);
    expect(reversals).toEqual([
      { route: 'HOUSE_REVENUE>STAKES_HELD', amount: '100000', reversed_type: 'BET_WON' },
      { route: 'HOUSE_REVENUE>STAKES_HELD', amount: '50000', reversed_type: 'BET_LOST' },
      { route: 'PLAYER>HOUSE_REVENUE', amount: '190000', reversed_type: 'BET_WON' },
    ]);
    expect(await bookImbalances(db)).toMatchObject({ total: '0', stakes_held_off: '0' });
    expect(await ledgerMismatches(db)).toEqual([]);

    const { rows: audit } = await db.execute<{ details: Record<string, unknown> }>(sql`
      select details from admin_actions where action_type = 'RESETTLE_MATCH' and entity_id = ${String(match.matchId)}`);
    expect(audit).toEqual([
      {
        details: expect.objectContaining({
          from: match.homeTeam,
          to: match.awayTeam,
          reason: 'Wrong team',
          reversed: 1900,
        }),
      },
    ]);
  });

  it('may take a player below zero, who then cannot bet and is told why', async () => {
    const { match, home } = await settledScenario('home');
    // The winner stakes most of the payout elsewhere before the correction.
    const other = await createMatch(db);
    expect((await bet(home, [selection(other, 'home', 10_000)])).status).toBe(201);
    expect(await balance(home)).toBe(900);

    expect(
      (await action(match.matchId, 'resettle', { winningTeam: match.awayTeam, reason: 'Wrong team' })).status,
    ).toBe(200);
    expect(await balance(home)).toBe(-1_000);
    const refused = await bet(home, [selection(other, 'away', 100)]);
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe('NEGATIVE_BALANCE');
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it('resettles a match voided by mistake', async () => {
    const match = await createMatch(db);
    const player = http.fork();
    await player.signUp();
    expect((await bet(player, [selection(match, 'home', 1000)])).status).toBe(201);
    await completeMatch(db, match.matchId);
    expect((await action(match.matchId, 'void', { reason: 'Rain' })).status).toBe(200);
    expect(await balance(player)).toBe(10_000);

    const fixed = await action(match.matchId, 'resettle', {
      winningTeam: match.homeTeam,
      reason: 'It was played',
    });
    expect(fixed.status).toBe(200);
    expect(await balance(player)).toBe(10_900);
    const { rows } = await db.execute<{ status: string }>(
      sql`select status from bets where match_id = ${match.matchId}`,
    );
    expect(rows).toEqual([{ status: 'WON' }]);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it('corrects a toss', async () => {
    const match = await createMatch(db);
    const player = http.fork();
    await player.signUp();
    expect((await bet(player, [selection(match, 'away', 200, 'toss')])).status).toBe(201);
    await completeMatch(db, match.matchId);
    expect((await action(match.matchId, 'settle-toss', { tossWinner: match.homeTeam })).status).toBe(200);
    expect(await balance(player)).toBe(9_800);

    const fixed = await action(match.matchId, 'resettle-toss', {
      tossWinner: match.awayTeam,
      reason: 'Misread',
    });
    expect(fixed.status).toBe(200);
    expect(await balance(player)).toBe(10_180);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it('refuses a match never settled, one outside the 48 hours, and the result it already has', async () => {
    const match = await createMatch(db);
    await completeMatch(db, match.matchId);
    const never = await action(match.matchId, 'resettle', { winningTeam: match.homeTeam, reason: 'x' });
    expect([never.status, never.json.error.code]).toEqual([409, 'NOT_SETTLED']);

    expect((await action(match.matchId, 'settle', { winningTeam: match.homeTeam })).status).toBe(200);
    const same = await action(match.matchId, 'resettle', { winningTeam: match.homeTeam, reason: 'x' });
    expect([same.status, same.json.error.code]).toEqual([409, 'ALREADY_SETTLED']);
    const noReason = await action(match.matchId, 'resettle', { winningTeam: match.awayTeam, reason: ' ' });
    expect([noReason.status, noReason.json.error.message]).toEqual([400, 'A reason is required']);

    await db.execute(
      sql`update matches set settled_at = now() - interval '49 hours' where id = ${match.matchId}`,
    );
    const late = await action(match.matchId, 'resettle', { winningTeam: match.awayTeam, reason: 'x' });
    expect([late.status, late.json.error.code]).toEqual([409, 'RESETTLE_WINDOW_CLOSED']);
  });

  it('applies two identical corrections sent at once once', async () => {
    const { match, home, away } = await settledScenario('home');
    const body = { winningTeam: match.awayTeam, reason: 'Wrong team' };
    const answers = await Promise.all([
      action(match.matchId, 'resettle', body),
      action(match.matchId, 'resettle', body),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await balance(home)).toBe(9_000);
    expect(await balance(away)).toBe(10_450);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it('keeps the ledger whole when a correction races the first settlement of the match', async () => {
    const match = await createMatch(db);
    const player = http.fork();
    await player.signUp();
    expect((await bet(player, [selection(match, 'home', 1000)])).status).toBe(201);
    await completeMatch(db, match.matchId);
    const [settle, resettle] = await Promise.all([
      action(match.matchId, 'settle', { winningTeam: match.homeTeam }),
      action(match.matchId, 'resettle', { winningTeam: match.awayTeam, reason: 'Wrong team' }),
    ]);
    expect(settle.status).toBe(200);
    // Either the correction found nothing settled yet, or it ran after and corrected the result.
    expect([200, 409]).toContain(resettle.status);
    expect(await balance(player)).toBe(resettle.status === 200 ? 9_000 : 10_900);
    const { rows } = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from transactions t
      where t.type = 'BET_WON' and t.credit_account = 'PLAYER' and t.bet_id in (select id from bets where match_id = ${match.matchId})
        and not exists (select from transactions r where r.reverses_id = t.id)`);
    expect(rows[0]!.n).toBe(resettle.status === 200 ? 0 : 1);
    expect(await ledgerMismatches(db)).toEqual([]);
  });
});
