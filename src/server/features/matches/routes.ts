import { createRoute, z } from '@hono/zod-openapi';
import type { TypedResponse } from 'hono';
import {
  demoWinnerSchema,
  type Match,
  matchesQuerySchema,
  matchListSchema,
  matchSchema,
  teamSchema,
} from '@shared/contracts/matches';
import { tournamentWinnerSchema } from '@shared/contracts/tournament';
import { createRouter, errorResponses, jsonResponse } from '../../http/router';
import { matchListCache } from './list-cache';
import { listDemoWinners } from './list-demo-winners';
import { listMatches } from './list-matches';
import { betDelaysOf } from './bet-delays';
import { listTeams } from './list-teams';
import { listTournamentWinners } from './list-tournament-winners';
import { tournamentSeason } from './sync/tournament-season';

const matchesRoute = createRoute({
  method: 'get',
  path: '/api/matches',
  tags: ['matches'],
  summary: 'Live or upcoming matches by date, with teams, scores and open markets',
  request: { query: matchesQuerySchema },
  responses: {
    200: jsonResponse(matchListSchema.extend({ matches: z.array(matchSchema.openapi('Match')) }), 'Matches'),
    400: errorResponses[400],
  },
});

const teamsRoute = createRoute({
  method: 'get',
  path: '/api/teams',
  tags: ['matches'],
  summary: 'The ten IPL teams',
  responses: { 200: jsonResponse(z.object({ teams: z.array(teamSchema.openapi('Team')) }), 'Teams') },
});

const winnersRoute = createRoute({
  method: 'get',
  path: '/api/winners',
  tags: ['matches'],
  summary: 'Recent demo winners, newest first',
  responses: {
    200: jsonResponse(z.object({ winners: z.array(demoWinnerSchema.openapi('DemoWinner')) }), 'Winners'),
  },
});

const tournamentRoute = createRoute({
  method: 'get',
  path: '/api/tournament-winners',
  tags: ['matches'],
  summary: 'Tournament-winner odds for the configured IPL season, shortest first',
  responses: {
    200: jsonResponse(
      z.object({
        season: z.number().int(),
        teams: z.array(tournamentWinnerSchema.openapi('TournamentWinner')),
      }),
      'Tournament odds',
    ),
  },
});

/** The cached body is exactly JSON.stringify({ matches, total }) of listMatches' result. */
type MatchesResponse = TypedResponse<{ matches: Match[]; total: number }, 200, 'json'>;

export const matchRoutes = createRouter()
  .openapi(matchesRoute, async (c) => {
    const { status, limit } = c.req.valid('query');
    const { db, hub, config } = c.var.deps;
    // Serialised once per change (see list-cache.ts), not per request; the schema above still documents it.
    const body = await matchListCache(hub.events).get(`${status}:${limit ?? 'all'}`, async () => {
      const matches = await listMatches(db, status, betDelaysOf(config));
      return { matches: limit === undefined ? matches : matches.slice(0, limit), total: matches.length };
    });
    c.header('Cache-Control', 'no-store');
    c.header('Content-Type', 'application/json');
    if (body.gzip) {
      c.header('Vary', 'Accept-Encoding');
      if (/\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) {
        c.header('Content-Encoding', 'gzip');
        return c.body(body.gzip, 200) as unknown as MatchesResponse;
      }
    }
    return c.body(body.json, 200) as unknown as MatchesResponse;
  })
  .openapi(teamsRoute, async (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json({ teams: await listTeams(c.var.deps.db) }, 200);
  })
  .openapi(winnersRoute, async (c) => c.json({ winners: await listDemoWinners(c.var.deps.db) }, 200))
  .openapi(tournamentRoute, async (c) => {
    const { config, provider, now } = c.var.deps;
    const season = tournamentSeason({ pinnedSeason: config.TOURNAMENT_SEASON, provider }, now());
    return c.json({ season, teams: await listTournamentWinners(c.var.deps.db, season) }, 200);
  });
