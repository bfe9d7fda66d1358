import { z } from 'zod';
import { MIN_BET_RUPEES, QUICK_STAKES_RUPEES } from '../constants';
import { areQuickStakes } from '../quick-stakes';
import { NOTIFICATION_KINDS } from '../statuses';
import { oddsChangeSchema } from './bets';

const rupees = z.number();
/**
 * The match a notice is about: its teams' short names ('MI', 'CSK'), null when the match has no teams
 * (the reader sees "match #12"), and its id (null when only the teams are known).
 */
const noticeMatch = {
  matchId: z.number().int().nullable(),
  home: z.string().nullable(),
  away: z.string().nullable(),
};

/**
 * What a notice says, as a code with its parameters: the reader's app words it in the reader's
 * language when it is read, so a notice follows a language switch. Names in it (teams, options) are the
 * data's English names, which the reader's app reads through cricketText; amounts are rupees. TEXT: a
 * notice stored as sentences, in the language its player read then, whose parameters could not be told.
 */
export const noticeParamsSchema = z.discriminatedUnion('code', [
  z.object({ code: z.literal('BET_WON'), ...noticeMatch, bets: z.number().int(), amount: rupees }),
  z.object({ code: z.literal('BET_LOST'), ...noticeMatch, bets: z.number().int() }),
  z.object({ code: z.literal('BET_VOID'), ...noticeMatch, bets: z.number().int(), amount: rupees }),
  z.object({
    code: z.literal('AUTO_CASH_OUT'),
    /** The teams' names and the option as the bet names them ('Mumbai Indians'). */
    home: z.string(),
    away: z.string(),
    option: z.string(),
    /** The market's over/under line, null for markets without one. */
    line: z.number().nullable(),
    amount: rupees,
  }),
  z.object({ code: z.literal('MATCH_REMINDER'), ...noticeMatch, startsAt: z.string() }),
  z.object({
    code: z.literal('WALLET_BELOW_ZERO'),
    ...noticeMatch,
    /** Which part of the match was corrected. */
    part: z.enum(['result', 'toss']),
    /** How far below zero the wallet is now. */
    owed: rupees,
  }),
  z.object({ code: z.literal('WITHDRAWAL_PAID'), amount: rupees }),
  /** `reason`: the operator's words as they typed them, without a closing stop. */
  z.object({ code: z.literal('WITHDRAWAL_REJECTED'), amount: rupees, reason: z.string() }),
  z.object({ code: z.literal('WITHDRAWAL_FAILED'), amount: rupees, reason: z.string() }),
  z.object({ code: z.literal('TEXT'), title: z.string(), body: z.string() }),
]);
export type NoticeParams = z.infer<typeof noticeParamsSchema>;

export const notificationSchema = z.object({
  id: z.number(),
  kind: z.enum(NOTIFICATION_KINDS),
  params: noticeParamsSchema,
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

const QUICK_STAKES_ERROR =
  `quickStakes must be ${QUICK_STAKES_RUPEES.length} whole rupee amounts from ₹${MIN_BET_RUPEES} to ` +
  `₹1,00,00,000, each larger than the one before`;
const quickStakes = z
  .array(z.number({ error: QUICK_STAKES_ERROR }), { error: QUICK_STAKES_ERROR })
  .refine(areQuickStakes, { error: QUICK_STAKES_ERROR });

/**
 * GET|PUT /api/me/preferences: what the player wants to be told about, how often the reality check
 * reminds them (after the first hour of a session, every 30 or 60 minutes; null: off), what their
 * bets do when a price moved (oddsChange, ODDS_CHANGE_PREFERENCES; HIGHER until chosen), and the slip's
 * one-click stakes (quickStakes: three amounts a tap adds to a pick's stake; QUICK_STAKES_RUPEES until
 * chosen). A PUT without realityCheckMinutes, oddsChange or quickStakes keeps it.
 */
export const preferencesSchema = z.object({
  betResults: z.boolean({ error: 'betResults must be true or false' }),
  matchReminders: z.boolean({ error: 'matchReminders must be true or false' }),
  specialOffers: z.boolean({ error: 'specialOffers must be true or false' }),
  realityCheckMinutes,
  oddsChange: oddsChangeSchema,
  quickStakes,
});
export type Preferences = z.infer<typeof preferencesSchema>;
export const savePreferencesSchema = preferencesSchema.extend({
  realityCheckMinutes: realityCheckMinutes.optional(),
  oddsChange: oddsChangeSchema.optional(),
  quickStakes: quickStakes.optional(),
});
export type SavePreferences = z.infer<typeof savePreferencesSchema>;
