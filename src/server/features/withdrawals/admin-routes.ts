import { createRoute, z } from '@hono/zod-openapi';
import {
  adminWithdrawalDetailsSchema,
  adminWithdrawalsListSchema,
  adminWithdrawalsQuerySchema,
  approveWithdrawalSchema,
  payoutFailedSchema,
  processedWithdrawalSchema,
  rejectWithdrawalSchema,
} from '@shared/contracts/withdrawals';
import { uuidSchema } from '@shared/contracts/ids';
import { adminResponses, runAsAdmin } from '../../http/admin';
import { createRouter, errorResponse, jsonBody, jsonResponse } from '../../http/router';
import { approveWithdrawal } from './approve-withdrawal';
import type { Policy } from './decision-steps';
import { listWithdrawalsForAdmin } from './list-withdrawals-for-admin';
import { recordPayoutFailed } from './record-payout-failed';
import { rejectWithdrawal } from './reject-withdrawal';
import { withdrawalDetails } from './withdrawal-details';

// Mounted under the /api/admin guard (requireAdmin) in app.ts.
const params = z.object({
  id: uuidSchema('Withdrawal id').openapi({ param: { name: 'id', in: 'path' } }),
});
const FALLBACK = {
  code: 'INTERNAL',
  message: 'An error occurred while processing the withdrawal request.',
} as const;
const processed = <B extends z.ZodType>(action: string, summary: string, body: B, conflicts: string) =>
  createRoute({
    method: 'post',
    path: `/api/admin/withdrawals/{id}/${action}`,
    tags: ['admin'],
    summary,
    request: { params, body: jsonBody(body) },
    responses: {
      200: jsonResponse(processedWithdrawalSchema.openapi('ProcessedWithdrawal'), 'The request now'),
      ...adminResponses,
      404: errorResponse('No such withdrawal'),
      409: errorResponse(conflicts),
    },
  });

const list = createRoute({
  method: 'get',
  path: '/api/admin/withdrawals',
  tags: ['admin'],
  summary: 'Withdrawals: the open ones (pending or awaiting a second admin) by default, or one status',
  request: { query: adminWithdrawalsQuerySchema },
  responses: {
    200: jsonResponse(adminWithdrawalsListSchema.openapi('AdminWithdrawals'), 'Withdrawals'),
    ...adminResponses,
  },
});

const details = createRoute({
  method: 'get',
  path: '/api/admin/withdrawals/{id}',
  tags: ['admin'],
  summary: 'One withdrawal with its status history (from, to, who, why, when)',
  request: { params },
  responses: {
    200: jsonResponse(adminWithdrawalDetailsSchema.openapi('AdminWithdrawalDetails'), 'Withdrawal'),
    ...adminResponses,
    404: errorResponse('No such withdrawal'),
  },
});

const approve = processed(
  'approve',
  'Approve a withdrawal, paid through an active payout account of its kind',
  approveWithdrawalSchema,
  'WITHDRAWAL_PROCESSED, SECOND_ADMIN_REQUIRED (the first approver cannot confirm) or PAYOUT_ACCOUNT_UNAVAILABLE',
);
const reject = processed(
  'reject',
  'Reject a withdrawal with a reason the player sees; the amount is refunded',
  rejectWithdrawalSchema,
  'WITHDRAWAL_PROCESSED',
);
const payoutFailed = processed(
  'payout-failed',
  'Record that a completed payout bounced (within 7 days); the amount is refunded',
  payoutFailedSchema,
  'WITHDRAWAL_PROCESSED (not completed, or already failed) or PAYOUT_FAILED_WINDOW_CLOSED',
);

/** The operator's withdrawal routes, with the four-eyes amount the operator configured. */
export function withdrawalAdminRoutes(policy: Policy) {
  return createRouter()
    .openapi(list, async (c) => {
      const { status } = c.req.valid('query');
      return c.json({ withdrawals: await listWithdrawalsForAdmin(c.var.deps.db, policy, status) }, 200);
    })
    .openapi(details, async (c) =>
      c.json(await withdrawalDetails(c.var.deps.db, policy, c.req.valid('param').id), 200),
    )
    .openapi(approve, async (c) => {
      const { id } = c.req.valid('param');
      const { payoutAccountId } = c.req.valid('json');
      const result = await runAsAdmin(c, FALLBACK, (admin) =>
        approveWithdrawal(c.var.deps.db, policy, { withdrawalId: id, adminId: admin.id, payoutAccountId }),
      );
      return c.json(result, 200);
    })
    .openapi(reject, async (c) => {
      const { id } = c.req.valid('param');
      const { reason } = c.req.valid('json');
      const result = await runAsAdmin(c, FALLBACK, (admin) =>
        rejectWithdrawal(c.var.deps.db, policy, { withdrawalId: id, adminId: admin.id, reason }),
      );
      return c.json(result, 200);
    })
    .openapi(payoutFailed, async (c) => {
      const { id } = c.req.valid('param');
      const { reason } = c.req.valid('json');
      const result = await runAsAdmin(c, FALLBACK, (admin) =>
        recordPayoutFailed(c.var.deps.db, policy, { withdrawalId: id, adminId: admin.id, reason }),
      );
      return c.json(result, 200);
    });
}
