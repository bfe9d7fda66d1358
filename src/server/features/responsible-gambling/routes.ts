import { createRoute, z } from '@hono/zod-openapi';
import { bettingBreakSchema } from '@shared/contracts/me';
import {
  bettingLimitsSchema,
  limitKeySchema,
  realityCheckQuerySchema,
  realityCheckSchema,
  selfExclusionSchema,
  setLimitSchema,
  timeOutSchema,
} from '@shared/contracts/responsible-gambling';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../http/router';
import { currentUser } from '../../http/auth-session';
import { activeBreak } from './active-break';
import { takeBreak } from './take-break';
import { cancelPendingLimit } from './cancel-pending-limit';
import { getLimits } from './get-limits';
import { setLimit } from './set-limit';
import { realityCheck } from './reality-check';

const breakResponse = jsonResponse(
  bettingBreakSchema.openapi('BettingBreak'),
  'The break the player is on now',
);

const timeOut = createRoute({
  method: 'post',
  path: '/api/me/time-out',
  tags: ['responsible gambling'],
  summary: 'Take a time-out from betting (24h, 7d, 30d, 6w): at once, and it cannot be lifted early',
  request: { body: jsonBody(timeOutSchema) },
  responses: { 200: breakResponse, ...errorResponses },
});

const selfExclusion = createRoute({
  method: 'post',
  path: '/api/me/self-exclusion',
  tags: ['responsible gambling'],
  summary: 'Exclude yourself from betting (6m, 1y, 2y, 5y): at once, and it cannot be lifted early',
  request: { body: jsonBody(selfExclusionSchema) },
  responses: { 200: breakResponse, ...errorResponses },
});

const current = createRoute({
  method: 'get',
  path: '/api/me/break',
  tags: ['responsible gambling'],
  summary: 'The time-out or self-exclusion the player is on, if any',
  responses: {
    200: jsonResponse(z.object({ break: bettingBreakSchema.nullable() }), 'The break, or null'),
    ...errorResponses,
  },
});

const limitsResponse = jsonResponse(
  bettingLimitsSchema.openapi('BettingLimits'),
  'The limits in force, with what is left this period, and the pending raises and removals',
);

const limits = createRoute({
  method: 'get',
  path: '/api/me/limits',
  tags: ['responsible gambling'],
  summary: 'Stake and loss limits (daily, weekly, monthly; calendar periods in India time)',
  responses: { 200: limitsResponse, ...errorResponses },
});

const putLimit = createRoute({
  method: 'put',
  path: '/api/me/limits',
  tags: ['responsible gambling'],
  summary:
    'Set, lower, raise or remove (amount null) one limit: setting or lowering applies at once, raising or removing after 24 hours',
  request: { body: jsonBody(setLimitSchema) },
  responses: { 200: limitsResponse, ...errorResponses },
});

const cancelPending = createRoute({
  method: 'delete',
  path: '/api/me/limits/pending/{kind}/{period}',
  tags: ['responsible gambling'],
  summary: 'Cancel the pending raise or removal of one limit',
  request: { params: limitKeySchema },
  responses: { 200: limitsResponse, ...errorResponses },
});

const realityCheckRoute = createRoute({
  method: 'get',
  path: '/api/me/reality-check',
  tags: ['responsible gambling'],
  summary: 'What the player staked and got back since their session began (at most the last 24 hours)',
  request: { query: realityCheckQuerySchema },
  responses: {
    200: jsonResponse(realityCheckSchema.openapi('RealityCheck'), 'Stakes, returns and net result'),
    ...errorResponses,
  },
});

export const responsibleGamblingRoutes = createRouter()
  .openapi(timeOut, async (c) => {
    const user = await currentUser(c);
    return c.json(await takeBreak(c.var.deps.db, user.id, 'TIME_OUT', c.req.valid('json').period), 200);
  })
  .openapi(selfExclusion, async (c) => {
    const user = await currentUser(c);
    return c.json(await takeBreak(c.var.deps.db, user.id, 'SELF_EXCLUSION', c.req.valid('json').period), 200);
  })
  .openapi(current, async (c) => {
    const user = await currentUser(c);
    return c.json({ break: await activeBreak(c.var.deps.db, user.id) }, 200);
  })
  .openapi(limits, async (c) => {
    const user = await currentUser(c);
    return c.json(await getLimits(c.var.deps.db, user.id, c.var.deps.now()), 200);
  })
  .openapi(putLimit, async (c) => {
    const user = await currentUser(c);
    return c.json(await setLimit(c.var.deps.db, user.id, c.req.valid('json'), c.var.deps.now()), 200);
  })
  .openapi(cancelPending, async (c) => {
    const user = await currentUser(c);
    return c.json(
      await cancelPendingLimit(c.var.deps.db, user.id, c.req.valid('param'), c.var.deps.now()),
      200,
    );
  })
  .openapi(realityCheckRoute, async (c) => {
    const user = await currentUser(c);
    const since = new Date(c.req.valid('query').since);
    return c.json(await realityCheck(c.var.deps.db, user.id, since, c.var.deps.now()), 200);
  });
