import { createRoute, z } from '@hono/zod-openapi';
import { accountSessionsSchema, passwordChangeSchema, profileUpdateSchema } from '@shared/contracts/account';
import { localeChangeSchema, meSchema } from '@shared/contracts/me';
import { unauthorized } from '../../errors';
import type { AppEnv } from '../../http/context';
import { createRouter, errorResponse, errorResponses, jsonBody, jsonResponse } from '../../http/router';
import { currentUser, sessionUser } from '../../http/auth-session';
import { changePassword } from './change-password';
import { getProfile } from './get-profile';
import { listSignInSessions } from './list-sign-in-sessions';
import { saveLocale } from './save-locale';
import { signOutOtherSessions } from './sign-out-other-sessions';
import { updateProfile } from './update-profile';

const getMe = createRoute({
  method: 'get',
  path: '/api/me',
  tags: ['players'],
  summary: "The signed-in player's profile, balance in rupees",
  responses: {
    200: jsonResponse(
      meSchema.openapi('Me').nullable(),
      'Profile, or null for a visitor (an ordinary answer)',
    ),
  },
});

const patchProfile = createRoute({
  method: 'patch',
  path: '/api/me/profile',
  tags: ['players'],
  summary: 'Change the name and/or the sign-in email (a new email needs the current password)',
  request: { body: jsonBody(profileUpdateSchema) },
  responses: {
    200: jsonResponse(meSchema, 'The saved profile'),
    ...errorResponses,
    409: errorResponse('EMAIL_IN_USE'),
  },
});

const putLocale = createRoute({
  method: 'put',
  path: '/api/me/locale',
  tags: ['players'],
  summary: "Save the player's language (en or hi), which their other devices follow",
  request: { body: jsonBody(localeChangeSchema) },
  responses: {
    204: { description: 'Saved' },
    ...errorResponses,
  },
});

const postPassword = createRoute({
  method: 'post',
  path: '/api/me/password',
  tags: ['players'],
  summary: "Change the password; the player's other sessions are signed out",
  request: { body: jsonBody(passwordChangeSchema) },
  responses: {
    200: jsonResponse(z.object({ signedOut: z.number().int() }), 'Changed; how many other sessions ended'),
    ...errorResponses,
  },
});

const getSessions = createRoute({
  method: 'get',
  path: '/api/me/sessions',
  tags: ['players'],
  summary: 'Where the player is signed in (device, last active), this session first',
  responses: {
    200: jsonResponse(accountSessionsSchema.openapi('AccountSessions'), 'Sessions'),
    ...errorResponses,
  },
});

const postSignOutOthers = createRoute({
  method: 'post',
  path: '/api/me/sessions/sign-out-others',
  tags: ['players'],
  summary: 'Sign out every other session of the player',
  responses: {
    200: jsonResponse(z.object({ signedOut: z.number().int() }), 'How many sessions ended'),
    ...errorResponses,
  },
});

/** The signed-in player and the token of this very session (kept when others are signed out). */
async function player(c: { var: AppEnv['Variables'] }) {
  const user = await currentUser(c);
  const token = c.var.session.token;
  if (!token) throw unauthorized();
  return { user, token };
}

export const meRoutes = createRouter()
  .openapi(getMe, async (c) => {
    // Signed out is not an error here: every visitor's first page asks, and a 401 would be logged in
    // their console on every load.
    const user = await sessionUser(c);
    const profile = user && (await getProfile(c.var.deps.db, user.id));
    return c.json(profile ?? null, 200);
  })
  .openapi(patchProfile, async (c) => {
    const user = await currentUser(c);
    return c.json(await updateProfile(c.var.deps.db, user.id, c.req.valid('json')), 200);
  })
  .openapi(putLocale, async (c) => {
    const user = await currentUser(c);
    await saveLocale(c.var.deps.db, user.id, c.req.valid('json').locale);
    return c.body(null, 204);
  })
  .openapi(postPassword, async (c) => {
    const { user, token } = await player(c);
    const { db, auth } = c.var.deps;
    const result = await changePassword(
      db,
      auth,
      { headers: c.req.raw.headers, userId: user.id, sessionToken: token },
      c.req.valid('json'),
    );
    return c.json(result, 200);
  })
  .openapi(getSessions, async (c) => {
    const { user, token } = await player(c);
    return c.json({ sessions: await listSignInSessions(c.var.deps.db, user.id, token) }, 200);
  })
  .openapi(postSignOutOthers, async (c) => {
    const { user, token } = await player(c);
    return c.json(await signOutOtherSessions(c.var.deps.db, user.id, token), 200);
  });
