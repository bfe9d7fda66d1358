// The CricAPI mapping, run over every recorded response in fixtures/ (cricketdata.org v1 shapes:
// currentMatches, match_info, series_info), including the messy ones. Each fixture has its expected
// FeedMatch fields here; a fixture without expectations fails the suite.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FeedMatch } from '../types';
import {
  cricApiEnvelopeSchema,
  cricApiMatchSchema,
  cricApiSeriesInfoSchema,
  parseMatchList,
  type CricApiMatch,
} from './api-types';
import { mapCricApiMatch, parseStartTime, parseStatus, parseToss, parseWinner } from './mapping';

const FIXTURES = join(import.meta.dirname, 'fixtures');
const IPL_SERIES = 'd5a498c8-7596-4b93-8ab0-e0efc3345312';

function loadFixture(name: string): unknown {
  return JSON.parse(readFileSync(join(FIXTURES, name), 'utf8'));
}

/** The match rows a fixture carries, whichever endpoint it came from (empty for failures). */
function rowsOf(name: string): CricApiMatch[] {
  const envelope = cricApiEnvelopeSchema.parse(loadFixture(name));
  if (envelope.status !== 'success') return [];
  if (Array.isArray(envelope.data)) return parseMatchList(envelope.data);
  const series = cricApiSeriesInfoSchema.safeParse(envelope.data);
  if (series.success && 'matchList' in (envelope.data as object))
    return parseMatchList(series.data.matchList);
  return [cricApiMatchSchema.parse(envelope.data)];
}

type Expected = Partial<Omit<FeedMatch, 'startsAt' | 'home' | 'away'>> & {
  startsAt?: string;
  home?: string;
  away?: string;
};

