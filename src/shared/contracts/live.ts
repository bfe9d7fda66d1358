import type { Me } from './me';

/** Server-Sent Events on GET /api/stream. `event:` is the topic; `data:` the payload below. */
export interface LiveEventPayloads {
  /** Score, status or innings text of a match changed. */
  match: {
    matchId: number;
    status: string;
    inningsStatus: string | null;
    currentOver: number;
    homeScore: { runs: number; wickets: number; overs: number };
    awayScore: { runs: number; wickets: number; overs: number };
    tossWinner: string | null;
    winner: string | null;
    resultText: string | null;
  };
  /** Prices moved in one market. */
  odds: { matchId: number; marketId: number; options: { id: number; odds: number; previousOdds: number }[] };
  /** A market opened, was suspended, settled or voided. */
  market: { matchId: number; marketId: number; status: string };
  /** A set of matches appeared or left a list (schedule sync, activation): refetch the lists. */
  matches: { reason: string };
  /** The signed-in player's balance changed (their own streams only). */
  balance: { balance: Me['balance'] };
  /**
   * Some of the signed-in player's bets changed: `count` of them are now `status` (placed, settled,
   * voided). One event per player and status, not per bet, so settling 100,000 bets sends a few events.
   */
  bet: { status: string; count: number };
}
export type LiveTopic = keyof LiveEventPayloads;
