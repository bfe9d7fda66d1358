import { createRoute, z } from '@hono/zod-openapi';
import {
  bulkSettlementResultSchema,
  bulkSettleSchema,
  pendingMatchesPageSchema,
  pendingMatchesQuerySchema,
  recentSettlementSchema,
  scoreSettlementSchema,
  resettleMatchSchema,
  resettleTossSchema,
  pendingTossMatchSchema,
  settleMatchSchema,
  settlementResultSchema,
  settleTossSchema,
  voidMatchSchema,
} from '@shared/contracts/admin';
import { pathIdSchema } from '@shared/contracts/ids';
import { adminResponses, runAsAdmin } from '../../http/admin';
import { createRouter, errorResponse, jsonBody, jsonResponse } from '../../http/router';
import { settleOnFeedResults } from './bulk-settle';
import { listPendingSettlements } from './list-pending-settlements';
import { listPendingToss } from './list-pending-toss';
import { listRecentSettlements } from './list-recent-settlements';
import { listScoreSettlements } from './list-score-settlements';
import { resettleMatch } from './resettle-match';
import { resettleToss } from './resettle-toss';
import { settleMatch } from './settle-match';
import { settleToss } from './settle-toss';
import { voidMatch } from './void-match';

// Mounted under the /api/admin guard (requireAdmin) in app.ts.
const params = z.object({
  id: pathIdSchema('Match id').openapi({ param: { name: 'id', in: 'path' }, type: 'integer' }),
});

const settlementResponses = {
  200: jsonResponse(settlementResultSchema.openapi('SettlementResult'), 'Settled'),
  ...adminResponses,
  404: errorResponse('No such match'),
  409: errorResponse(
    'ALREADY_SETTLED, MATCH_NOT_COMPLETED, TOSS_NOT_DONE, NOT_SETTLED or RESETTLE_WINDOW_CLOSED',
  ),
  422: errorResponse('NO_WINNING_OPTIONS'),
};

/** POST /api/admin/matches/{id}/<action>: one match, a JSON body, the settlement result or its errors. */
const matchActionRoute = <P extends string, B extends z.ZodType>(path: P, summary: string, body: B) =>
  createRoute({
    method: 'post',
    path,
    tags: ['settlement'],
    summary,
    request: { params, body: jsonBody(body) },
    responses: settlementResponses,
  });

const settleRoute = matchActionRoute(
  '/api/admin/matches/{id}/settle',
  "Settle a completed match's team and score markets on the winning team",
  settleMatchSchema,
);

const settleTossRoute = matchActionRoute(
  '/api/admin/matches/{id}/settle-toss',
  "Record the toss winner and settle the match's toss markets",
  settleTossSchema,
);

const voidRoute = matchActionRoute(
  '/api/admin/matches/{id}/void',
  "Void a match's pending bets and refund their stakes",
  voidMatchSchema,
);

const resettleRoute = matchActionRoute(
  '/api/admin/matches/{id}/resettle',
  'Correct a settled (or voided) match within 48 hours: reverse its payouts and settle it again',
  resettleMatchSchema,
);

const resettleTossRoute = matchActionRoute(
  '/api/admin/matches/{id}/resettle-toss',
  'Correct a settled toss within 48 hours: reverse its payouts and settle it again',
  resettleTossSchema,
);

const recentRoute = createRoute({
  method: 'get',
  path: '/api/admin/settlements/recent',
  tags: ['settlement'],
  summary: 'Matches and tosses settled within the correction window, newest first',
  responses: {
    200: jsonResponse(z.array(recentSettlementSchema.openapi('RecentSettlement')), 'Recent'),
    ...adminResponses,
  },
});

const scoreRoute = createRoute({
  method: 'get',
  path: '/api/admin/settlements/score-markets',
  tags: ['settlement'],
  summary: 'Sessions and runs markets the server settled on the ball that decided them, newest first',
  responses: {
    200: jsonResponse(z.array(scoreSettlementSchema.openapi('ScoreSettlement')), 'Settled by the score'),
    ...adminResponses,
  },
});

