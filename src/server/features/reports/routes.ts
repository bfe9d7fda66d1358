import { createRoute } from '@hono/zod-openapi';
import { reportSummaryQuerySchema, reportSummarySchema } from '@shared/contracts/reports';
import { adminResponses } from '../../http/admin';
import { createRouter, jsonResponse } from '../../http/router';
import { reportSummary } from './summary';

// Mounted under the /api/admin guard (requireAdmin) in app.ts.
const summary = createRoute({
  method: 'get',
  path: '/api/admin/reports/summary',
  tags: ['admin'],
  summary:
    'The P&L of the bets settled in [from, to): turnover, payouts, refunds, cash-outs, GGR, by India day, market kind and match; open liability now; deposits and withdrawals in the window; in-play slips placed and refused (by reason) at the end of their delay in the window',
  request: { query: reportSummaryQuerySchema },
  responses: {
    200: jsonResponse(reportSummarySchema.openapi('ReportSummary'), 'Report'),
    ...adminResponses,
  },
});

export const reportRoutes = createRouter().openapi(summary, async (c) => {
  const { from, to } = c.req.valid('query');
  return c.json(await reportSummary(c.var.deps.db, { from: new Date(from), to: new Date(to) }), 200);
});
