import type pg from 'pg';
import type { Logger } from 'pino';
import { payDecidedMarkets } from '../features/score-markets/pay-decided-markets';
import type { Db } from '../db/client';
import { startLockedTicker } from './start-locked-ticker';

/**
 * Pays the score markets the live sync decided (pay-decided-markets.ts), off the live ticker, so a
 * payment never holds up the next sync: its transactions of a bounded number of bets interleave with the
 * syncs and placements. Every second, on the instance holding its advisory lock; a payment cut short
 * (a crash, a restart) is finished by the next tick, on this or another instance.
 */
export function startDecidedMarketPayer(pool: pg.Pool, db: Db, logger: Logger, seconds = 1) {
  return startLockedTicker(pool, 7260003, seconds, logger, 'paying decided markets failed', async () => {
    const paid = await payDecidedMarkets(db);
    if (paid.chunks > 0)
      logger.info({ job: 'pay-decided-markets', ...paid, paidPaise: String(paid.paidPaise) }, 'job done');
  });
}
