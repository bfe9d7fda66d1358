// Server-Sent Events on GET /api/stream: `event:` is the topic, `data:` the payload below. The server
// types what it publishes with them and the browser types what it reads; the tests parse what they read.
import * as z from 'zod/mini';
import { MARKET_CLOSED_REASONS } from '../statuses';

const score = z.object({ runs: z.number(), wickets: z.number(), overs: z.number() });

export const liveEventSchemas = {
  /** Score, status or innings text of a match changed. */
  match: z.object({
    matchId: z.number(),
    status: z.string(),
    inningsStatus: z.nullable(z.string()),
    currentOver: z.number(),
    homeScore: score,
    awayScore: score,
    tossWinner: z.nullable(z.string()),
    winner: z.nullable(z.string()),
    resultText: z.nullable(z.string()),
  }),
  /**
   * Prices moved in one market: each option's back price (`previousOdds` before it) and its lay price,
   * null where there is none. A lay price that moved alone comes with `odds` equal to `previousOdds`.
   */
  odds: z.object({
    matchId: z.number(),
    marketId: z.number(),
    options: z.array(
      z.object({
        id: z.number(),
        odds: z.number(),
        previousOdds: z.number(),
        layOdds: z.nullable(z.number()),
      }),
    ),
  }),
  /** A market opened, was suspended, settled or voided. */
  /**
   * closedReason: set when the feed closes the market (MARKET_CLOSED_REASONS; a session line that moved
   * leaves the lists), null when a session line reopens.
   */
  market: z.object({
    matchId: z.number(),
    marketId: z.number(),
    status: z.string(),
    closedReason: z.optional(z.nullable(z.enum(MARKET_CLOSED_REASONS))),
  }),
  /**
   * A set of matches appeared or left a list (schedule sync, activation), or their sessions took the
   * batting side's name at the toss: refetch the lists.
   */
  matches: z.object({ reason: z.string() }),
  /**
   * The signed-in player's balance changed (their own streams only): a bet was placed, paid or refunded,
   * money left or came back, so their bets and transactions changed too. `version` grows with every
   * change of that balance: events can arrive out of order from two app instances, so an older one is
   * dropped.
   */
  balance: z.object({ balance: z.number(), version: z.number() }),
  /**
   * Some of the signed-in player's bets were settled, voided or reopened: `count` of them are now
   * `status`. One event per player and status, not per bet, so settling 100,000 bets sends a few events.
   */
  bet: z.object({ status: z.string(), count: z.number() }),
  /** A new notification for the signed-in player (their own streams only): the bell counts it at once. */
  notification: z.object({ id: z.number(), kind: z.string() }),
  /** One of the signed-in player's withdrawals changed status (their own streams only). */
  withdrawal: z.object({ id: z.string(), status: z.string() }),
  /**
   * Admins' streams only: something the back office shows changed (an admin acted: `action` names it),
   * so its counts, pending lists and activity log are stale.
   */
  backoffice: z.object({ action: z.string() }),
  /**
   * Never recorded: the last event of a stream whose session ended (`SIGNED_OUT`: signed out, signed
   * out by another session, password changed, expired) or whose admin role was removed (`NOT_ADMIN`),
   * and the first of a stream opened with the cookie of an ended session. The browser asks again who
   * it is, as after a 401, and its stream reopens as what it now is.
   */
  access: z.object({ reason: z.enum(['SIGNED_OUT', 'NOT_ADMIN']) }),
};

export type LiveTopic = keyof typeof liveEventSchemas;
export type LiveEventPayloads = { [T in LiveTopic]: z.infer<(typeof liveEventSchemas)[T]> };
