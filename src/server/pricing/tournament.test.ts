import { describe, expect, it } from 'vitest';
import { IPL_TEAMS } from '@shared/teams';
import { feedMatch, wonBy } from '../feeds/test-support';
import { overround } from './pricing';
import { overallRating } from './ratings';
import { TOURNAMENT_MARGIN_BPS, tournamentWinnerOdds, tournamentWinnerProbabilities } from './tournament';

const TEAMS = IPL_TEAMS.map((team) => team.name);

/** A full double round robin still to play. */
function freshSeason() {
  return TEAMS.flatMap((home) =>
    TEAMS.filter((away) => away !== home).map((away) =>
      feedMatch(home, away, { venue: IPL_TEAMS.find((t) => t.name === home)!.homeVenue }),
    ),
  );
}

describe('tournament-winner odds', () => {
  it('prices every team, favourites by strength before a ball is bowled', () => {
    const odds = tournamentWinnerOdds(freshSeason());
    expect(odds.map((o) => o.teamName).sort()).toEqual([...TEAMS].sort());
    const byRating = [...TEAMS].sort((a, b) => overallRating(b) - overallRating(a));
    const price = (team: string) => odds.find((o) => o.teamName === team)!.odds;
    expect(price(byRating[0]!)).toBeLessThan(price(byRating[9]!));
    expect(price(byRating[1]!)).toBeLessThan(price(byRating[8]!));
    expect(odds.every((o) => o.odds >= 1.01 && o.odds <= 100)).toBe(true);
    expect(odds.every((o) => o.layOdds! > o.odds && o.layOdds! <= 100)).toBe(true);
    expect(Math.abs(overround(odds.map((o) => o.odds)) - (1 + TOURNAMENT_MARGIN_BPS / 10_000))).toBeLessThan(
      0.05,
    );
  });

  it('follows the table: a weak team that has won everything becomes favourite', () => {
    const season = freshSeason();
    const weakest = [...TEAMS].sort((a, b) => overallRating(a) - overallRating(b))[0]!;
    const played = season.map((match) =>
      match.home.name === weakest ? wonBy(weakest, match.away.name, 30, weakest) : match,
    );
    const odds = tournamentWinnerOdds(played);
    expect(odds[0]!.teamName).toBe(weakest);
  });

  it('gives long odds to teams out of the playoffs and shortest to the champion', () => {
    const season = freshSeason().map((match) => {
      // Top four by construction: the first four teams win all their home and away matches against others.
      const top = TEAMS.slice(0, 4);
      const homeTop = top.indexOf(match.home.name);
      const awayTop = top.indexOf(match.away.name);
      const homeWins = homeTop >= 0 && (awayTop < 0 || homeTop < awayTop);
      return homeWins || (homeTop < 0 && awayTop < 0)
        ? wonBy(match.home.name, match.away.name, 10, match.home.name)
        : wonBy(match.away.name, match.home.name, 10, match.home.name);
    });
    const probabilities = tournamentWinnerProbabilities(season);
    for (const team of TEAMS.slice(4)) expect(probabilities.get(team)).toBe(0);
    const odds = tournamentWinnerOdds(season);
    for (const team of TEAMS.slice(4)) {
      expect(odds.find((o) => o.teamName === team)).toMatchObject({ odds: 100, layOdds: null });
    }

    const [first, second] = TEAMS as [string, string];
    const withFinal = [...season, { ...wonBy(second, first, 5, first), stage: 'FINAL' as const }];
    const settled = tournamentWinnerOdds(withFinal);
    expect(settled[0]).toEqual({ teamName: second, odds: 1.01, layOdds: 1.25 });
    expect(settled.slice(1).every((o) => o.odds === 100)).toBe(true);
  });

  it('is deterministic for the same input', () => {
    expect(tournamentWinnerOdds(freshSeason())).toEqual(tournamentWinnerOdds(freshSeason()));
  });
});
