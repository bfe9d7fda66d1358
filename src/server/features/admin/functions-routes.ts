import { createRoute, z } from '@hono/zod-openapi';
import {
  BACKEND_FUNCTIONS,
  functionBodySchema,
  functionResultSchema,
  functionStatusSchema,
} from '@shared/contracts/functions';
import { adminResponses, runAsAdmin } from '../../http/admin';
import { createRouter, jsonResponse } from '../../http/router';
import { runBackendFunction } from '../../jobs/functions';
import { auditAdminAction } from './audit-admin-action';
import { listFunctionStatus } from './function-status';

// Mounted under the /api/admin guard (requireAdmin) in app.ts.
const invoke = createRoute({
  method: 'post',
  path: '/api/admin/functions/{name}',
  tags: ['admin'],
  summary: 'Runs a backend sync function now (the same code its schedule runs)',
  request: {
    params: z.object({ name: z.enum(BACKEND_FUNCTIONS) }),
    body: {
      required: false,
      content: { 'application/json': { schema: functionBodySchema.openapi('FunctionBody') } },
    },
  },
  responses: {
    200: jsonResponse(functionResultSchema.openapi('FunctionResult'), 'The function result'),
    ...adminResponses,
  },
});

const status = createRoute({
  method: 'get',
  path: '/api/admin/functions',
  tags: ['admin'],
  summary: 'Each backend function with its schedule and latest run',
  responses: {
    200: jsonResponse(z.array(functionStatusSchema.openapi('FunctionStatus')), 'Functions'),
    ...adminResponses,
  },
});

export const functionRoutes = createRouter()
  .openapi(status, async (c) => c.json(await listFunctionStatus(c.var.deps.db), 200))
  .openapi(invoke, async (c) => {
    const { name } = c.req.valid('param');
    const body = c.req.valid('json') ?? {};
    const { db, provider, config, now } = c.var.deps;
    const failure = { code: 'INTERNAL', message: 'Error invoking function' } as const;
    const result = await runAsAdmin(c, failure, async (admin) => {
      const started = performance.now();
      const audit = (details: Record<string, unknown>) =>
        auditAdminAction(
          db,
          { adminId: admin.id, actionType: 'INVOKE_FUNCTION', entityType: 'function', entityId: name },
          { ...details, durationMs: Math.round(performance.now() - started) },
        );
      let outcome;
      try {
        outcome = await runBackendFunction(
          { db, provider, pinnedSeason: config.TOURNAMENT_SEASON, now },
          name,
          body,
          'admin',
        );
      } catch (error) {
        // A failed run is audited too: the operator sees it as the function's last run.
        await audit({ success: false, error: error instanceof Error ? error.message : String(error) });
        throw error;
      }
      await audit(outcome);
      return outcome;
    });
    return c.json(result, 200);
  });
