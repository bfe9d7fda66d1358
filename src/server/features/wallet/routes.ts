import { createRoute, z } from '@hono/zod-openapi';
import { transactionSchema, transactionsPageSchema, transactionsQuerySchema } from '@shared/contracts/wallet';
import { createRouter, errorResponses, jsonResponse } from '../../http/router';
import { currentUser } from '../../http/auth-session';
import { listTransactions } from './list-transactions';

const transactionsRoute = createRoute({
  method: 'get',
  path: '/api/me/transactions',
  tags: ['wallet'],
  summary: "The signed-in player's ledger, newest first, keyset-paged",
  request: { query: transactionsQuerySchema },
  responses: {
    200: jsonResponse(
      transactionsPageSchema.extend({ transactions: z.array(transactionSchema.openapi('Transaction')) }),
      'A page of transactions',
    ),
    ...errorResponses,
  },
});

export const walletRoutes = createRouter().openapi(transactionsRoute, async (c) => {
  const user = await currentUser(c);
  return c.json(await listTransactions(c.var.deps.db, user.id, c.req.valid('query')), 200);
});
