// CricAPI match objects -> FeedMatch. Pure functions: everything CricAPI spells loosely (team names old
// and new, lowercase toss winners, '19.6' overs, 'wkts', GMT times without a zone) is normalised here.
// One file, several operations: the pure parsers of one CricAPI match object, composed by mapCricApiMatch.
import { ballsToOvers, formatScore, oversToLegalBalls } from '../cricket-notation';
import { findIplTeam, shortNameFor } from '../team-names';
import type { FeedInnings, FeedMatch, FeedMatchStatus, FeedStage, FeedTeamRef } from '../types';
import type { CricApiMatch, CricApiScore, CricApiTeamInfo } from './api-types';

export interface MappingOptions {
  /** When set, matches that say they belong to another series are skipped. */
  seriesId?: string;
}

/**
 * Our team for a CricAPI team name: by full name (any case, former names included), else by the short
 * name its teamInfo gives. Null when it is not an IPL team.
 */
function resolveTeam(name: string, teamInfo: readonly CricApiTeamInfo[] = []): FeedTeamRef | null {
  const info = teamInfo.find((entry) => entry.name.toLowerCase() === name.toLowerCase());
  const team = findIplTeam(name) ?? findIplTeam(info?.shortname);
  if (!team) return null;
  return { name: team.name, shortName: team.shortName };
}

/** The two sides in listed order (the first is treated as the home side, as CricAPI names them). */
function matchTeams(match: CricApiMatch): [FeedTeamRef, FeedTeamRef] | null {
  const names = match.teams?.length ? match.teams : (match.teamInfo ?? []).map((entry) => entry.name);
  if (names.length !== 2) return null;
  const home = resolveTeam(names[0]!, match.teamInfo);
  const away = resolveTeam(names[1]!, match.teamInfo);
  if (!home || !away || home.name === away.name) return null;
  return [home, away];
}

/** One of the two sides named in `text` (any case, former names), else null. */
function sideNamed(text: string | null | undefined, sides: readonly FeedTeamRef[]): string | null {
  const team = findIplTeam(text);
  return team && sides.some((side) => side.name === team.name) ? team.name : null;
}

