// The spec's business constants (section 9). One place, imported by server and browser.
export const SITE_TITLE = 'IPL Betting';
export const TITLE_TEMPLATE = '%s | IPL Betting';

export const MIN_BET_RUPEES = 100;
/** The most selections one bet slip may carry (one per match and market). */
export const MAX_SLIP_SELECTIONS = 20;
export const QUICK_STAKES_RUPEES = [100, 500, 1000] as const;
export const MIN_WITHDRAWAL_RUPEES = 500;
/** A completed payout can be recorded as bounced (and refunded) for this long after it was paid. */
export const PAYOUT_FAILED_WINDOW_DAYS = 7;
export const PASSWORD_MIN_LENGTH = 6;
export const MINIMUM_AGE = 18;
export const ERROR_TOAST_MS = 4000;
export const HOME_LIVE_PREVIEW = 1;
export const HOME_UPCOMING_PREVIEW = 2;
export const CAROUSEL_AUTOPLAY_MS = 4000;
export const WINNERS_REFRESH_MS = 5 * 60_000;
export const UPCOMING_REFRESH_MS = 30 * 60_000;
export const DEFAULT_MARKET_NAME = 'Match Winner';
export const DEFAULT_MARKET_ODDS = 1.9;
export const POSTPONED_VOID_AFTER_HOURS = 48;
/** How long after settling a match or toss an admin may still correct it (sportsbooks: 24 to 48 hours). */
export const RESETTLE_WINDOW_HOURS = 48;
export const ADMIN_ACTION_LOG_SIZE = 10;
export const BET_HISTORY_SKELETONS = 3;

/** Built-in demo player that the login dialog's 'Use Demo Login' fills in. Not a secret: it is a demo. */
export const DEMO_PLAYER = {
  email: 'demo@iplbetting.app',
  password: 'demo1234',
  name: 'Demo Player',
} as const;

/** The support-chat link in the header: an external messaging group. */
export const SUPPORT_CHAT_URL = 'https://t.me/iplbetting_support';
