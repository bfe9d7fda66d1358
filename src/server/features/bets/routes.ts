import { createRoute, z } from '@hono/zod-openapi';
import {
  betSchema,
  myBetsQuerySchema,
  placeBetsResultSchema,
  placeBetsSchema,
  slipRulesSchema,
  type SlipRules,
} from '@shared/contracts/bets';
import { playerStatsSchema } from '@shared/contracts/account';
import { myBookQuerySchema, myBookSchema } from '@shared/contracts/book';
import { uuidSchema } from '@shared/contracts/ids';
import {
  autoCashOutRequestSchema,
  cashOutOfferSchema,
  cashOutRequestSchema,
  cashOutResultSchema,
} from '@shared/contracts/cash-out';
import { rupeesToPaise } from '@shared/money';
import {
  createRouter,
  errorResponse,
  errorResponses,
  jsonBody,
  jsonResponse,
  keyReusedResponse,
} from '../../http/router';
import { unauthorized } from '../../errors';
import { currentUser } from '../../http/auth-session';
import { listMyBets } from './list-my-bets';
import { myBook } from './my-book';
import { playerStats } from './player-stats';
import { placeBets } from './place-bets';
import { betDelaysOf } from '../matches/bet-delays';
import { betBatchingOf } from './bet-batching';
import { cashOut, TARGET_NOT_REACHED } from './cash-out';
import { cashOutOfferOf } from './cash-out-offer-of';
import { cancelAutoCashOut } from './cancel-auto-cash-out';
import { setAutoCashOut } from './set-auto-cash-out';

const betIdParams = z.object({ id: uuidSchema('Bet id').openapi({ param: { name: 'id', in: 'path' } }) });

/**
 * The bet routes, for the operator's slip rules (the maximum stake is configured). Cash-out offers are
 * priced by the pricing module (pricing/cash-out-pricing.ts), at the configured margin.
 */
