import type { MarketClosedReason } from '@shared/statuses';

/** Why the feed has closed a market, as the book says it (the back office stays in English). */
export const CLOSED_REASON_TEXT: Record<MarketClosedReason, string> = {
  DECIDED: 'result decided',
  LINE_MOVED: 'line moved',
  TOSS_DONE: 'toss done',
  INNINGS_OVER: 'first innings over',
  MATCH_OVER: 'match over',
};
