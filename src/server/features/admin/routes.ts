import { createRoute, z } from '@hono/zod-openapi';
import { adminActionSchema, adminActionsQuerySchema, dashboardStatsSchema } from '@shared/contracts/admin';
import { createRouter, errorResponses, jsonResponse } from '../../http/router';
import { getDashboardStats, listAdminActions } from './dashboard';

// Mounted under the /api/admin guard (requireAdmin) in app.ts.
const stats = createRoute({
  method: 'get',
  path: '/api/admin/dashboard-stats',
  tags: ['admin'],
  summary: 'Counts for the back-office dashboard',
  responses: {
    200: jsonResponse(dashboardStatsSchema.openapi('DashboardStats'), 'Stats'),
    ...errorResponses,
  },
});

const actions = createRoute({
  method: 'get',
  path: '/api/admin/actions',
  tags: ['admin'],
  summary: 'The latest admin actions, newest first',
  request: { query: adminActionsQuerySchema },
  responses: {
    200: jsonResponse(z.object({ actions: z.array(adminActionSchema.openapi('AdminAction')) }), 'Action log'),
    ...errorResponses,
  },
});

export const adminRoutes = createRouter()
  .openapi(stats, async (c) => c.json(await getDashboardStats(c.var.deps.db), 200))
  .openapi(actions, async (c) => {
    const { limit } = c.req.valid('query');
    return c.json({ actions: await listAdminActions(c.var.deps.db, limit) }, 200);
  });
