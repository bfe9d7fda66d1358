import { createRoute, z } from '@hono/zod-openapi';
import { BACKEND_FUNCTIONS, functionResultSchema } from '@shared/contracts/functions';
import { adminActions } from '../../db/schema';
import { createRouter, errorResponses } from '../../http/router';
import { currentUser } from '../../http/session';
import { backendFunctions, runBackendFunction } from '../../jobs/functions';
import { AppError } from '../../http/errors';

const invoke = createRoute({
  method: 'post',
  path: '/api/admin/functions/{name}',
  tags: ['admin'],
  summary: 'Runs a backend sync function now (the same code its schedule runs)',
  request: {
    params: z.object({ name: z.enum(BACKEND_FUNCTIONS) }),
    body: {
      required: false,
      content: {
        'application/json': {
          schema: z.object({ activateUpcoming: z.boolean().optional() }).openapi('FunctionBody'),
        },
      },
    },
  },
  responses: {
    200: {
      description: 'The function result',
      content: { 'application/json': { schema: functionResultSchema.openapi('FunctionResult') } },
    },
    ...errorResponses,
  },
});

export const functionRoutes = createRouter().openapi(invoke, async (c) => {
  const admin = currentUser(c);
  const { name } = c.req.valid('param');
  const body = await c.req.json().catch(() => ({}));
  const parsed = backendFunctions[name].body.safeParse(body ?? {});
  if (!parsed.success)
    throw new AppError(400, 'VALIDATION_ERROR', parsed.error.issues[0]?.message ?? 'Invalid body');
  const { db, provider, config } = c.var.deps;
  const result = await runBackendFunction(
    { db, provider, season: config.TOURNAMENT_SEASON },
    name,
    parsed.data,
  );
  await db.insert(adminActions).values({
    adminId: admin.id,
    actionType: 'INVOKE_FUNCTION',
    entityType: 'function',
    entityId: name,
    details: result,
  });
  return c.json(result, 200);
});
