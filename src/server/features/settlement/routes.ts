import { createRoute, z } from '@hono/zod-openapi';
import {
  pendingMatchSchema,
  pendingTossMatchSchema,
  settleMatchSchema,
  settlementResultSchema,
  settleTossSchema,
  voidMatchSchema,
} from '@shared/contracts/bets';
import { AppError } from '../../http/errors';
import { createRouter, errorResponseSchema, errorResponses } from '../../http/router';
import { currentUser } from '../../http/session';
import { listPendingSettlements, listPendingToss } from './pending';
import { settleMatch } from './settle-match';
import { settleToss } from './settle-toss';
import { voidMatch } from './void-match';

// Mounted under the /api/admin guard (requireAdmin) in app.ts.
const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const error = (description: string) => json(errorResponseSchema, description);
const params = z.object({
  id: z.coerce
    .number({ error: 'Match id must be a number' })
    .int('Match id must be a whole number')
    .positive('Match id is invalid')
    .openapi({ param: { name: 'id', in: 'path' } }),
});
const body = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});
const settlementResponses = {
  200: json(settlementResultSchema.openapi('SettlementResult'), 'Settled'),
  ...errorResponses,
  404: error('No such match'),
  409: error('ALREADY_SETTLED, MATCH_NOT_COMPLETED or TOSS_NOT_DONE'),
  422: error('NO_WINNING_OPTIONS'),
  500: error('The settlement failed and changed nothing'),
};

const settleRoute = createRoute({
  method: 'post',
  path: '/api/admin/matches/{id}/settle',
  tags: ['settlement'],
  summary: "Settle a completed match's team and score markets on the winning team",
  request: { params, body: body(settleMatchSchema) },
  responses: settlementResponses,
});

const settleTossRoute = createRoute({
  method: 'post',
  path: '/api/admin/matches/{id}/settle-toss',
  tags: ['settlement'],
  summary: "Record the toss winner and settle the match's toss markets",
  request: { params, body: body(settleTossSchema) },
  responses: settlementResponses,
});

const voidRoute = createRoute({
  method: 'post',
  path: '/api/admin/matches/{id}/void',
  tags: ['settlement'],
  summary: "Void a match's pending bets and refund their stakes",
  request: { params, body: body(voidMatchSchema) },
  responses: settlementResponses,
});

const pendingRoute = createRoute({
  method: 'get',
  path: '/api/admin/settlements/pending',
  tags: ['settlement'],
  summary: 'Completed matches not yet settled, oldest first',
  responses: {
    200: json(z.array(pendingMatchSchema.openapi('PendingMatch')), 'Pending'),
    ...errorResponses,
  },
});

const pendingTossRoute = createRoute({
  method: 'get',
  path: '/api/admin/settlements/pending-toss',
  tags: ['settlement'],
  summary: 'Started matches whose toss is not settled, newest first',
  responses: {
    200: json(z.array(pendingTossMatchSchema.openapi('PendingTossMatch')), 'Pending toss'),
    ...errorResponses,
  },
});

/** Known failures keep their message; anything unexpected becomes the spec's generic one (logged). */
async function orFail<T>(
  log: { error: (o: object, m: string) => void },
  message: string,
  run: () => Promise<T>,
) {
  try {
    return await run();
  } catch (e) {
    if (e instanceof AppError) throw e;
    log.error({ err: e }, 'settlement failed');
    throw new AppError(500, 'SETTLEMENT_FAILED', message);
  }
}

export const settlementRoutes = createRouter()
  .openapi(settleRoute, async (c) => {
    const admin = currentUser(c);
    const { id } = c.req.valid('param');
    const { winningTeam } = c.req.valid('json');
    const result = await orFail(c.var.log, 'An error occurred while settling the match.', () =>
      settleMatch(c.var.deps.db, { matchId: id, winningTeam, adminId: admin.id }),
    );
    return c.json(result, 200);
  })
  .openapi(settleTossRoute, async (c) => {
    const admin = currentUser(c);
    const { id } = c.req.valid('param');
    const { tossWinner } = c.req.valid('json');
    const result = await orFail(c.var.log, 'An error occurred while settling the toss', () =>
      settleToss(c.var.deps.db, { matchId: id, tossWinner, adminId: admin.id }),
    );
    return c.json(result, 200);
  })
  .openapi(voidRoute, async (c) => {
    const admin = currentUser(c);
    const { id } = c.req.valid('param');
    const { reason } = c.req.valid('json');
    const result = await orFail(c.var.log, 'An error occurred while voiding the match.', () =>
      voidMatch(c.var.deps.db, { matchId: id, reason, adminId: admin.id }),
    );
    return c.json(result, 200);
  })
  .openapi(pendingRoute, async (c) => c.json(await listPendingSettlements(c.var.deps.db), 200))
  .openapi(pendingTossRoute, async (c) => c.json(await listPendingToss(c.var.deps.db), 200));
