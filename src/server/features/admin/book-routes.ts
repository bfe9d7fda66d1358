import { createRoute, z } from '@hono/zod-openapi';
import { bookMatchSchema, marketStateSchema, suspendMarketSchema } from '@shared/contracts/admin';
import { pathIdSchema } from '@shared/contracts/ids';
import { adminResponses, runAsAdmin } from '../../http/admin';
import { createRouter, errorResponse, jsonBody, jsonResponse } from '../../http/router';
import { getBook } from '../bets/book';
import { resumeMarket, suspendMarket } from '../matches/market-suspension';
import { recordAdminAction, type AdminActionType } from './record-admin-action';

// Mounted under the /api/admin guard (requireAdmin) in app.ts.
const params = z.object({
  id: pathIdSchema('Market id').openapi({ param: { name: 'id', in: 'path' }, type: 'integer' }),
});
const marketResponses = {
  200: jsonResponse(marketStateSchema.openapi('MarketState'), 'The market now'),
  ...adminResponses,
  404: errorResponse('No such market'),
  409: errorResponse('Already suspended (or not suspended by an admin), or already settled'),
};

const book = createRoute({
  method: 'get',
  path: '/api/admin/book',
  tags: ['admin'],
  summary:
    "The live book: each live and next upcoming match's open markets, with bets, stakes and liability, and the in-play bets waiting in their delay",
  responses: { 200: jsonResponse(z.array(bookMatchSchema.openapi('BookMatch')), 'Book'), ...adminResponses },
});

const suspend = createRoute({
  method: 'post',
  path: '/api/admin/markets/{id}/suspend',
  tags: ['admin'],
  summary: 'Suspend a market at once (placement refuses it; the feed cannot reopen it)',
  request: { params, body: jsonBody(suspendMarketSchema) },
  responses: marketResponses,
});

const resume = createRoute({
  method: 'post',
  path: '/api/admin/markets/{id}/resume',
  tags: ['admin'],
  summary:
    'Resume a market an admin suspended: it opens only if the feed has not closed it (else it stays SUSPENDED, with the closed reason)',
  request: { params },
  responses: marketResponses,
});

const failed = { code: 'INTERNAL', message: 'The market could not be changed' } as const;
const auditAs =
  (adminId: string, actionType: AdminActionType, marketId: number) =>
  (...[tx, emit, details]: Parameters<Parameters<typeof suspendMarket>[3]>) =>
    recordAdminAction(tx, emit, { adminId, actionType, entityType: 'market', entityId: marketId }, details);

export const bookRoutes = createRouter()
  .openapi(book, async (c) => c.json(await getBook(c.var.deps.db), 200))
  .openapi(suspend, async (c) => {
    const { id } = c.req.valid('param');
    const { reason } = c.req.valid('json');
    const result = await runAsAdmin(c, failed, (admin) =>
      suspendMarket(c.var.deps.db, id, reason, auditAs(admin.id, 'SUSPEND_MARKET', id)),
    );
    return c.json(result, 200);
  })
  .openapi(resume, async (c) => {
    const { id } = c.req.valid('param');
    const result = await runAsAdmin(c, failed, (admin) =>
      resumeMarket(c.var.deps.db, id, auditAs(admin.id, 'RESUME_MARKET', id)),
    );
    return c.json(result, 200);
  });
