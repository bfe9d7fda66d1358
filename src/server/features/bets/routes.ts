import { createRoute, z } from '@hono/zod-openapi';
import {
  betSchema,
  myBetsQuerySchema,
  placeBetsResultSchema,
  placeBetsSchema,
  slipRulesSchema,
  type SlipRules,
} from '@shared/contracts/bets';
import { playerStatsSchema } from '@shared/contracts/account';
import { createRouter, errorResponse, errorResponses, jsonBody, jsonResponse } from '../../http/router';
import { unauthorized } from '../../errors';
import { currentUser } from '../../http/session';
import { listMyBets } from './list-my-bets';
import { playerStats } from './player-stats';
import { placeBets } from './place-bets';

/** The bet routes, for the operator's slip rules (the maximum stake is configured). */
export function betRoutes(rules: SlipRules) {
  const placeRoute = createRoute({
    method: 'post',
    path: '/api/bets',
    tags: ['bets'],
    summary: 'Place a bet slip: all selections or none, one debit, idempotent by idempotencyKey',
    request: { body: jsonBody(placeBetsSchema(rules)) },
    responses: {
      201: jsonResponse(placeBetsResultSchema.openapi('PlaceBetsResult'), 'Placed; the new balance'),
      200: jsonResponse(placeBetsResultSchema, 'This idempotencyKey was placed before: its first result'),
      ...errorResponses,
      404: errorResponse('An option, market or match in the slip does not exist or does not belong together'),
      409: errorResponse(
        'MARKET_CLOSED, MATCH_CLOSED, ODDS_CHANGED (details.changes), INSUFFICIENT_BALANCE, NEGATIVE_BALANCE, TIME_OUT, SELF_EXCLUDED or LIMIT_REACHED (details: kind, period, remaining)',
      ),
    },
  });

  const rulesRoute = createRoute({
    method: 'get',
    path: '/api/bets/rules',
    tags: ['bets'],
    summary: "The slip's rules: minimum and maximum stake, most selections per slip",
    responses: { 200: jsonResponse(slipRulesSchema.openapi('SlipRules'), 'Rules') },
  });

  const myBetsRoute = createRoute({
    method: 'get',
    path: '/api/me/bets',
    tags: ['bets'],
    summary: "The signed-in player's active (newest first), settled (latest settled first) or all bets",
    request: { query: myBetsQuerySchema },
    responses: {
      200: jsonResponse(z.object({ bets: z.array(betSchema.openapi('Bet')) }), 'Bets'),
      ...errorResponses,
    },
  });

  const statsRoute = createRoute({
    method: 'get',
    path: '/api/me/stats',
    tags: ['bets'],
    summary: "The signed-in player's record: bets, won, lost, pending, win rate, net profit",
    responses: { 200: jsonResponse(playerStatsSchema.openapi('PlayerStats'), 'Stats'), ...errorResponses },
  });

  return createRouter()
    .openapi(placeRoute, async (c) => {
      const { db, now } = c.var.deps;
      const input = c.req.valid('json');
      const { token, leanCutoff } = c.var.session;
      if (!token) throw unauthorized();
      // The statement checks the session itself; one due its refresh (or gone) takes the usual way.
      const outcome =
        (await placeBets(db, { sessionToken: token, leanCutoff }, input, now())) ??
        (await placeBets(db, { userId: (await currentUser(c)).id }, input, now()))!;
      const { replayed, ...result } = outcome;
      if (replayed) {
        c.header('Idempotent-Replayed', 'true');
        return c.json(result, 200);
      }
      return c.json(result, 201);
    })
    .openapi(rulesRoute, (c) => {
      c.header('Cache-Control', 'public, max-age=300');
      return c.json(rules, 200);
    })
    .openapi(myBetsRoute, async (c) => {
      const user = await currentUser(c);
      const { status, limit } = c.req.valid('query');
      return c.json({ bets: await listMyBets(c.var.deps.db, user.id, status, limit) }, 200);
    })
    .openapi(statsRoute, async (c) => {
      const user = await currentUser(c);
      return c.json(await playerStats(c.var.deps.db, user.id), 200);
    });
}
