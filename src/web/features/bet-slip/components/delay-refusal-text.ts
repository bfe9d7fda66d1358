import { plural, t } from '@lingui/core/macro';
import type { DelayRefusal } from '../types';

/**
 * What happened to a slip of `count` bets refused at the end of its in-play delay (409
 * BET_DELAY_REFUSED), and what the player can do, in the page's language (read at call time). The
 * whole slip is refused, and the stakes held meanwhile came back.
 */
export function delayRefusalText(
  reason: DelayRefusal,
  count: number,
): { title: string; reason: string; stake: string } {
  return {
    title: t`${plural(count, { one: 'In-play bet not placed', other: 'In-play bets not placed' })}`,
    reason: reasonText(reason),
    stake: t`Nothing was taken from your balance.`,
  };
}

function reasonText(reason: DelayRefusal): string {
  switch (reason) {
    case 'BALL_BOWLED':
      return t`A ball was bowled during the delay. Check the new odds and try again.`;
    case 'MARKET_SUSPENDED':
      return t`The market was suspended during the delay. Try again when it reopens.`;
    case 'MARKET_CLOSED':
      return t`The market closed during the delay. Choose again from the markets open now.`;
    case 'FEED_STALE':
      return t`We could not confirm the live score in time. Try again in a moment.`;
  }
}
