// What a correction can still take back. resettleMatch and resettleToss reopen, within
// RESETTLE_WINDOW_HOURS of the settlement they correct, the markets below, and reverse everything their
// bets credited to the players' wallets.
// One file, several operations: these rules, in SQL and in the app, live here once, so the back office
// (correctableWinnings) flags exactly the winnings a correction could reach.
import { sql, type SQL } from 'drizzle-orm';
import { RESETTLE_WINDOW_HOURS } from '@shared/constants';
import { SCORE_MARKET_KINDS, TEAM_MARKET_KINDS } from '@shared/statuses';
import { kindIn } from './kind-in';

/** The markets (table or alias `markets`) a corrected match result reopens: its team markets, and its voided score markets. */
export const reopenedByResultCorrection = (markets: string): SQL =>
  sql`(${kindIn(TEAM_MARKET_KINDS, `${markets}.kind`)} or (${kindIn(SCORE_MARKET_KINDS, `${markets}.kind`)} and ${sql.raw(markets)}.status = 'VOID'))`;

/** The markets a corrected toss reopens. */
export const reopenedByTossCorrection = (markets: string): SQL => sql`${sql.raw(markets)}.is_toss`;

/** Whether a settlement made at `settledAt` (an SQL timestamp) can still be corrected. */
export const stillCorrectable = (settledAt: SQL): SQL =>
  sql`${settledAt} >= now() - make_interval(hours => ${RESETTLE_WINDOW_HOURS})`;

/** Whether a settlement made at `settledAt` can still be corrected, read in the app (as stillCorrectable). */
export const withinCorrectionWindow = (settledAt: Date) =>
  Date.now() - new Date(settledAt).getTime() <= RESETTLE_WINDOW_HOURS * 3_600_000;