// eslint-disable-next-line max-lines-per-function -- each route is declared beside the rules it closes over, then registered in order: one chain keeps the typed client
export function betRoutes(rules: SlipRules) {
  const placeRoute = createRoute({
    method: 'post',
    path: '/api/bets',
    tags: ['bets'],
    summary: 'Place a bet slip: all selections or none, one debit, idempotent by idempotencyKey',
    request: { body: jsonBody(placeBetsSchema(rules)) },
    responses: {
      201: jsonResponse(placeBetsResultSchema.openapi('PlaceBetsResult'), 'Placed; the new balance'),
      200: jsonResponse(placeBetsResultSchema, 'This idempotencyKey was placed before: its first result'),
      ...errorResponses,
      404: errorResponse(
        'An option, market or match in the slip does not exist or does not belong together, or a lay has no lay price',
      ),
      409: errorResponse(
        'MARKET_CLOSED, MARKET_SUSPENDED (for a wicket, a boundary or an operator: try again once it reopens), MATCH_CLOSED, ODDS_CHANGED (a price moved as the oddsChange refuses; details.changes), INSUFFICIENT_BALANCE, NEGATIVE_BALANCE, TIME_OUT, SELF_EXCLUDED or LIMIT_REACHED (details: kind, period, remaining)',
      ),
      ...keyReusedResponse,
    },
  });

  const rulesRoute = createRoute({
    method: 'get',
    path: '/api/bets/rules',
    tags: ['bets'],
    summary: "The slip's rules: minimum and maximum stake, most selections per slip",
    responses: { 200: jsonResponse(slipRulesSchema.openapi('SlipRules'), 'Rules') },
  });

  const myBetsRoute = createRoute({
    method: 'get',
    path: '/api/me/bets',
    tags: ['bets'],
    summary: "The signed-in player's active (newest first), settled (latest settled first) or all bets",
    request: { query: myBetsQuerySchema },
    responses: {
      200: jsonResponse(z.object({ bets: z.array(betSchema.openapi('Bet')) }), 'Bets'),
      ...errorResponses,
    },
  });

  const bookRoute = createRoute({
    method: 'get',
    path: '/api/me/book',
    tags: ['bets'],
    summary:
      "The signed-in player's book on a match: per option of each market they have stake on, the net if it wins",
    request: { query: myBookQuerySchema },
    responses: { 200: jsonResponse(myBookSchema.openapi('MyBook'), 'Book'), ...errorResponses },
  });

  const statsRoute = createRoute({
    method: 'get',
    path: '/api/me/stats',
    tags: ['bets'],
    summary: "The signed-in player's record: bets, won, lost, pending, win rate, net profit",
    responses: { 200: jsonResponse(playerStatsSchema.openapi('PlayerStats'), 'Stats'), ...errorResponses },
  });

  const offerRoute = createRoute({
    method: 'get',
    path: '/api/me/bets/{id}/cash-out',
    tags: ['bets'],
    summary: "The cash-out offer for the whole stake still on one of the player's bets",
    request: { params: betIdParams },
    responses: {
      200: jsonResponse(cashOutOfferSchema.openapi('CashOutOffer'), 'The offer, or why there is none'),
      ...errorResponses,
      404: errorResponse('No such bet of the player'),
    },
  });

  const cashOutRoute = createRoute({
    method: 'post',
    path: '/api/me/bets/{id}/cash-out',
    tags: ['bets'],
    summary: 'Cash out a fraction (default all) of the stake still on, at the offer accepted; idempotent',
    request: { params: betIdParams, body: jsonBody(cashOutRequestSchema) },
    responses: {
      200: jsonResponse(cashOutResultSchema.openapi('CashOutResult'), 'Cashed out (or this key before)'),
      ...errorResponses,
      404: errorResponse('No such bet of the player'),
      409: errorResponse(
        "CASH_OUT_PRICE_CHANGED (details.amount: the offer now) or CASH_OUT_UNAVAILABLE (details.reason); in play, answered after the market's delay",
      ),
      ...keyReusedResponse,
    },
  });

  const setAutoRoute = createRoute({
    method: 'put',
    path: '/api/me/bets/{id}/auto-cash-out',
    tags: ['bets'],
    summary: 'Cash the bet out in full once its offer reaches the target (above the offer now)',
    request: { params: betIdParams, body: jsonBody(autoCashOutRequestSchema) },
    responses: {
      200: jsonResponse(betSchema, 'The bet with its target'),
      ...errorResponses,
      404: errorResponse('No such bet of the player'),
      409: errorResponse('CASH_OUT_UNAVAILABLE: the bet is no longer pending'),
    },
  });

  const cancelAutoRoute = createRoute({
    method: 'delete',
    path: '/api/me/bets/{id}/auto-cash-out',
    tags: ['bets'],
    summary: "Cancel the bet's auto cash-out",
    request: { params: betIdParams },
    responses: {
      200: jsonResponse(betSchema, 'The bet without a target'),
      ...errorResponses,
      404: errorResponse('No such bet of the player'),
    },
  });

  return createRouter()
    .openapi(placeRoute, async (c) => {
      const { db, now, config } = c.var.deps;
      const delays = betDelaysOf(config);
      const batching = betBatchingOf(config);
      const input = c.req.valid('json');
      const { token, leanCutoff } = c.var.session;
      if (!token) throw unauthorized();
      // The statement checks the session itself; one due its refresh (or gone) takes the usual way.
      const outcome =
        (await placeBets(db, { sessionToken: token, leanCutoff }, input, now(), delays, batching)) ??
        (await placeBets(db, { userId: (await currentUser(c)).id }, input, now(), delays, batching))!;
      const { replayed, ...result } = outcome;
      if (replayed) {
        c.header('Idempotent-Replayed', 'true');
        return c.json(result, 200);
      }
      return c.json(result, 201);
    })
    .openapi(rulesRoute, (c) => {
      c.header('Cache-Control', 'public, max-age=300');
      return c.json(rules, 200);
    })
    .openapi(myBetsRoute, async (c) => {
      const user = await currentUser(c);
      const { status, limit } = c.req.valid('query');
      return c.json({ bets: await listMyBets(c.var.deps.db, user.id, status, limit) }, 200);
    })
    .openapi(bookRoute, async (c) => {
      const user = await currentUser(c);
      const { matchId } = c.req.valid('query');
      return c.json(await myBook(c.var.deps.db, user.id, matchId), 200);
    })
    .openapi(statsRoute, async (c) => {
      const user = await currentUser(c);
      return c.json(await playerStats(c.var.deps.db, user.id), 200);
    })
    .openapi(offerRoute, async (c) => {
      const user = await currentUser(c);
      const { id } = c.req.valid('param');
      return c.json(await cashOutOfferOf(c.var.deps.db, user.id, id), 200);
    })
    .openapi(cashOutRoute, async (c) => {
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      const { db, config } = c.var.deps;
      const { token, leanCutoff } = c.var.session;
      if (!token) throw unauthorized();
      const request = {
        betId: id,
        idempotencyKey: input.idempotencyKey,
        fraction: input.fraction ?? 1,
        accept: { expectedPaise: rupeesToPaise(input.expectedAmount) },
      };
      const [delays, batching] = [betDelaysOf(config), betBatchingOf(config)];
      // The bet read checks the session itself; one due its refresh (or gone), or a bet not found, takes
      // the usual way. In play, the offer accepted is checked after the market's delay, against the feed
      // as it then stands: an offer the ball moved is re-quoted (CASH_OUT_PRICE_CHANGED with the offer now).
      const outcome =
        (await cashOut(db, { sessionToken: token, leanCutoff, ...request }, delays, batching)) ??
        (await cashOut(db, { userId: (await currentUser(c)).id, ...request }, delays, batching));
      if (outcome === TARGET_NOT_REACHED) throw new Error('a request has no target');
      const { replayed, ...result } = outcome;
      if (replayed) c.header('Idempotent-Replayed', 'true');
      return c.json(result, 200);
    })
    .openapi(setAutoRoute, async (c) => {
      const user = await currentUser(c);
      const { id } = c.req.valid('param');
      const { target } = c.req.valid('json');
      return c.json(await setAutoCashOut(c.var.deps.db, user.id, id, target), 200);
    })
    .openapi(cancelAutoRoute, async (c) => {
      const user = await currentUser(c);
      const { id } = c.req.valid('param');
      return c.json(await cancelAutoCashOut(c.var.deps.db, user.id, id), 200);
    });
}
