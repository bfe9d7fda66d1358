import type { OddsChangedDetails } from '@shared/contracts/bets';
import type { BetDelayRefusal } from '@shared/statuses';
import { DomainError } from '../../errors';

const MESSAGES: Record<Exclude<BetDelayRefusal, 'ODDS_CHANGED'>, string> = {
  BALL_BOWLED:
    'A ball was bowled while your bet waited, so it was not placed. Check the new price and try again.',
  MARKET_SUSPENDED: 'The market was suspended while your bet waited, so it was not placed.',
  MARKET_CLOSED: 'The market closed while your bet waited, so it was not placed.',
  FEED_STALE: 'The live score could not be confirmed in time, so your bet was not placed. Nothing was taken.',
};

/**
 * The answer to an in-play slip refused at the end of its delay: ODDS_CHANGED with the new prices, as a
 * slip refused on arrival is answered, else BET_DELAY_REFUSED with the reason.
 */
export function delayRefusal(
  reason: BetDelayRefusal,
  changes: OddsChangedDetails['changes'] | null,
): DomainError {
  if (reason === 'ODDS_CHANGED')
    return new DomainError('ODDS_CHANGED', 'Odds have changed', { changes: changes ?? [] });
  return new DomainError('BET_DELAY_REFUSED', MESSAGES[reason], { reason });
}
