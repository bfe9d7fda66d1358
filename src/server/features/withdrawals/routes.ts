import { createRoute } from '@hono/zod-openapi';
import {
  withdrawalCreatedSchema,
  withdrawalRequestSchema,
  withdrawalsListSchema,
} from '@shared/contracts/withdrawals';
import {
  createRouter,
  errorResponse,
  errorResponses,
  jsonBody,
  jsonResponse,
  keyReusedResponse,
} from '../../http/router';
import { currentUser } from '../../http/auth-session';
import { listOwnWithdrawals } from './list-own-withdrawals';
import { requestWithdrawal } from './request-withdrawal';

const requestRoute = createRoute({
  method: 'post',
  path: '/api/me/withdrawals',
  tags: ['withdrawals'],
  summary: 'Request a withdrawal: the amount is debited at once and the request waits for an operator',
  request: { body: jsonBody(withdrawalRequestSchema) },
  responses: {
    201: jsonResponse(withdrawalCreatedSchema.openapi('WithdrawalCreated'), 'Requested; the new balance'),
    200: jsonResponse(withdrawalCreatedSchema, 'This idempotencyKey was requested before: its first result'),
    ...errorResponses,
    409: errorResponse('INSUFFICIENT_BALANCE (more than the balance) or NEGATIVE_BALANCE'),
    ...keyReusedResponse,
  },
});

const listRoute = createRoute({
  method: 'get',
  path: '/api/me/withdrawals',
  tags: ['withdrawals'],
  summary: "The signed-in player's withdrawals, newest first (payout details masked)",
  responses: {
    200: jsonResponse(withdrawalsListSchema.openapi('Withdrawals'), 'Withdrawals'),
    ...errorResponses,
  },
});

export const withdrawalRoutes = createRouter()
  .openapi(requestRoute, async (c) => {
    const user = await currentUser(c);
    const { replayed, ...created } = await requestWithdrawal(c.var.deps.db, user.id, c.req.valid('json'));
    if (replayed) {
      c.header('Idempotent-Replayed', 'true');
      return c.json(created, 200);
    }
    return c.json(created, 201);
  })
  .openapi(listRoute, async (c) => {
    const user = await currentUser(c);
    return c.json({ withdrawals: await listOwnWithdrawals(c.var.deps.db, user.id) }, 200);
  });