/** CricAPI's GMT timestamps lack a zone ('2025-04-12T14:00:00'): read them as UTC. */
export function parseStartTime(match: Pick<CricApiMatch, 'dateTimeGMT' | 'date'>): Date | null {
  const text = match.dateTimeGMT?.trim() || (match.date?.trim() ? `${match.date.trim()}T00:00:00` : '');
  if (!text) return null;
  const hasZone = /(Z|[+-]\d{2}:?\d{2})$/i.test(text);
  const date = new Date(hasZone ? text : `${text}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

const INNING_PATTERN = /^(.*?)\s+inning(?:s)?\s*(\d+)?\s*$/i;

/** The batting side of a score row: 'Mumbai Indians Inning 1' (any case); falls back to a name match. */
function inningsTeam(inning: string, sides: readonly FeedTeamRef[]): string | null {
  const label = INNING_PATTERN.exec(inning.trim())?.[1] ?? inning;
  const direct = sideNamed(label, sides);
  if (direct) return direct;
  const lower = inning.toLowerCase();
  const named = sides.filter((side) => lower.includes(side.name.toLowerCase()));
  return named.length === 1 ? named[0]!.name : null;
}

/** Regular innings in batting order. Super-over rows are left out: they are not innings of the match. */
function mapInnings(score: readonly CricApiScore[] = [], sides: readonly FeedTeamRef[]): FeedInnings[] {
  return score
    .filter((row) => !/super\s*over/i.test(row.inning))
    .flatMap((row) => {
      const battingTeam = inningsTeam(row.inning, sides);
      if (!battingTeam) return [];
      const legalBalls = Math.min(120, oversToLegalBalls(row.o));
      return [
        {
          battingTeam,
          runs: row.r,
          wickets: row.w,
          overs: ballsToOvers(legalBalls),
          legalBalls,
          extras: null,
          overTotals: null,
        },
      ];
    })
    .slice(0, 2);
}

/** 'won by 5 wkts' -> 'won by 5 wickets'; CricAPI abbreviates inconsistently. */
function normaliseResultText(text: string): string {
  return text
    .trim()
    .replace(/\bwkts\b/gi, 'wickets')
    .replace(/\bwkt\b/gi, 'wicket')
    .replace(/\bsuper over\b/gi, 'Super Over');
}

/** 'X won by…' or 'X won' is a result; 'X won the toss and elected to bowl' is not. */
const RESULT_PATTERN = /^(.+?)\s+won\b(?!\s+the\s+toss)/i;

/** The winner from matchWinner, else from the status text ('X won by…', '(X won the Super Over)'). */
export function parseWinner(match: CricApiMatch, sides: readonly FeedTeamRef[]): string | null {
  const fromField = sideNamed(match.matchWinner, sides);
  if (fromField) return fromField;
  const status = match.status ?? '';
  const superOver = /\(?\s*([^()]+?)\s+won\s+(?:the\s+)?super\s*over/i.exec(status);
  if (superOver) return sideNamed(superOver[1], sides);
  const won = RESULT_PATTERN.exec(status.trim());
  return won ? sideNamed(won[1], sides) : null;
}

export function parseStatus(match: CricApiMatch, winner: string | null): FeedMatchStatus {
  const text = (match.status ?? '').toLowerCase();
  if (winner && (match.matchEnded || RESULT_PATTERN.test(text))) return 'COMPLETED';
  if (/postpone|reschedul/.test(text)) return 'POSTPONED';
  if (/abandon|no result|called off|cancell?ed/.test(text)) return 'ABANDONED';
  if (match.matchEnded) return 'COMPLETED'; // e.g. a tie without a recorded super over
  if (match.matchStarted) return 'LIVE';
  return 'UPCOMING';
}

function parseStage(name: string): FeedStage | null {
  if (/qualifier\s*1\b/i.test(name)) return 'QUALIFIER_1';
  if (/qualifier\s*2\b/i.test(name)) return 'QUALIFIER_2';
  if (/eliminator/i.test(name)) return 'ELIMINATOR';
  if (/(^|,\s*)final\b/i.test(name)) return 'FINAL';
  if (/\d+(st|nd|rd|th)\s+match/i.test(name)) return 'LEAGUE';
  return null;
}

function tossDecision(choice: string | null | undefined): 'bat' | 'bowl' | null {
  if (!choice) return null;
  if (/^bat/i.test(choice.trim())) return 'bat';
  if (/^(bowl|field)/i.test(choice.trim())) return 'bowl';
  return null;
}

/** One of the two sides for a team label: our names (full, short, former), else the row's teamInfo. */
function sideForLabel(
  label: string,
  sides: readonly FeedTeamRef[],
  teamInfo: readonly CricApiTeamInfo[] = [],
): string | null {
  const direct = sideNamed(label, sides);
  if (direct) return direct;
  const key = label.trim().toLowerCase();
  const info = teamInfo.find(
    (entry) => entry.name.trim().toLowerCase() === key || entry.shortname?.trim().toLowerCase() === key,
  );
  const team = info ? resolveTeam(info.name, teamInfo) : null;
  return team && sides.some((side) => side.name === team.name) ? team.name : null;
}

/**
 * Toss reports in the status text: '<team> won the toss and elected/chose/opted to bat|bowl|field' and
 * '<team> opt(s)/opted/chose/elected to bat|bowl|field'.
 */
const TOSS_PATTERNS = [
  /^(.+?)\s+won\s+the\s+toss\s+and\s+(?:has\s+)?(?:elect(?:s|ed)?|opt(?:s|ed)?|chose|choose|chooses)\s+to\s+(bat|bowl|field)\b/i,
  /^(.+?)\s+(?:elect(?:s|ed)?|opt(?:s|ed)?|chose|choose|chooses)\s+to\s+(bat|bowl|field)\b/i,
];

/**
 * The toss from tossWinner/tossChoice; when tossWinner is missing or blank (common in currentMatches),
 * from a toss report in the status text. Only ever one of the two sides.
 */
export function parseToss(
  match: CricApiMatch,
  sides: readonly FeedTeamRef[],
): { winner: string | null; decision: 'bat' | 'bowl' | null } {
  if (match.tossWinner?.trim()) {
    const winner = sideNamed(match.tossWinner, sides);
    return { winner, decision: winner ? tossDecision(match.tossChoice) : null };
  }
  const status = (match.status ?? '').trim();
  for (const pattern of TOSS_PATTERNS) {
    const report = pattern.exec(status);
    if (!report) continue;
    const winner = sideForLabel(report[1]!, sides, match.teamInfo);
    return { winner, decision: winner ? tossDecision(report[2]) : null };
  }
  return { winner: null, decision: null };
}

function statusLine(
  match: CricApiMatch,
  status: FeedMatchStatus,
  innings: FeedInnings[],
  toss: string | null,
  decision: 'bat' | 'bowl' | null,
): string | null {
  const text = match.status?.trim() || null;
  if (status === 'UPCOMING') return null;
  if (status !== 'LIVE') return text && normaliseResultText(text);
  const latest = innings.at(-1);
  if (!latest) return toss && decision ? `Toss: ${shortNameFor(toss)} won and elected to ${decision}` : text;
  const score = formatScore(shortNameFor(latest.battingTeam), latest.runs, latest.wickets, latest.legalBalls);
  return text ? `${score} · ${text}` : score;
}

/**
 * The FeedMatch for a CricAPI match, or null when it is not ours to show: not a T20, not between two
 * IPL teams (other series share currentMatches; playoff rows read 'Tbc' until decided), another series,
 * or no start time.
 */
export function mapCricApiMatch(match: CricApiMatch, options: MappingOptions = {}): FeedMatch | null {
  if (match.matchType && match.matchType.toLowerCase() !== 't20') return null;
  if (options.seriesId && match.series_id && match.series_id !== options.seriesId) return null;
  const sides = matchTeams(match);
  const startsAt = parseStartTime(match);
  if (!sides || !startsAt) return null;

  const innings = mapInnings(match.score, sides);
  const winner = parseWinner(match, sides);
  const status = parseStatus(match, winner);
  const { winner: tossWinner, decision } = parseToss(match, sides);
  const finished = status === 'COMPLETED' || status === 'ABANDONED';
  return {
    externalId: match.id,
    home: sides[0],
    away: sides[1],
    startsAt,
    venue: match.venue?.trim() || null,
    status,
    tossWinner,
    tossDecision: decision,
    innings,
    inningsStatus: statusLine(match, status, innings, tossWinner, decision),
    currentOver: innings.at(-1)?.overs ?? 0,
    winner: status === 'COMPLETED' ? winner : null,
    resultText: finished && match.status ? normaliseResultText(match.status) : null,
    stage: parseStage(match.name),
  };
}
