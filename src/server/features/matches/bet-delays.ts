// One file, several operations: the delays by market kind and one market's delay are one rule, read together.
import type { MarketKind, MatchStatus } from '@shared/statuses';
import type { Config } from '../../config';

/** The in-play bet delay of each market kind, in seconds, as configured. */
export type BetDelays = Readonly<Record<MarketKind, number>>;

/** Match Winner, sessions and overs as configured; any other kind takes the "other" delay. */
export function betDelaysOf(
  config: Pick<
    Config,
    'BET_DELAY_MATCH_WINNER_SECONDS' | 'BET_DELAY_SESSION_SECONDS' | 'BET_DELAY_OTHER_SECONDS'
  >,
): BetDelays {
  return {
    MATCH_WINNER: config.BET_DELAY_MATCH_WINNER_SECONDS,
    SESSION_RUNS: config.BET_DELAY_SESSION_SECONDS,
    OVER_RUNS: config.BET_DELAY_SESSION_SECONDS,
    FIRST_INNINGS_RUNS: config.BET_DELAY_OTHER_SECONDS,
    TOSS_WINNER: config.BET_DELAY_OTHER_SECONDS,
  };
}

/** A market's delay: none before its match starts, its kind's once the match is live. */
export function betDelaySeconds(delays: BetDelays, kind: MarketKind, matchStatus: MatchStatus): number {
  return matchStatus === 'LIVE' ? delays[kind] : 0;
}

/** No delay on any market: every bet is placed at once (the default where no configuration is given). */
export const NO_BET_DELAYS: BetDelays = {
  MATCH_WINNER: 0,
  SESSION_RUNS: 0,
  OVER_RUNS: 0,
  FIRST_INNINGS_RUNS: 0,
  TOSS_WINNER: 0,
};
