// The match API after the sync functions ran with the simulator at fixed moments: what players see
// on /live and /upcoming, and how a match moves through toss, first ball and result.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../../tests/integration/harness';
import type { Match } from '@shared/contracts/matches';
import type { FeedMatch } from '../../feeds/types';
import { activateUpcoming } from './sync/activate-upcoming';
import { syncLive } from './sync/sync-live';
import { syncSchedule } from './sync/sync-schedule';
import { settleMatch } from '../settlement/settle-match';
import { syncTournamentWinners } from './sync/sync-tournament-winners';

const T0 = new Date('2026-03-10T15:23:00Z');
const MINUTE = 60_000;

const hasTwoDecimals = (odds: number) => Math.abs(odds * 100 - Math.round(odds * 100)) < 1e-9;
const key = (home: string, away: string, date: string | Date) =>
  `${home}|${away}|${new Date(date).toISOString()}`;

describe('matches API with the simulator', async () => {
  // The tournament season pinned, as an operator may (tournament-season.int.test.ts: the default).
  const { http, deps } = await startTestApp({ TOURNAMENT_SEASON: '2025' });
  const { db, provider } = deps;
  const list = async (status: 'LIVE' | 'UPCOMING') => {
    const response = await http.get(`/api/matches?status=${status}`);
    expect(response.status).toBe(200);
    return response.json.matches as Match[];
  };
  const feedByKey = (feed: FeedMatch[]) =>
    new Map(feed.map((m) => [key(m.home.name, m.away.name, m.startsAt), m]));

  const schedule = await syncSchedule(db, provider, T0);
  const activation = await activateUpcoming(db, provider, T0);
  const firstLive = await syncLive(db, provider, T0);

  it('stores the schedule and opens betting on every upcoming match', async () => {
    expect(schedule.success).toBe(true);
    expect(schedule.created).toBe(schedule.fetched);
    expect(schedule.created).toBeGreaterThan(90);
    expect(activation.activated).toBeGreaterThan(0);
    expect(firstLive.success).toBe(true);
    // Idempotent: running everything again creates nothing new.
    expect((await syncSchedule(db, provider, T0)).created).toBe(0);
    expect((await activateUpcoming(db, provider, T0)).activated).toBe(0);
  });

  it('lists live matches by date with teams, scores, innings status, current over and in-play markets', async () => {
    const live = await list('LIVE');
    expect(live.length).toBeGreaterThanOrEqual(1);
    const feed = feedByKey((await provider.fetchLiveState(T0)).filter((m) => m.status === 'LIVE'));
    expect(live.length).toBe(feed.size);
    const dates = live.map((m) => m.date);
    expect(dates).toEqual([...dates].sort());
    for (const match of live) {
      expect(match.status).toBe('LIVE');
      const source = feed.get(key(match.homeTeam.name, match.awayTeam.name, match.date))!;
      expect(source).toBeDefined();
      expect(match.homeTeam).toMatchObject({ name: source.home.name, shortName: source.home.shortName });
      expect(match.homeTeam.logoPath).toMatch(/\S/);
      expect(match.venue).toBe(source.venue);
      expect(match.inningsStatus).toBe(source.inningsStatus);
      expect(match.currentOver).toBe(source.currentOver);
      expect(match.tossWinner).toBe(source.tossWinner);
      const batting = source.innings[0]!;
      const score = batting.battingTeam === match.homeTeam.name ? match.homeScore : match.awayScore;
      expect(score).toEqual({ runs: batting.runs, wickets: batting.wickets, overs: batting.overs });

      const names = match.markets.map((m) => m.name);
      expect(names[0]).toBe('Match Winner');
      expect(names).not.toContain('Toss Winner'); // the toss is long done
      for (const market of match.markets) {
        expect(['OPEN', 'SUSPENDED']).toContain(market.status);
        expect(market.options.length).toBe(2);
        for (const option of market.options) {
          expect(option.odds).toBeGreaterThan(1);
          expect(hasTwoDecimals(option.odds)).toBe(true);
        }
      }
      const winner = match.markets.find((m) => m.kind === 'MATCH_WINNER')!;
      expect(winner.options.map((o) => o.name)).toEqual([match.homeTeam.name, match.awayTeam.name]);
    }
  });

  it('gives a market priced before lay odds its lay price at the next sync, with no back move in the history', async () => {
    const [match] = await list('LIVE');
    const winner = match!.markets.find((m) => m.kind === 'MATCH_WINNER')!;
    const ids = winner.options.map((o) => o.id);
    // As a database migrated to 0028 has it: the column is there, empty.
    await db.execute(
      sql`update market_options set lay_odds_hundredths = null where market_id = ${winner.id}`,
    );
    const historyCount = async () =>
      (
        await db.execute<{ moves: number }>(
          sql`select count(*)::int as moves from odds_history where option_id in (${sql.join(ids, sql`, `)})`,
        )
      ).rows[0]!.moves;
    const before = await historyCount();
    await syncLive(db, provider, T0); // the same moment: the same back prices
    // Read from the table: the lists' cache would answer what it had.
    const stored = await db.execute<{ odds: number; lay: number | null }>(sql`
      select odds_hundredths as odds, lay_odds_hundredths as lay from market_options
      where market_id = ${winner.id} order by sort_order`);
    expect(stored.rows.map((o) => o.odds / 100)).toEqual(winner.options.map((o) => o.odds));
    expect(stored.rows.map((o) => (o.lay === null ? null : o.lay / 100))).toEqual(
      winner.options.map((o) => o.layOdds),
    );
    for (const option of winner.options) expect(option.layOdds).toBeGreaterThan(option.odds);
    expect(await historyCount()).toBe(before);
  });

  it('lists upcoming matches by date, each with Match Winner, Toss Winner, first-innings runs and sessions', async () => {
    const upcoming = await list('UPCOMING');
    expect(upcoming.length).toBeGreaterThan(10);
    let withSessions = 0;
    const dates = upcoming.map((m) => m.date);
    expect(dates).toEqual([...dates].sort());
    expect(new Date(dates[0]!).getTime()).toBeGreaterThan(T0.getTime());
    for (const match of upcoming) {
      expect(match).toMatchObject({
        status: 'UPCOMING',
        inningsStatus: null,
        currentOver: 0,
        tossWinner: null,
      });
      expect(match.homeScore).toEqual({ runs: 0, wickets: 0, overs: 0 });
      expect(match.markets.slice(0, 3).map((m) => [m.name, m.kind, m.isToss, m.status])).toEqual([
        ['Match Winner', 'MATCH_WINNER', false, 'OPEN'],
        ['Toss Winner', 'TOSS_WINNER', true, 'OPEN'],
        ['First Innings Runs', 'FIRST_INNINGS_RUNS', false, 'OPEN'],
      ]);
      const [winner, toss, runs] = match.markets;
      expect(toss!.options.map((o) => [o.name, o.odds, o.layOdds])).toEqual([
        [match.homeTeam.name, 1.9, 2.11],
        [match.awayTeam.name, 1.9, 2.11],
      ]);
      // Each team can be laid, above its back price; the runs market has no lay.
      for (const option of winner!.options) expect(option.layOdds).toBeGreaterThan(option.odds);
      const layBook = winner!.options.reduce((sum, o) => sum + 1 / o.layOdds!, 0);
      expect(layBook).toBeGreaterThan(0.9);
      expect(layBook).toBeLessThan(0.98);
      expect(runs!.options.map((o) => o.layOdds)).toEqual([null, null]);
      expect(runs!.line! % 1).toBe(0.5);
      expect(runs!.options.map((o) => o.name)).toEqual(['Over', 'Under']);
      // A margin is built in: the implied probabilities add up to a little over 1.
      const book = winner!.options.reduce((sum, o) => sum + 1 / o.odds, 0);
      expect(book).toBeGreaterThan(1.02);
      expect(book).toBeLessThan(1.1);
      // Then, from a day before the start, the sessions, by innings and over: the first two overs and
      // the four sessions of each innings.
      const startsIn = new Date(match.date).getTime() - T0.getTime();
      if (startsIn > 24 * 60 * MINUTE) {
        expect(match.markets).toHaveLength(3);
        continue;
      }
      withSessions++;
      expect(match.markets.slice(3).map((m) => [m.kind, m.innings, m.overs, m.status])).toEqual([
        ['OVER_RUNS', 1, 1, 'OPEN'],
        ['OVER_RUNS', 1, 2, 'OPEN'],
        ['SESSION_RUNS', 1, 6, 'OPEN'],
        ['SESSION_RUNS', 1, 10, 'OPEN'],
        ['SESSION_RUNS', 1, 15, 'OPEN'],
        ['SESSION_RUNS', 1, 20, 'OPEN'],
        ['SESSION_RUNS', 2, 6, 'OPEN'],
        ['SESSION_RUNS', 2, 10, 'OPEN'],
        ['SESSION_RUNS', 2, 15, 'OPEN'],
        ['SESSION_RUNS', 2, 20, 'OPEN'],
      ]);
      for (const session of match.markets.slice(3)) {
        expect(session.line! % 1).toBe(0.5);
        expect(session.options.map((o) => o.name)).toEqual(['Yes', 'No']);
        expect(session.closedReason).toBeNull();
      }
    }
    expect(withSessions).toBeGreaterThan(0);
  });

  it('opens the sessions of an upcoming match a day before it starts', async () => {
    const later = (await list('UPCOMING')).find((m) => m.markets.length === 3)!;
    const dayBefore = new Date(new Date(later.date).getTime() - 23 * 60 * MINUTE);
    await activateUpcoming(db, provider, dayBefore);
    const opened = (await list('UPCOMING')).find((m) => m.id === later.id)!;
    expect(opened.markets.filter((m) => m.innings !== null)).toHaveLength(10);
    expect(opened.markets.slice(0, 3).map((m) => m.id)).toEqual(later.markets.map((m) => m.id));
  });

  it("answers a preview: the list's first matches, and the count of all of them", async () => {
    const all = await http.get('/api/matches?status=UPCOMING');
    const preview = await http.get('/api/matches?status=UPCOMING&limit=2');
    expect(preview.status).toBe(200);
    expect(preview.json.total).toBe(all.json.matches.length);
    expect(all.json.total).toBe(all.json.matches.length);
    expect(preview.json.matches).toEqual(all.json.matches.slice(0, 2));
    for (const limit of ['0', '501', 'two']) {
      const refused = await http.get(`/api/matches?status=UPCOMING&limit=${limit}`);
      expect([limit, refused.status]).toEqual([limit, 400]);
    }
  });

  it('refuses a missing or unknown status with 400', async () => {
    for (const path of ['/api/matches', '/api/matches?status=COMPLETED', '/api/matches?status=live']) {
      const response = await http.get(path);
      expect([path, response.status]).toEqual([path, 400]);
      expect(response.json.error.code).toEqual(expect.any(String));
      expect(response.json.error.message).toEqual(expect.any(String));
    }
  });

  it('moves a match through toss, first ball and result, closing the toss market at the toss', async () => {
    const [next] = await list('UPCOMING');
    const startsAt = new Date(next!.date).getTime();

    // Two minutes before the first ball the toss (five minutes before) is done.
    const atToss = await syncLive(db, provider, new Date(startsAt - 2 * MINUTE));
    expect(atToss.updatedToLive).toBeGreaterThanOrEqual(1);
    const afterToss = (await list('LIVE')).find((m) => m.id === next!.id)!;
    expect(afterToss.tossWinner).toMatch(/\S/);
    expect(afterToss.inningsStatus).toMatch(/^Toss: /);
    expect(afterToss.markets.find((m) => m.isToss)).toMatchObject({ status: 'SUSPENDED' });
    expect((await list('UPCOMING')).some((m) => m.id === next!.id)).toBe(false);

    // Twenty minutes into the match: runs on the board and the prices have moved (with history).
    await syncLive(db, provider, new Date(startsAt + 20 * MINUTE));
    const inPlay = (await list('LIVE')).find((m) => m.id === next!.id)!;
    expect(inPlay.currentOver).toBeGreaterThan(0);
    expect(inPlay.homeScore.runs + inPlay.awayScore.runs).toBeGreaterThan(0);
    const history = await db.execute<{ moves: number }>(sql`
      select count(*)::int as moves from odds_history h
      join market_options o on o.id = h.option_id join markets m on m.id = o.market_id
      where m.match_id = ${next!.id} and m.kind = 'MATCH_WINNER'`);
    expect(history.rows[0]!.moves).toBeGreaterThan(0);
    // The live stream carries both prices as they move.
    const winnerOptions = inPlay.markets.find((m) => m.kind === 'MATCH_WINNER')!.options.map((o) => o.id);
    const moves = await db.execute<{ id: number; odds: number; layOdds: number | null }>(sql`
      select o.* from live_events e,
        jsonb_to_recordset(e.payload -> 'options') as o(id int, odds numeric, "layOdds" numeric)
      where e.topic = 'odds' and (e.payload ->> 'matchId')::int = ${next!.id}`);
    const winnerMoves = moves.rows.filter((m) => winnerOptions.includes(m.id));
    expect(winnerMoves.length).toBeGreaterThan(0);
    for (const move of winnerMoves) expect(Number(move.layOdds)).toBeGreaterThan(Number(move.odds));

    // Four hours later it is over: off the live list, result stored, no market open.
    const done = await syncLive(db, provider, new Date(startsAt + 4 * 60 * MINUTE));
    expect(done.completed).toBeGreaterThanOrEqual(1);
    expect((await list('LIVE')).some((m) => m.id === next!.id)).toBe(false);
    const stored = await db.execute<{
      status: string;
      winner: number | null;
      result: string;
      open: number;
    }>(sql`
      select status, winner_team_id as winner, result_text as result,
        (select count(*)::int from markets where match_id = matches.id and status = 'OPEN') as open
      from matches where id = ${next!.id}`);
    const row = stored.rows[0]!;
    expect(['COMPLETED', 'ABANDONED']).toContain(row.status);
    if (row.status === 'COMPLETED') expect(row.winner).not.toBeNull();
    expect(row.result).toMatch(/\S/);
    expect(row.open).toBe(0);

    // An admin's settlement is the record: the feed's later syncs no longer change the winner.
    expect(row.status).toBe('COMPLETED');
    const { rows: teams } = await db.execute<{
      home: number;
      away: number;
      home_name: string;
      away_name: string;
    }>(sql`
      select m.home_team_id as home, m.away_team_id as away, ht.name as home_name, at.name as away_name
      from matches m join teams ht on ht.id = m.home_team_id join teams at on at.id = m.away_team_id
      where m.id = ${next!.id}`);
    const t = teams[0]!;
    const [chosen, chosenName] = row.winner === t.home ? [t.away, t.away_name] : [t.home, t.home_name];
    const { rows: admins } = await db.execute<{ id: string }>(
      sql`select user_id as id from admin_roles limit 1`,
    );
    await settleMatch(db, { matchId: next!.id, winningTeam: chosenName, adminId: admins[0]!.id });
    // The feed keeps reporting a finished match for an hour: sync while it still does.
    const { rows: ext } = await db.execute<{ id: string }>(
      sql`select external_id as id from matches where id = ${next!.id}`,
    );
    let concluded = startsAt;
    while (
      concluded < startsAt + 4 * 60 * MINUTE &&
      !(await provider.fetchLiveState(new Date(concluded))).some(
        (f) => f.externalId === ext[0]!.id && f.status === 'COMPLETED',
      )
    )
      concluded += 5 * MINUTE;
    await syncLive(db, provider, new Date(concluded));
    const after = await db.execute<{ winner: number }>(
      sql`select winner_team_id as winner from matches where id = ${next!.id}`,
    );
    expect(after.rows[0]!.winner).toBe(chosen);
  });

  it('lists the ten teams', async () => {
    const response = await http.get('/api/teams');
    expect(response.status).toBe(200);
    const teams = response.json.teams as { name: string; shortName: string; homeVenue: string }[];
    expect(teams).toHaveLength(10);
    expect(new Set(teams.map((t) => t.shortName)).size).toBe(10);
    expect(teams.map((t) => t.name)).toEqual([...teams.map((t) => t.name)].sort());
    expect(teams.every((t) => t.homeVenue)).toBe(true);
  });

  it('lists demo winners newest first', async () => {
    const response = await http.get('/api/winners');
    expect(response.status).toBe(200);
    const winners = response.json.winners as { wonAt: string; amount: number; name: string }[];
    expect(winners.length).toBeGreaterThan(1);
    const times = winners.map((w) => new Date(w.wonAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('lists tournament-winner odds for the season, shortest first, after the sync', async () => {
    const sync = await syncTournamentWinners(db, provider, 2025, T0);
    expect(sync).toEqual({ success: true, updated: 10 });
    const response = await http.get('/api/tournament-winners');
    expect(response.status).toBe(200);
    expect(response.json.season).toBe(2025);
    const teams = response.json.teams as {
      odds: number;
      layOdds: number | null;
      season: number;
      tournament: string;
    }[];
    expect(teams).toHaveLength(10);
    const odds = teams.map((t) => t.odds);
    expect(odds).toEqual([...odds].sort((a, b) => a - b));
    for (const team of teams) {
      expect(team).toMatchObject({ season: 2025, tournament: 'IPL' });
      expect(team.odds).toBeGreaterThan(1);
      expect(hasTwoDecimals(team.odds)).toBe(true);
      // A lay above the back price, or none for a team whose lay would pass the longest odds.
      expect(team.layOdds === null || team.layOdds > team.odds).toBe(true);
    }
    expect(teams[0]!.layOdds).toBeGreaterThan(teams[0]!.odds);
    // Upserted, not duplicated.
    await syncTournamentWinners(db, provider, 2025, new Date(T0.getTime() + MINUTE));
    expect(((await http.get('/api/tournament-winners')).json.teams as unknown[]).length).toBe(10);
  });
});