const pendingRoute = createRoute({
  method: 'get',
  path: '/api/admin/settlements/pending',
  tags: ['settlement'],
  summary: 'A page of the completed matches not yet settled, oldest first, optionally only those with bets',
  request: { query: pendingMatchesQuerySchema },
  responses: {
    200: jsonResponse(pendingMatchesPageSchema.openapi('PendingMatchesPage'), 'Pending'),
    ...adminResponses,
  },
});

const bulkSettleRoute = createRoute({
  method: 'post',
  path: '/api/admin/settlements/bulk-settle',
  tags: ['settlement'],
  summary:
    'Settle each listed match on the winner its feed records, each in its own transaction; ' +
    'a match the feed does not agree on (or already settled) is skipped with the reason',
  request: { body: jsonBody(bulkSettleSchema) },
  responses: {
    200: jsonResponse(bulkSettlementResultSchema.openapi('BulkSettlementResult'), 'Settled and skipped'),
    ...adminResponses,
  },
});

const pendingTossRoute = createRoute({
  method: 'get',
  path: '/api/admin/settlements/pending-toss',
  tags: ['settlement'],
  summary: 'Started matches whose toss is not settled, newest first',
  responses: {
    200: jsonResponse(z.array(pendingTossMatchSchema.openapi('PendingTossMatch')), 'Pending toss'),
    ...adminResponses,
  },
});

const failed = (message: string) => ({ code: 'SETTLEMENT_FAILED' as const, message });

export const settlementRoutes = createRouter()
  .openapi(settleRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { winningTeam } = c.req.valid('json');
    const result = await runAsAdmin(c, failed('An error occurred while settling the match.'), (admin) =>
      settleMatch(c.var.deps.db, { matchId: id, winningTeam, adminId: admin.id }),
    );
    return c.json(result, 200);
  })
  .openapi(settleTossRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { tossWinner } = c.req.valid('json');
    const result = await runAsAdmin(c, failed('An error occurred while settling the toss'), (admin) =>
      settleToss(c.var.deps.db, { matchId: id, tossWinner, adminId: admin.id }),
    );
    return c.json(result, 200);
  })
  .openapi(voidRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { reason } = c.req.valid('json');
    const result = await runAsAdmin(c, failed('An error occurred while voiding the match.'), (admin) =>
      voidMatch(c.var.deps.db, { matchId: id, reason, adminId: admin.id }),
    );
    return c.json(result, 200);
  })
  .openapi(resettleRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { winningTeam, reason } = c.req.valid('json');
    const result = await runAsAdmin(c, failed('An error occurred while resettling the match.'), (admin) =>
      resettleMatch(c.var.deps.db, { matchId: id, team: winningTeam, reason, adminId: admin.id }),
    );
    return c.json(result, 200);
  })
  .openapi(resettleTossRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { tossWinner, reason } = c.req.valid('json');
    const result = await runAsAdmin(c, failed('An error occurred while resettling the toss.'), (admin) =>
      resettleToss(c.var.deps.db, { matchId: id, team: tossWinner, reason, adminId: admin.id }),
    );
    return c.json(result, 200);
  })
  .openapi(recentRoute, async (c) => c.json(await listRecentSettlements(c.var.deps.db), 200))
  .openapi(scoreRoute, async (c) => c.json(await listScoreSettlements(c.var.deps.db), 200))
  .openapi(bulkSettleRoute, async (c) => {
    const { matches } = c.req.valid('json');
    const result = await runAsAdmin(c, failed('An error occurred while settling the matches.'), (admin) =>
      settleOnFeedResults(c.var.deps.db, { matches, adminId: admin.id }, (matchId, err) =>
        c.var.log.error({ err, adminId: admin.id, matchId }, 'An error occurred while settling the match.'),
      ),
    );
    return c.json(result, 200);
  })
  .openapi(pendingRoute, async (c) => {
    const { page, pageSize, hasBets } = c.req.valid('query');
    const list = await listPendingSettlements(c.var.deps.db, { page, pageSize, hasBets: hasBets === 'true' });
    return c.json(list, 200);
  })
  .openapi(pendingTossRoute, async (c) => c.json(await listPendingToss(c.var.deps.db), 200));
