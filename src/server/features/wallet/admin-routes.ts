import { createRoute } from '@hono/zod-openapi';
import { trialBalanceSchema } from '@shared/contracts/wallet';
import { adminResponses } from '../../http/admin';
import { createRouter, jsonResponse } from '../../http/router';
import { listImpsDetails, listUpiDetails } from '../withdrawals/payout-accounts';
import { trialBalance } from './trial-balance';

// Mounted under the /api/admin guard (requireAdmin) in app.ts.
const trialBalanceRoute = createRoute({
  method: 'get',
  path: '/api/admin/ledger/trial-balance',
  tags: ['admin'],
  summary:
    "Every ledger account's balance (house accounts, payout accounts, players' wallets); the total is 0. And what the players whose wallets are below zero owe, and who they are",
  responses: {
    200: jsonResponse(trialBalanceSchema.openapi('TrialBalance'), 'The trial balance'),
    ...adminResponses,
  },
});

export const ledgerAdminRoutes = createRouter().openapi(trialBalanceRoute, async (c) => {
  const db = c.var.deps.db;
  const [upi, imps] = await Promise.all([listUpiDetails(db), listImpsDetails(db)]);
  const names = {
    PAYOUT_UPI: new Map(upi.map((a) => [a.id, a.name])),
    PAYOUT_IMPS: new Map(imps.map((a) => [a.id, a.name])),
  };
  return c.json(await trialBalance(db, (kind, id) => names[kind].get(id) ?? null), 200);
});
