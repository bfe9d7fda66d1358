import { createRoute, z } from '@hono/zod-openapi';
import {
  markReadSchema,
  notificationListSchema,
  preferencesSchema,
  savePreferencesSchema,
} from '@shared/contracts/notifications';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../http/router';
import { currentUser } from '../../http/auth-session';
import { getPreferences } from './get-preferences';
import { listNotifications } from './list-notifications';
import { markRead } from './mark-read';
import { savePreferences } from './save-preferences';

const list = createRoute({
  method: 'get',
  path: '/api/me/notifications',
  tags: ['notifications'],
  summary: 'The latest 30 notifications, newest first, and the unread count',
  responses: {
    200: jsonResponse(notificationListSchema.openapi('NotificationList'), 'Notifications'),
    ...errorResponses,
  },
});

const read = createRoute({
  method: 'post',
  path: '/api/me/notifications/read',
  tags: ['notifications'],
  summary: "Mark notifications read (only the player's own; others' ids are ignored)",
  request: { body: jsonBody(markReadSchema) },
  responses: {
    200: jsonResponse(z.object({ unread: z.number() }), 'How many stay unread'),
    ...errorResponses,
  },
});

const preferencesResponse = jsonResponse(preferencesSchema.openapi('Preferences'), 'The preferences');

const preferences = createRoute({
  method: 'get',
  path: '/api/me/preferences',
  tags: ['notifications'],
  summary: 'What the player wants to be told about (all on by default)',
  responses: { 200: preferencesResponse, ...errorResponses },
});

const putPreferences = createRoute({
  method: 'put',
  path: '/api/me/preferences',
  tags: ['notifications'],
  summary: 'Save the three notification toggles, and the reality check interval if given',
  request: { body: jsonBody(savePreferencesSchema) },
  responses: { 200: preferencesResponse, ...errorResponses },
});

export const notificationRoutes = createRouter()
  .openapi(list, async (c) => {
    const user = await currentUser(c);
    return c.json(await listNotifications(c.var.deps.db, user.id), 200);
  })
  .openapi(read, async (c) => {
    const user = await currentUser(c);
    return c.json(await markRead(c.var.deps.db, user.id, c.req.valid('json').ids), 200);
  })
  .openapi(preferences, async (c) => {
    const user = await currentUser(c);
    return c.json(await getPreferences(c.var.deps.db, user.id), 200);
  })
  .openapi(putPreferences, async (c) => {
    const user = await currentUser(c);
    return c.json(await savePreferences(c.var.deps.db, user.id, c.req.valid('json')), 200);
  });
