import { createRoute } from '@hono/zod-openapi';
import { meSchema } from '@shared/contracts/me';
import { rupeesToPaise } from '@shared/money';
import { unauthorized } from '../../http/errors';
import { createRouter, errorResponses, jsonResponse } from '../../http/router';
import { currentUser } from '../../http/session';
import { getProfile } from './service';

const getMe = createRoute({
  method: 'get',
  path: '/api/me',
  tags: ['players'],
  summary: "The signed-in player's profile, balance in rupees",
  responses: {
    200: jsonResponse(meSchema.openapi('Me'), 'Profile'),
    401: errorResponses[401],
  },
});

export const meRoutes = createRouter().openapi(getMe, async (c) => {
  const user = currentUser(c);
  const { db, config } = c.var.deps;
  const profile = await getProfile(db, user.id, rupeesToPaise(config.SIGNUP_CREDIT_RUPEES));
  if (!profile) throw unauthorized();
  return c.json(profile, 200);
});
