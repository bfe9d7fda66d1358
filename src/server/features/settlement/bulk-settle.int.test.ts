import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp, type TestClient } from '../../../../tests/integration/harness';
import {
  balanceOf as balance,
  completeMatch,
  createMatch,
  ledgerMismatches,
  placeBet,
  selection,
  type FixtureMatch,
} from '../bets/test-fixtures';

// The results list's paging and "has bets" filter, and the bulk settle of feed-agreed results.
describe('results list paging and bulk settle', async () => {
  const { http, deps } = await startTestApp();
  const db = deps.db;
  const admin = http.fork();
  expect((await admin.signIn('admin@iplbetting.app', 'admin1234')).status).toBe(200);

  const bet = (player: TestClient, match: FixtureMatch, side: 'home' | 'away', amount: number) =>
    placeBet(player, [selection(match, side, amount)]);
  /** A completed match, dated `day` days into 2001 (before any seeded match, so first in the list). */
  const completed = (day: number) => createMatch(db, { date: new Date(Date.UTC(2001, 0, day)) });
  const feedResult = (match: FixtureMatch, winner: 'home' | 'away' | null, resultText: string | null) =>
    db.execute(sql`
      update matches set winner_team_id = ${winner === null ? null : sql.raw(`${winner}_team_id`)},
                         result_text = ${resultText}
      where id = ${match.matchId}`);
  const pendingPage = async (query: string) => {
    const response = await admin.get(`/api/admin/settlements/pending${query}`);
    expect(response.status).toBe(200);
    return response.json as { matches: { id: number; feedAgrees: boolean }[]; total: number };
  };

  it('pages the list with its total, and filters it to the matches with pending bets', async () => {
    const before = await pendingPage('?pageSize=100');
    const withBets = (await pendingPage('?hasBets=true&pageSize=100')).total;
    const [a, b, c] = [await completed(1), await completed(2), await completed(3)];
    const player = http.fork();
    await player.signUp();
    await bet(player, b, 'home', 100);
    for (const m of [a, b, c]) await completeMatch(db, m.matchId);

    const first = await pendingPage('?page=1&pageSize=2');
    expect(first.total).toBe(before.total + 3);
    expect(first.matches.map((m) => m.id)).toEqual([a.matchId, b.matchId]);
    expect((await pendingPage('?page=2&pageSize=2')).matches[0]!.id).toBe(c.matchId);
    // Past the last page: no rows, still the total.
    const beyond = await pendingPage(`?page=1000&pageSize=2`);
    expect(beyond).toMatchObject({ matches: [], total: before.total + 3, page: 1000, pageSize: 2 });

    const filtered = await pendingPage('?hasBets=true&pageSize=100');
    expect(filtered.total).toBe(withBets + 1);
    expect(filtered.matches.map((m) => m.id)).toContain(b.matchId);
    expect(filtered.matches.map((m) => m.id)).not.toContain(a.matchId);

    for (const bad of ['?page=0', '?pageSize=101', '?hasBets=yes', '?page=1.5']) {
      const response = await admin.get(`/api/admin/settlements/pending${bad}`);
      expect(response.status, bad).toBe(400);
    }
  });

  it('settles the matches the feed agrees on, skips the others with the reason, and pays once', async () => {
    const [agreed, agreedToo, disagrees, missing, live] = [
      await completed(10),
      await completed(11),
      await completed(12),
      await completed(13),
      await completed(14),
    ];
    const player = http.fork();
    await player.signUp();
    await bet(player, agreed, 'home', 1000);
    await bet(player, agreedToo, 'home', 500);
    await bet(player, disagrees, 'home', 200);
    await bet(player, missing, 'home', 300);
    for (const m of [agreed, agreedToo, disagrees, missing]) await completeMatch(db, m.matchId);
    await feedResult(agreed, 'home', `${agreed.homeTeam} won by 12 runs`);
    await feedResult(agreedToo, 'away', null);
    await feedResult(disagrees, 'home', `${disagrees.awayTeam} won by 4 wickets`);
    await feedResult(missing, null, 'No result');
    await feedResult(live, 'home', `${live.homeTeam} won by 3 runs`);
    expect(await balance(player)).toBe(10000 - 2000);

    const listed = (await pendingPage('?pageSize=100')).matches;
    const agrees = (m: FixtureMatch) => listed.find((x) => x.id === m.matchId)?.feedAgrees;
    expect([agrees(agreed), agrees(agreedToo), agrees(disagrees), agrees(missing)]).toEqual([
      true,
      true,
      false,
      false,
    ]);

    const body = {
      matches: [
        { matchId: agreed.matchId, winningTeam: agreed.homeTeam },
        // The operator saw the feed name the home team; it now names the away team.
        { matchId: agreedToo.matchId, winningTeam: agreedToo.homeTeam },
        { matchId: disagrees.matchId, winningTeam: disagrees.homeTeam },
        { matchId: missing.matchId, winningTeam: missing.homeTeam },
        { matchId: live.matchId, winningTeam: live.homeTeam },
      ],
    };
    const first = await admin.post('/api/admin/settlements/bulk-settle', body);
    expect(first.status).toBe(200);
    expect(first.json).toEqual({
      message: 'Settled 1 match, skipped 4 matches',
      settled: [{ matchId: agreed.matchId, winningTeam: agreed.homeTeam, won: 1, lost: 0, paid: 1900 }],
      skipped: [
        {
          matchId: agreedToo.matchId,
          code: 'FEED_DISAGREES',
          reason: `The feed records ${agreedToo.awayTeam} as the winner, not ${agreedToo.homeTeam}`,
        },
        {
          matchId: disagrees.matchId,
          code: 'FEED_DISAGREES',
          reason: `The feed records ${disagrees.homeTeam} as the winner, but its result reads "${disagrees.awayTeam} won by 4 wickets"`,
        },
        { matchId: missing.matchId, code: 'FEED_DISAGREES', reason: 'The feed has not recorded a winner' },
        {
          matchId: live.matchId,
          code: 'MATCH_NOT_COMPLETED',
          reason: `Failed to settle match: match #${live.matchId} is not completed yet`,
        },
      ],
    });
    expect(await balance(player)).toBe(8000 + 1900);

    // The same request again (a double click, a retry): nothing is paid twice.
    const again = await admin.post('/api/admin/settlements/bulk-settle', body);
    expect(again.json.settled).toEqual([]);
    expect(again.json.skipped[0]).toEqual({
      matchId: agreed.matchId,
      code: 'ALREADY_SETTLED',
      reason: `Match #${agreed.matchId} has already been settled`,
    });
    expect(await balance(player)).toBe(9900);

    // Each settled match is audited once, by its admin, as settled on the feed's result.
    const { rows: audits } = await db.execute<{ entity_id: string; details: Record<string, unknown> }>(sql`
      select entity_id, details from admin_actions where action_type = 'SETTLE_MATCH'
        and entity_id in (${sql.join(
          [agreed, agreedToo, disagrees, missing, live].map((m) => sql`${String(m.matchId)}`),
          sql`, `,
        )})`);
    expect(audits).toEqual([
      {
        entity_id: String(agreed.matchId),
        details: { winningTeam: agreed.homeTeam, won: 1, lost: 0, paid: 1900, onFeedResult: true },
      },
    ]);
    // The skipped ones still wait for an operator.
    const stillPending = (await pendingPage('?pageSize=100')).matches.map((m) => m.id);
    expect(stillPending).not.toContain(agreed.matchId);
    expect(stillPending).toEqual(
      expect.arrayContaining([agreedToo.matchId, disagrees.matchId, missing.matchId]),
    );
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it('settles once when two bulk settles of the same match run at the same time', async () => {
    const match = await completed(20);
    const player = http.fork();
    await player.signUp();
    await bet(player, match, 'away', 1000);
    await completeMatch(db, match.matchId);
    await feedResult(match, 'away', `${match.awayTeam} won by 2 wickets`);
    const body = { matches: [{ matchId: match.matchId, winningTeam: match.awayTeam }] };
    const results = await Promise.all([
      admin.post('/api/admin/settlements/bulk-settle', body),
      admin.post('/api/admin/settlements/bulk-settle', body),
    ]);
    expect(results.map((r) => r.json.settled.length).sort()).toEqual([0, 1]);
    expect(await balance(player)).toBe(9000 + 1900);
  });

  it('refuses a visitor, a player, and a malformed list', async () => {
    const body = { matches: [{ matchId: 1, winningTeam: 'x' }] };
    expect((await http.fork().post('/api/admin/settlements/bulk-settle', body)).status).toBe(401);
    const player = http.fork();
    await player.signUp();
    expect((await player.post('/api/admin/settlements/bulk-settle', body)).status).toBe(403);
    expect((await player.get('/api/admin/settlements/pending?hasBets=true')).status).toBe(403);

    const refused = async (matches: unknown) => {
      const response = await admin.post('/api/admin/settlements/bulk-settle', { matches });
      expect(response.status).toBe(400);
      return response.json.error.message as string;
    };
    expect(await refused([])).toBe('Choose at least one match to settle');
    expect(await refused(Array.from({ length: 101 }, (_, i) => ({ matchId: i + 1, winningTeam: 'x' })))).toBe(
      'At most 100 matches at a time',
    );
    expect(
      await refused([
        { matchId: 5, winningTeam: 'x' },
        { matchId: 5, winningTeam: 'y' },
      ]),
    ).toBe('A match is listed twice');
    expect(await refused([{ matchId: 5, winningTeam: ' ' }])).toBe('Please select the winning team');
    expect(await refused([{ matchId: 0, winningTeam: 'x' }])).toBe('Match id is invalid');
  });
});
