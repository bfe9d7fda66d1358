import { createRoute, z } from '@hono/zod-openapi';
import { createRouter, errorResponse, jsonResponse } from '../../http/router';
import { errorBody } from '../../http/errors';
import { checkDatabase } from './check-database';

const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') }).openapi('Health');

const health = createRoute({
  method: 'get',
  path: '/api/health',
  tags: ['system'],
  summary: 'Checks that the app and its database answer',
  responses: {
    200: jsonResponse(healthSchema, 'Healthy'),
    503: errorResponse('Database unreachable'),
  },
});

export const healthRoutes = createRouter().openapi(health, async (c) => {
  try {
    await checkDatabase(c.var.deps.db);
  } catch (error) {
    c.var.log.error({ err: error }, 'health check: database unreachable');
    return c.json(errorBody('DATABASE_UNAVAILABLE', 'Database unreachable'), 503);
  }
  return c.json({ status: 'ok' as const, database: 'ok' as const }, 200);
});
