import { z } from 'zod';
import { NOTIFICATION_KINDS } from '../statuses';

export const notificationSchema = z.object({
  id: z.number(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** Where the notice leads in the app (a path), if anywhere. */
  link: z.string().nullable(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/me/notifications: the latest notifications and how many are unread in all. */
export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unread: z.number(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** POST /api/me/notifications/read: marks the player's own notifications read (others' ids are ignored). */
export const markReadSchema = z.object({
  ids: z
    .array(z.number().int().positive(), { error: 'ids must be a list of notification ids' })
    .min(1, 'Name at least one notification')
    .max(100, 'At most 100 notifications at a time'),
});

const REALITY_CHECK_ERROR = 'realityCheckMinutes must be 30, 60 or null (off)';
const realityCheckMinutes = z.union([z.literal(30), z.literal(60), z.null()], { error: REALITY_CHECK_ERROR });

/**
 * GET|PUT /api/me/preferences: what the player wants to be told about, and how often the reality
 * check reminds them (after the first hour of a session, every 30 or 60 minutes; null: off). A PUT
 * without realityCheckMinutes keeps it.
 */
export const preferencesSchema = z.object({
  betResults: z.boolean({ error: 'betResults must be true or false' }),
  matchReminders: z.boolean({ error: 'matchReminders must be true or false' }),
  specialOffers: z.boolean({ error: 'specialOffers must be true or false' }),
  realityCheckMinutes,
});
export type Preferences = z.infer<typeof preferencesSchema>;
export const savePreferencesSchema = preferencesSchema.extend({
  realityCheckMinutes: realityCheckMinutes.optional(),
});
export type SavePreferences = z.infer<typeof savePreferencesSchema>;
