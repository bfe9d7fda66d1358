// One file, several operations: the text a decision is stored as (markets.result) and how it is
// read back, writer and reader side by side, so they agree on where the winner is named.
import type { ScoreMarketResult } from './score-market-result';

/** A decision as the market stores it (markets.result): the settled text ends with its winner. */
export type StoredDecision = { outcome: 'settled'; winner: string } | { outcome: 'void' };

const WINNER_AT_END = /\((Yes|No|Over|Under) \d+(?:\.\d+)?\)$/;

/**
 * Reads back a decision scoreMarketResult made and the live sync stored as the market's result: a
 * settled result names its winning option at its end ("... (Yes 45.5)"); a void reason never does.
 */
export function storedDecision(result: string): StoredDecision {
  const winner = WINNER_AT_END.exec(result)?.[1];
  return winner ? { outcome: 'settled', winner } : { outcome: 'void' };
}

/** The text a decision is stored as (the settled result, or the void reason). */
export const decisionText = (result: Exclude<ScoreMarketResult, { outcome: 'open' }>) =>
  result.outcome === 'settled' ? result.result : result.reason;
