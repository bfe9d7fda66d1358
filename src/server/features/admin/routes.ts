import { createRoute, z } from '@hono/zod-openapi';
import {
  adminActionSchema,
  adminActionsQuerySchema,
  adminSessionSchema,
  dashboardStatsSchema,
} from '@shared/contracts/admin';
import { adminResponses } from '../../http/admin';
import { currentAdmin } from '../../http/current-admin';
import { createRouter, jsonResponse } from '../../http/router';
import { auditAdminAction } from './audit-admin-action';
import { getDashboardStats } from './get-dashboard-stats';
import { listAdminActions } from './list-admin-actions';

// Mounted under the /api/admin guard (requireAdmin) in app.ts.
const session = createRoute({
  method: 'get',
  path: '/api/admin/session',
  tags: ['admin'],
  summary:
    'The signed-in admin: 200 for an admin, null for a visitor (answered by requireAdmin), 403 for a player',
  responses: {
    200: jsonResponse(adminSessionSchema.nullable().openapi('AdminSession'), 'Admin, or null'),
    ...adminResponses,
  },
});

const signIn = createRoute({
  method: 'post',
  path: '/api/admin/session',
  tags: ['admin'],
  summary: 'Enters the back office after signing in: checks the role and records the sign-in',
  responses: { 200: jsonResponse(adminSessionSchema, 'Admin'), ...adminResponses },
});

const stats = createRoute({
  method: 'get',
  path: '/api/admin/dashboard-stats',
  tags: ['admin'],
  summary: 'Counts for the back-office dashboard',
  responses: {
    200: jsonResponse(dashboardStatsSchema.openapi('DashboardStats'), 'Stats'),
    ...adminResponses,
  },
});

const actions = createRoute({
  method: 'get',
  path: '/api/admin/actions',
  tags: ['admin'],
  summary: 'The admin action log, newest first, a page at a time',
  request: { query: adminActionsQuerySchema },
  responses: {
    200: jsonResponse(
      z.object({
        actions: z.array(adminActionSchema.openapi('AdminAction')),
        nextCursor: z.number().int().nullable(),
      }),
      'A page of the action log',
    ),
    ...adminResponses,
  },
});

const adminSession = ({ id, name, email }: { id: string; name: string; email: string }) => ({
  id,
  name,
  email,
});

export const adminRoutes = createRouter()
  .openapi(session, async (c) => c.json(adminSession(await currentAdmin(c)), 200))
  .openapi(signIn, async (c) => {
    const admin = await currentAdmin(c);
    await auditAdminAction(
      c.var.deps.db,
      { adminId: admin.id, actionType: 'BACKOFFICE_SIGN_IN', entityType: 'session', entityId: null },
      { userAgent: c.req.header('user-agent')?.slice(0, 200) ?? null },
    );
    return c.json(adminSession(admin), 200);
  })
  .openapi(stats, async (c) => c.json(await getDashboardStats(c.var.deps.db), 200))
  .openapi(actions, async (c) => {
    const { limit, before } = c.req.valid('query');
    return c.json(await listAdminActions(c.var.deps.db, { limit, before }), 200);
  });
