import { createRoute, z } from '@hono/zod-openapi';
import {
  pendingMatchSchema,
  pendingTossMatchSchema,
  settleMatchSchema,
  settlementResultSchema,
  settleTossSchema,
  voidMatchSchema,
} from '@shared/contracts/bets';
import type { AppEnv } from '../../http/context';
import { AppError } from '../../http/errors';
import { createRouter, errorResponse, errorResponses, jsonBody, jsonResponse } from '../../http/router';
import { currentUser } from '../../http/session';
import { listPendingSettlements, listPendingToss } from './pending';
import { settleMatch } from './settle-match';
import { settleToss } from './settle-toss';
import { voidMatch } from './void-match';

// Mounted under the /api/admin guard (requireAdmin) in app.ts.
const params = z.object({
  id: z.coerce
    .number({ error: 'Match id must be a number' })
    .int('Match id must be a whole number')
    .positive('Match id is invalid')
    .openapi({ param: { name: 'id', in: 'path' } }),
});

const settlementResponses = {
  200: jsonResponse(settlementResultSchema.openapi('SettlementResult'), 'Settled'),
  ...errorResponses,
  404: errorResponse('No such match'),
  409: errorResponse('ALREADY_SETTLED, MATCH_NOT_COMPLETED or TOSS_NOT_DONE'),
  422: errorResponse('NO_WINNING_OPTIONS'),
  500: errorResponse('The settlement failed and changed nothing'),
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

const pendingRoute = createRoute({
  method: 'get',
  path: '/api/admin/settlements/pending',
  tags: ['settlement'],
  summary: 'Completed matches not yet settled, oldest first',
  responses: {
    200: jsonResponse(z.array(pendingMatchSchema.openapi('PendingMatch')), 'Pending'),
    ...errorResponses,
  },
});

const pendingTossRoute = createRoute({
  method: 'get',
  path: '/api/admin/settlements/pending-toss',
  tags: ['settlement'],
  summary: 'Started matches whose toss is not settled, newest first',
  responses: {
    200: jsonResponse(z.array(pendingTossMatchSchema.openapi('PendingTossMatch')), 'Pending toss'),
    ...errorResponses,
  },
});

/** Runs `action` as the signed-in admin. Known failures keep their message; anything unexpected is logged and becomes `failure`. */
async function asAdmin<T>(
  c: { var: AppEnv['Variables'] },
  failure: string,
  action: (adminId: string) => Promise<T>,
) {
  const admin = currentUser(c);
  try {
    return await action(admin.id);
  } catch (e) {
    if (e instanceof AppError) throw e;
    c.var.log.error({ err: e }, 'settlement failed');
    throw new AppError(500, 'SETTLEMENT_FAILED', failure);
  }
}

export const settlementRoutes = createRouter()
  .openapi(settleRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { winningTeam } = c.req.valid('json');
    const result = await asAdmin(c, 'An error occurred while settling the match.', (adminId) =>
      settleMatch(c.var.deps.db, { matchId: id, winningTeam, adminId }),
    );
    return c.json(result, 200);
  })
  .openapi(settleTossRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { tossWinner } = c.req.valid('json');
    const result = await asAdmin(c, 'An error occurred while settling the toss', (adminId) =>
      settleToss(c.var.deps.db, { matchId: id, tossWinner, adminId }),
    );
    return c.json(result, 200);
  })
  .openapi(voidRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { reason } = c.req.valid('json');
    const result = await asAdmin(c, 'An error occurred while voiding the match.', (adminId) =>
      voidMatch(c.var.deps.db, { matchId: id, reason, adminId }),
    );
    return c.json(result, 200);
  })
  .openapi(pendingRoute, async (c) => c.json(await listPendingSettlements(c.var.deps.db), 200))
  .openapi(pendingTossRoute, async (c) => c.json(await listPendingToss(c.var.deps.db), 200));
