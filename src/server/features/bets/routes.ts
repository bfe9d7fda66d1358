import { createRoute, z } from '@hono/zod-openapi';
import {
  betSchema,
  myBetsQuerySchema,
  placeBetsResultSchema,
  placeBetsSchema,
  transactionSchema,
  transactionsPageSchema,
  transactionsQuerySchema,
} from '@shared/contracts/bets';
import { rupeesToPaise } from '@shared/money';
import { createRouter, errorResponse, errorResponses, jsonBody, jsonResponse } from '../../http/router';
import { currentUser } from '../../http/session';
import { listMyBets } from './list-my-bets';
import { listTransactions } from './list-transactions';
import { placeBets } from './place-bets';

const placeRoute = createRoute({
  method: 'post',
  path: '/api/bets',
  tags: ['bets'],
  summary: 'Place a bet slip: all selections or none, one debit, idempotent by idempotencyKey',
  request: { body: jsonBody(placeBetsSchema) },
  responses: {
    201: jsonResponse(placeBetsResultSchema.openapi('PlaceBetsResult'), 'Placed; the new balance'),
    200: jsonResponse(placeBetsResultSchema, 'This idempotencyKey was placed before: its first result'),
    ...errorResponses,
    404: errorResponse('An option, market or match in the slip does not exist or does not belong together'),
    409: errorResponse('MARKET_CLOSED, MATCH_CLOSED, ODDS_CHANGED (details.changes) or INSUFFICIENT_BALANCE'),
  },
});

const myBetsRoute = createRoute({
  method: 'get',
  path: '/api/me/bets',
  tags: ['bets'],
  summary: "The signed-in player's active (newest first) or settled (latest settled first) bets",
  request: { query: myBetsQuerySchema },
  responses: {
    200: jsonResponse(z.object({ bets: z.array(betSchema.openapi('Bet')) }), 'Bets'),
    ...errorResponses,
  },
});

const transactionsRoute = createRoute({
  method: 'get',
  path: '/api/me/transactions',
  tags: ['bets'],
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

export const betRoutes = createRouter()
  .openapi(placeRoute, async (c) => {
    const user = currentUser(c);
    const { db, config } = c.var.deps;
    const { replayed, ...result } = await placeBets(db, user.id, c.req.valid('json'), {
      maxStakePaise: rupeesToPaise(config.BET_MAX_STAKE_RUPEES),
    });
    if (replayed) {
      c.header('Idempotent-Replayed', 'true');
      return c.json(result, 200);
    }
    return c.json(result, 201);
  })
  .openapi(myBetsRoute, async (c) => {
    const user = currentUser(c);
    const { status } = c.req.valid('query');
    return c.json({ bets: await listMyBets(c.var.deps.db, user.id, status) }, 200);
  })
  .openapi(transactionsRoute, async (c) => {
    const user = currentUser(c);
    return c.json(await listTransactions(c.var.deps.db, user.id, c.req.valid('query')), 200);
  });