/** Per fixture, per CricAPI id: the FeedMatch fields we expect, or null when the row is not ours. */
const EXPECTED: Record<string, Record<string, Expected | null>> = {
  'current-matches.json': {
    // Live chase: overs given as a number (14.3 = 14 overs 3 balls), first innings as 20.
    'a1f3c2d4-0001-4c1e-9d2a-ipl2025m38': {
      home: 'Mumbai Indians',
      away: 'Chennai Super Kings',
      startsAt: '2025-04-20T14:00:00.000Z',
      venue: 'Wankhede Stadium, Mumbai',
      status: 'LIVE',
      winner: null,
      stage: 'LEAGUE',
      currentOver: 14.3,
      innings: [
        {
          battingTeam: 'Chennai Super Kings',
          runs: 176,
          wickets: 5,
          overs: 20,
          legalBalls: 120,
          extras: null,
          overTotals: null,
        },
        {
          battingTeam: 'Mumbai Indians',
          runs: 132,
          wickets: 3,
          overs: 14.3,
          legalBalls: 87,
          extras: null,
          overTotals: null,
        },
      ],
      inningsStatus: 'MI 132/3 (14.3 ov) · Mumbai Indians need 45 runs in 33 balls',
      resultText: null,
    },
    'a1f3c2d4-0002-4c1e-9d2a-ipl2025m37': {
      home: 'Punjab Kings',
      away: 'Royal Challengers Bengaluru',
      status: 'COMPLETED',
      winner: 'Royal Challengers Bengaluru',
      resultText: 'Royal Challengers Bengaluru won by 7 wickets',
      currentOver: 18.5,
    },
    'a1f3c2d4-0003-4c1e-9d2a-ipl2025m39': {
      home: 'Kolkata Knight Riders',
      away: 'Gujarat Titans',
      startsAt: '2025-04-21T14:00:00.000Z',
      status: 'UPCOMING',
      innings: [],
      inningsStatus: null,
      currentOver: 0,
      winner: null,
      resultText: null,
    },
    // Started, toss done, no ball bowled: 'X won the toss' is not a result. No tossWinner field: the
    // toss is read from the status text.
    'a1f3c2d4-0004-4c1e-9d2a-ipl2025m40': {
      status: 'LIVE',
      winner: null,
      resultText: null,
      tossWinner: 'Delhi Capitals',
      tossDecision: 'bowl',
      inningsStatus: 'Toss: DC won and elected to bowl',
      innings: [],
      currentOver: 0,
    },
    'b2e4d6f8-0005-4aa0-8c11-bbl14m12': null, // Big Bash: not IPL teams
    'c3f5e7a9-0006-4bb1-9d22-indeng-odi2': null, // an ODI
    // The row without an id is dropped by parseMatchList (see the count test below).
  },
  'match-info-completed-overs-19-6.json': {
    // Former names, no shortname, strings for numbers, '19.6' for a full 20 overs, lowercase names.
    'd4a6b8c0-0007-4cc2-8e33-ipl2025m30': {
      home: 'Royal Challengers Bengaluru',
      away: 'Punjab Kings',
      status: 'COMPLETED',
      winner: 'Royal Challengers Bengaluru',
      tossWinner: 'Punjab Kings',
      tossDecision: 'bowl',
      innings: [
        {
          battingTeam: 'Royal Challengers Bengaluru',
          runs: 189,
          wickets: 8,
          overs: 20,
          legalBalls: 120,
          extras: null,
          overTotals: null,
        },
        {
          battingTeam: 'Punjab Kings',
          runs: 177,
          wickets: 10,
          overs: 19.4,
          legalBalls: 118,
          extras: null,
          overTotals: null,
        },
      ],
      currentOver: 19.4,
      resultText: 'Royal Challengers Bangalore won by 12 runs',
    },
  },
  'match-info-live-toss-only.json': {
    'a1f3c2d4-0004-4c1e-9d2a-ipl2025m40': {
      home: 'Lucknow Super Giants',
      away: 'Delhi Capitals',
      status: 'LIVE',
      winner: null,
      tossWinner: 'Delhi Capitals',
      tossDecision: 'bowl',
      innings: [],
      inningsStatus: 'Toss: DC won and elected to bowl',
      currentOver: 0,
      resultText: null,
    },
  },
  'match-info-super-over.json': {
    // Super-over rows are not innings; the tie goes to the super-over winner.
    'e5b7c9d1-0008-4dd3-9f44-ipl2025m35': {
      status: 'COMPLETED',
      winner: 'Delhi Capitals',
      resultText: 'Match tied (Delhi Capitals won the Super Over)',
      innings: [
        {
          battingTeam: 'Delhi Capitals',
          runs: 188,
          wickets: 5,
          overs: 20,
          legalBalls: 120,
          extras: null,
          overTotals: null,
        },
        {
          battingTeam: 'Rajasthan Royals',
          runs: 188,
          wickets: 4,
          overs: 20,
          legalBalls: 120,
          extras: null,
          overTotals: null,
        },
      ],
      currentOver: 20,
      tossWinner: 'Rajasthan Royals',
      tossDecision: 'bowl',
    },
  },
  'match-info-abandoned.json': {
    // Empty strings for toss and winner; ended without starting.
    'f6c8d0e2-0009-4ee4-8a55-ipl2025m58': {
      status: 'ABANDONED',
      winner: null,
      tossWinner: null,
      tossDecision: null,
      innings: [],
      resultText: 'Match abandoned due to rain (No toss)',
      inningsStatus: 'Match abandoned due to rain (No toss)',
    },
  },
  'match-info-no-result.json': {
    'a7d9e1f3-0010-4ff5-9b66-ipl2025m55': {
      home: 'Sunrisers Hyderabad',
      away: 'Delhi Capitals',
      status: 'ABANDONED',
      winner: null,
      resultText: 'No result',
      tossWinner: 'Sunrisers Hyderabad',
      innings: [
        {
          battingTeam: 'Delhi Capitals',
          runs: 133,
          wickets: 7,
          overs: 20,
          legalBalls: 120,
          extras: null,
          overTotals: null,
        },
      ],
    },
  },
  'match-info-unknown-teams.json': { 'b8e0f2a4-0011-4aa6-8c77-psl2025m3': null },
  'series-info.json': {
    '0a1b2c3d-0012-4bb7-9d88-ipl2025m1': {
      status: 'COMPLETED',
      winner: 'Royal Challengers Bengaluru',
      stage: 'LEAGUE',
      innings: [],
    },
    '0a1b2c3d-0013-4bb7-9d88-ipl2025m19': {
      home: 'Sunrisers Hyderabad',
      away: 'Gujarat Titans',
      status: 'POSTPONED',
      winner: null,
      resultText: null,
      inningsStatus: 'Match postponed',
    },
    '0a1b2c3d-0014-4bb7-9d88-ipl2025q1': null, // 'Tbc vs Tbc'
    // Final: teamInfo covers only one side; the names still resolve.
    '0a1b2c3d-0015-4bb7-9d88-ipl2025final': {
      home: 'Royal Challengers Bengaluru',
      away: 'Punjab Kings',
      status: 'UPCOMING',
      stage: 'FINAL',
      startsAt: '2025-06-03T14:00:00.000Z',
    },
    // dateTimeGMT null: the date alone, read as midnight UTC.
    '0a1b2c3d-0016-4bb7-9d88-ipl2025m70': { status: 'UPCOMING', startsAt: '2025-05-27T00:00:00.000Z' },
    '0a1b2c3d-0017-4bb7-9d88-ipl2025m71': null, // no date at all
  },
  // A season in progress: results in the status text (former names too), one with toss and matchWinner,
  // an abandoned match, rows currentMatches has fresher copies of, playoffs still 'Tbc'.
  'series-info-league.json': {
    '5e1a0c00-0001-4d2b-8f10-ipl2025m1': { status: 'COMPLETED', winner: 'Royal Challengers Bengaluru' },
    '5e1a0c00-0002-4d2b-8f10-ipl2025m2': { status: 'COMPLETED', winner: 'Sunrisers Hyderabad' },
    '5e1a0c00-0003-4d2b-8f10-ipl2025m3': { status: 'COMPLETED', winner: 'Mumbai Indians' },
    '5e1a0c00-0004-4d2b-8f10-ipl2025m4': {
      status: 'COMPLETED',
      winner: 'Delhi Capitals',
      resultText: 'Delhi Capitals won by 1 wicket',
    },
    '5e1a0c00-0005-4d2b-8f10-ipl2025m5': { status: 'COMPLETED', winner: 'Punjab Kings' },
    '5e1a0c00-0006-4d2b-8f10-ipl2025m6': { status: 'COMPLETED', winner: 'Kolkata Knight Riders' },
    '5e1a0c00-0007-4d2b-8f10-ipl2025m7': {
      status: 'COMPLETED',
      winner: 'Royal Challengers Bengaluru',
      tossWinner: 'Chennai Super Kings',
      tossDecision: 'bowl',
      innings: [],
    },
    '5e1a0c00-0008-4d2b-8f10-ipl2025m8': { status: 'COMPLETED', winner: 'Gujarat Titans' },
    '5e1a0c00-0009-4d2b-8f10-ipl2025m9': { status: 'COMPLETED', winner: 'Punjab Kings' },
    '5e1a0c00-0010-4d2b-8f10-ipl2025m10': {
      home: 'Royal Challengers Bengaluru',
      status: 'COMPLETED',
      winner: 'Royal Challengers Bengaluru',
      resultText: 'Royal Challengers Bangalore won by 8 wickets',
    },
    '5e1a0c00-0011-4d2b-8f10-ipl2025m11': { status: 'COMPLETED', winner: 'Delhi Capitals', stage: 'LEAGUE' },
    '5e1a0c00-0012-4d2b-8f10-ipl2025m12': { status: 'ABANDONED', winner: null },
    'a1f3c2d4-0002-4c1e-9d2a-ipl2025m37': { status: 'LIVE', tossWinner: 'Punjab Kings', tossDecision: 'bat' },
    'a1f3c2d4-0001-4c1e-9d2a-ipl2025m38': { status: 'UPCOMING', startsAt: '2025-04-20T14:00:00.000Z' },
    'a1f3c2d4-0003-4c1e-9d2a-ipl2025m39': { status: 'UPCOMING' },
    '5e1a0c00-0041-4d2b-8f10-ipl2025m41': { status: 'UPCOMING', home: 'Rajasthan Royals' },
    '5e1a0c00-0042-4d2b-8f10-ipl2025m42': { status: 'UPCOMING', away: 'Chennai Super Kings' },
    '5e1a0c00-0071-4d2b-8f10-ipl2025q1': null, // 'Tbc vs Tbc'
    '5e1a0c00-0074-4d2b-8f10-ipl2025final': null,
  },
  'failure-invalid-key.json': {},
  'failure-hits-limit.json': {},
};

