import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { createRouter, errorResponse, jsonResponse } from '../../http/router';

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
    await c.var.deps.db.execute(sql`select 1`);
  } catch (error) {
    c.var.log.error({ err: error }, 'health check: database unreachable');
    return c.json({ error: { code: 'DATABASE_UNAVAILABLE', message: 'Database unreachable' } }, 503);
  }
  return c.json({ status: 'ok' as const, database: 'ok' as const }, 200);
});
