import { createRoute } from '@hono/zod-openapi';
import { meSchema } from '@shared/contracts/me';
import { unauthorized } from '../../errors';
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
  const user = await currentUser(c);
  const profile = await getProfile(c.var.deps.db, user.id);
  if (!profile) throw unauthorized();
  return c.json(profile, 200);
});