function comparable(feed: FeedMatch) {
  return { ...feed, startsAt: feed.startsAt.toISOString(), home: feed.home.name, away: feed.away.name };
}

describe('CricAPI fixtures -> FeedMatch', () => {
  const files = readdirSync(FIXTURES).filter((name) => name.endsWith('.json'));

  it('has expectations for every recorded fixture', () => {
    expect(files.length).toBeGreaterThanOrEqual(10);
    expect(files.sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  for (const file of Object.keys(EXPECTED)) {
    it(`maps ${file}`, () => {
      const rows = rowsOf(file);
      expect(rows.map((row) => row.id).sort()).toEqual(Object.keys(EXPECTED[file]!).sort());
      for (const row of rows) {
        const expected = EXPECTED[file]![row.id];
        const mapped = mapCricApiMatch(row, { seriesId: IPL_SERIES });
        if (expected === null) {
          expect(mapped, row.id).toBeNull();
          continue;
        }
        expect(mapped, row.id).not.toBeNull();
        expect(comparable(mapped!), row.id).toMatchObject({ externalId: row.id, ...expected });
        checkInvariants(mapped!);
      }
    });
  }

  it('drops rows that are not matches instead of failing the page', () => {
    const page = cricApiEnvelopeSchema.parse(loadFixture('current-matches.json'));
    expect((page.data as unknown[]).length).toBe(7);
    expect(rowsOf('current-matches.json')).toHaveLength(6);
    const series = cricApiSeriesInfoSchema.parse(
      cricApiEnvelopeSchema.parse(loadFixture('series-info.json')).data,
    );
    expect(series.matchList).toHaveLength(7);
    expect(rowsOf('series-info.json')).toHaveLength(6);
  });

  it('skips a match of another series when a series id is given, and keeps it otherwise', () => {
    const [row] = rowsOf('current-matches.json');
    expect(mapCricApiMatch({ ...row!, series_id: 'another-series' }, { seriesId: IPL_SERIES })).toBeNull();
    expect(mapCricApiMatch({ ...row!, series_id: 'another-series' })).not.toBeNull();
  });
});

/** What every mapped match must satisfy, whatever the source said. */
function checkInvariants(feed: FeedMatch) {
  const sides = [feed.home.name, feed.away.name];
  expect(feed.home.name).not.toBe(feed.away.name);
  expect(feed.home.shortName.length).toBeGreaterThan(0);
  expect(feed.away.shortName.length).toBeGreaterThan(0);
  expect(Number.isNaN(feed.startsAt.getTime())).toBe(false);
  expect(feed.innings.length).toBeLessThanOrEqual(2);
  for (const innings of feed.innings) {
    expect(sides).toContain(innings.battingTeam);
    expect(innings.legalBalls).toBeLessThanOrEqual(120);
    expect(innings.wickets).toBeLessThanOrEqual(10);
    expect(Math.round((innings.overs % 1) * 10)).toBeLessThan(6); // never x.6
  }
  if (feed.winner !== null) {
    expect(feed.status).toBe('COMPLETED');
    expect(sides).toContain(feed.winner);
  }
  if (feed.tossWinner !== null) expect(sides).toContain(feed.tossWinner);
  if (feed.status === 'UPCOMING') expect(feed.innings).toEqual([]);
}

describe('status and winner from the status text', () => {
  const sides = [
    { name: 'Delhi Capitals', shortName: 'DC' },
    { name: 'Lucknow Super Giants', shortName: 'LSG' },
  ];
  const base: CricApiMatch = { id: 'x', name: 'LSG vs DC', matchStarted: true, matchEnded: false };
  const read = (status: string, extra: Partial<CricApiMatch> = {}) => {
    const match = { ...base, status, ...extra };
    const winner = parseWinner(match, sides);
    return { winner, status: parseStatus(match, winner) };
  };

  it('does not read a toss report as a result', () => {
    expect(read('Delhi Capitals won the toss and elected to bowl')).toEqual({ winner: null, status: 'LIVE' });
    expect(read('Delhi Capitals won the toss and opted to bat', { matchStarted: false })).toEqual({
      winner: null,
      status: 'UPCOMING',
    });
  });

  it('reads results, DLS results and super overs', () => {
    expect(read('Lucknow Super Giants won by 8 runs (DLS method)', { matchEnded: true })).toEqual({
      winner: 'Lucknow Super Giants',
      status: 'COMPLETED',
    });
    expect(read('Delhi Capitals won by 6 wkts')).toEqual({ winner: 'Delhi Capitals', status: 'COMPLETED' });
    expect(read('Match tied (Lucknow Super Giants won the Super Over)', { matchEnded: true })).toEqual({
      winner: 'Lucknow Super Giants',
      status: 'COMPLETED',
    });
  });

  it('reads abandonment, no result and postponement', () => {
    expect(read('Match abandoned due to rain', { matchEnded: true }).status).toBe('ABANDONED');
    expect(read('No result due to rain', { matchEnded: true }).status).toBe('ABANDONED');
    expect(read('Match called off', { matchStarted: false }).status).toBe('ABANDONED');
    expect(read('Match postponed due to security concerns', { matchStarted: false }).status).toBe(
      'POSTPONED',
    );
  });

  it('reads zone-less GMT times as UTC and refuses nonsense', () => {
    expect(parseStartTime({ dateTimeGMT: '2025-04-12T14:00:00' })?.toISOString()).toBe(
      '2025-04-12T14:00:00.000Z',
    );
    expect(parseStartTime({ dateTimeGMT: '2025-04-12T19:30:00+05:30' })?.toISOString()).toBe(
      '2025-04-12T14:00:00.000Z',
    );
    expect(parseStartTime({ dateTimeGMT: 'soon', date: null })).toBeNull();
    expect(parseStartTime({ dateTimeGMT: null, date: null })).toBeNull();
  });
});

describe('toss from the status text when tossWinner is missing', () => {
  const [, , , m40] = rowsOf('current-matches.json'); // LSG v DC, no tossWinner field
  const sides = [
    { name: 'Lucknow Super Giants', shortName: 'LSG' },
    { name: 'Delhi Capitals', shortName: 'DC' },
  ];
  const toss = (status: string, extra: Partial<CricApiMatch> = {}) => {
    const mapped = mapCricApiMatch({ ...m40!, status, ...extra }, { seriesId: IPL_SERIES });
    expect(mapped).not.toBeNull();
    checkInvariants(mapped!);
    return { tossWinner: mapped!.tossWinner, tossDecision: mapped!.tossDecision };
  };

  it('reads "<team> won the toss and elected/chose/opted to …" by full name, short name or former name', () => {
    expect(toss('Lucknow Super Giants won the toss and elected to bat')).toEqual({
      tossWinner: 'Lucknow Super Giants',
      tossDecision: 'bat',
    });
    expect(toss('DC won the toss and chose to field')).toEqual({
      tossWinner: 'Delhi Capitals',
      tossDecision: 'bowl',
    });
    expect(toss('lsg WON THE TOSS AND OPTED TO BOWL')).toEqual({
      tossWinner: 'Lucknow Super Giants',
      tossDecision: 'bowl',
    });
    expect(toss('Delhi Daredevils won the toss and elected to bat')).toEqual({
      tossWinner: 'Delhi Capitals',
      tossDecision: 'bat',
    });
  });

  it('reads the short "<team> opt(s)/opted/chose/elected to …" forms', () => {
    expect(toss('Delhi Capitals opt to bowl')).toEqual({
      tossWinner: 'Delhi Capitals',
      tossDecision: 'bowl',
    });
    expect(toss('DC chose to field')).toEqual({ tossWinner: 'Delhi Capitals', tossDecision: 'bowl' });
    expect(toss('LSG opts to bat')).toEqual({ tossWinner: 'Lucknow Super Giants', tossDecision: 'bat' });
    expect(toss('Lucknow Super Giants opted to field')).toEqual({
      tossWinner: 'Lucknow Super Giants',
      tossDecision: 'bowl',
    });
    expect(toss('dc elected to bat')).toEqual({ tossWinner: 'Delhi Capitals', tossDecision: 'bat' });
  });

  it('reads an empty or blank tossWinner field as missing, and prefers a filled one', () => {
    expect(toss('DC opt to bowl', { tossWinner: '', tossChoice: '' })).toEqual({
      tossWinner: 'Delhi Capitals',
      tossDecision: 'bowl',
    });
    expect(toss('DC opt to bowl', { tossWinner: '  ', tossChoice: null })).toEqual({
      tossWinner: 'Delhi Capitals',
      tossDecision: 'bowl',
    });
    expect(
      toss('Delhi Capitals won the toss and elected to bowl', {
        tossWinner: 'Lucknow Super Giants',
        tossChoice: 'batting',
      }),
    ).toEqual({ tossWinner: 'Lucknow Super Giants', tossDecision: 'bat' });
  });

  it('never names a team that is not one of the two sides', () => {
    expect(toss('Mumbai Indians won the toss and elected to bat')).toEqual({
      tossWinner: null,
      tossDecision: null,
    });
    expect(toss('MI opt to bowl')).toEqual({ tossWinner: null, tossDecision: null });
    expect(toss('Perth Scorchers chose to field')).toEqual({ tossWinner: null, tossDecision: null });
    expect(toss('Delhi Capitals or Lucknow Super Giants opt to bowl')).toEqual({
      tossWinner: null,
      tossDecision: null,
    });
    expect(parseToss({ ...m40!, status: 'Kings XI Punjab opt to bowl' }, sides)).toEqual({
      winner: null,
      decision: null,
    });
  });

  it('ignores statuses that are not a toss report', () => {
    for (const status of [
      'Match starts at Apr 22, 14:00 GMT',
      'Delhi Capitals won by 6 wkts',
      'Delhi Capitals need 45 runs in 33 balls',
      'Match abandoned due to rain (No toss)',
      'Delhi Capitals won the toss',
      'Delhi Capitals opt to wait',
    ])
      expect(toss(status), status).toEqual({ tossWinner: null, tossDecision: null });
  });

  it('still does not read a toss report as a result', () => {
    const live = mapCricApiMatch({ ...m40!, status: 'Lucknow Super Giants won the toss and elected to bat' });
    expect(live).toMatchObject({
      status: 'LIVE',
      winner: null,
      resultText: null,
      tossWinner: 'Lucknow Super Giants',
      tossDecision: 'bat',
      inningsStatus: 'Toss: LSG won and elected to bat',
    });
    const before = mapCricApiMatch({ ...m40!, status: 'DC opt to bowl', matchStarted: false });
    expect(before).toMatchObject({ status: 'UPCOMING', winner: null, tossWinner: 'Delhi Capitals' });
  });
});
