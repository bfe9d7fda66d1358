import { DEFAULT_CASH_OUT_MARGIN_BPS } from '@shared/cash-out';
import { resolve } from 'node:path';
import { z } from 'zod';
import { SIMULATOR_SECRET_MIN_LENGTH } from './feeds/simulator/season-randomness';
import { DEFAULT_BET_BATCHING } from './features/bets/bet-batching';

// The only reader of process.env. Every variable is listed in the README's configuration table.
const boolean = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** The public origin players use (cookies, CSRF origin check, Better Auth). */
  PUBLIC_URL: z.url().optional(),
  /** External PostgreSQL. When unset, an embedded server is started under DATA_DIR. */
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(20),
  /**
   * Batches of placements, of cash-outs and of cash-outs' bet reads (ADRs 0050 to 0052): a batch goes to
   * the database at this many items, or this many milliseconds after its first, with at most
   * BET_BATCH_LANES of each kind in flight per instance.
   */
  BET_BATCH_MAX: z.coerce.number().int().min(1).max(1000).default(DEFAULT_BET_BATCHING.maxWrites),
  BET_BATCH_WAIT_MS: z.coerce.number().min(0).max(100).default(DEFAULT_BET_BATCHING.waitMs),
  BET_BATCH_LANES: z.coerce.number().int().min(1).max(50).default(DEFAULT_BET_BATCHING.lanes),
  /** Signs session cookies. Required in production; in development one is generated into DATA_DIR. */
  BETTER_AUTH_SECRET: z.string().min(32).optional(),
  SIGNUP_CREDIT_RUPEES: z.coerce.number().int().min(0).max(10_000_000).default(10_000),
  /** The largest stake one bet may carry, in whole rupees (the minimum is the spec's ₹100). */
  BET_MAX_STAKE_RUPEES: z.coerce.number().int().min(100).max(10_000_000).default(100_000),
  /** The cash-out margin in basis points (500 = 5%): the offer is the fair value less this share. */
  CASH_OUT_MARGIN_BPS: z.coerce.number().int().min(0).max(5_000).default(DEFAULT_CASH_OUT_MARGIN_BPS),
  /**
   * The in-play bet delay by market kind, in seconds (0: none): an in-play bet waits this long, its stake
   * held, and is placed only if nothing material happened meanwhile (features/bets/held-slips.ts).
   */
  BET_DELAY_MATCH_WINNER_SECONDS: z.coerce.number().min(0).max(30).default(5),
  BET_DELAY_SESSION_SECONDS: z.coerce.number().min(0).max(30).default(2),
  BET_DELAY_OTHER_SECONDS: z.coerce.number().min(0).max(30).default(5),
  /** Four eyes: a withdrawal above this many rupees needs the approval of two different admins. */
  WITHDRAWAL_SECOND_APPROVAL_ABOVE_RUPEES: z.coerce
    .number()
    .int()
    .min(500)
    .max(1_000_000_000)
    .default(50_000),
  /**
   * Sign-in attempts per client address per window (successful ones are given back, so players behind
   * one carrier NAT do not lock each other out), per account from browsers without its device cookie,
   * and per device cookie. In PostgreSQL, shared by every instance. docs/decisions/0009 and 0040.
   */
  SIGNIN_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(30),
  SIGNIN_ACCOUNT_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  SIGNIN_DEVICE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  SIGNIN_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  /** Live event streams one client address may hold open on an instance, and all streams an instance holds. */
  SSE_MAX_PER_ADDRESS: z.coerce.number().int().min(1).default(50),
  SSE_MAX_STREAMS: z.coerce.number().int().min(1).default(20_000),
  /** Registrations allowed per client per minute. */
  SIGNUP_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  /** Trust X-Forwarded-For from a load balancer in front of the app (for rate limits and logs). */
  TRUST_PROXY: boolean.default(false),
  /** Demo data: winners, payout accounts, the demo player and an admin with a known password. Default: on, but never in production. */
  SEED_DEMO_DATA: boolean.optional(),
  /**
   * Pins the IPL season whose tournament-winner odds are synced and shown. Unset: the season being
   * played, as the cricket provider dates it (the simulator's current season, CricAPI's current year).
   */
  TOURNAMENT_SEASON: z.coerce.number().int().min(2008).max(2100).optional(),
  SEED_ADMIN_EMAIL: z.email().default('admin@iplbetting.app'),
  /**
   * The seeded admin's password. Development: the README's. Production: no admin is seeded unless this
   * is set, to a password of 12 or more characters that is not the README's.
   */
  SEED_ADMIN_PASSWORD: z.string().min(6).optional(),
  /** Where live cricket data comes from. Default: cricapi when CRICAPI_KEY is set, else the simulator. */
  CRICKET_PROVIDER: z.enum(['simulator', 'cricapi']).optional(),
  /** cricketdata.org API key. Sent only to CricAPI; never logged. */
  CRICAPI_KEY: z.string().min(8).optional(),
  /** The IPL series id at CricAPI (series_info): the season's fixtures and results, and tournament odds. */
  CRICAPI_SERIES_ID: z.string().optional(),
  /** CricAPI's endpoint root; unset means https://api.cricapi.com/v1. */
  CRICAPI_BASE_URL: z.url().optional(),
  /**
   * CricAPI calls a day (CricAPI's day, UTC) the sync may make: the free plan allows 100, less a margin
   * for restarts and syncs run by hand. The schedule is read once a day, a result once after a match
   * whose last poll did not show it, and the rest polls live matches, spread over their play.
   */
  CRICAPI_DAILY_CALLS: z.coerce.number().int().min(10).max(1_000_000).default(90),
  /**
   * CricAPI: how often the live ticker asks the provider for live state. The provider calls the API only
   * when the daily budget's pace allows (currentMatches is cached 60 s, so 60 is the useful minimum).
   */
  CRICAPI_TICK_SECONDS: z.coerce.number().int().min(60).max(3600).default(60),
  /**
   * Simulator: a published seed, the same seasons anywhere (development and tests; default 2025). Refused
   * in production, where anyone could compute every coming ball from it.
   */
  SIM_SEED: z.coerce.number().int().min(0).max(0xffffffff).optional(),
  /**
   * Simulator in production: the secret its seasons are drawn from. Unset: one is drawn at first start
   * and kept in the database, shared by every instance.
   */
  SIM_SECRET: z.string().min(SIMULATOR_SECRET_MIN_LENGTH).optional(),
  /** Simulator: real seconds per delivery (12: an innings takes about half an hour). */
  SIM_SECONDS_PER_BALL: z.coerce.number().positive().max(600).default(12),
  /**
   * Simulator: where season 0 starts (ISO date-time). Instances must share it. The browser journeys set
   * it relative to their start, so every run sees the same moment of the same season.
   */
  SIM_EPOCH: z.iso.datetime({ offset: true }).optional(),
  /** Simulator: how often live matches are advanced and pushed. */
  SIM_TICK_SECONDS: z.coerce.number().positive().max(300).default(3),
  /** Run the scheduled syncs (pg-boss) and the simulator ticker in this instance. */
  JOBS_ENABLED: boolean.default(true),
  /** Sync schedule, markets, live state and tournament odds once at start-up. */
  SYNC_ON_START: boolean.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Serve the built web app from this folder (built by `npm run build`). */
  WEB_DIST_DIR: z.string().default('./dist/web'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(8000),
});

/** The development admin's password, printed in the README: never accepted in production. */
const DEVELOPMENT_ADMIN_PASSWORD = 'admin1234';

/** The development seed: published in the README, so its seasons are anyone's to compute. */
const DEVELOPMENT_SIM_SEED = 2025;

export type Config = Omit<
  z.infer<typeof configSchema>,
  'SEED_DEMO_DATA' | 'SEED_ADMIN_PASSWORD' | 'SIM_SEED' | 'SIM_SECRET'
> & {
  SEED_DEMO_DATA: boolean;
  /** The admin to create at start, if any (with a password that is not a published one in production). */
  seedAdmin: { email: string; password: string } | null;
  publicUrl: string;
  dataDir: string;
  cricketProvider: 'simulator' | 'cricapi';
  /**
   * What the simulator draws its seasons from: a published seed, a secret, or null for the secret kept
   * in the database (production without SIM_SECRET).
   */
  simulatorSeed: number | string | null;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means unset (DATABASE_URL= npm start uses the embedded server).
  const parsed = configSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  if (config.NODE_ENV === 'production' && !config.BETTER_AUTH_SECRET) {
    throw new Error(
      'Invalid configuration:\n  BETTER_AUTH_SECRET: required in production (at least 32 characters)',
    );
  }
  const production = config.NODE_ENV === 'production';
  if (production && config.SEED_DEMO_DATA)
    throw new Error(
      'Invalid configuration:\n  SEED_DEMO_DATA: demo data (accounts with published passwords) is never seeded in production',
    );
  const adminPassword = config.SEED_ADMIN_PASSWORD ?? (production ? undefined : DEVELOPMENT_ADMIN_PASSWORD);
  if (
    production &&
    adminPassword !== undefined &&
    (adminPassword === DEVELOPMENT_ADMIN_PASSWORD || adminPassword.length < 12)
  )
    throw new Error(
      'Invalid configuration:\n  SEED_ADMIN_PASSWORD: in production it must be 12 or more characters and not the ' +
        "README's development password (or leave it unset and run `npm run create-admin`)",
    );
  const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  const cricketProvider = config.CRICKET_PROVIDER ?? (config.CRICAPI_KEY ? 'cricapi' : 'simulator');
  if (cricketProvider === 'cricapi' && !config.CRICAPI_KEY) {
    throw new Error('Invalid configuration:\n  CRICAPI_KEY: required when CRICKET_PROVIDER=cricapi');
  }
  if (production && config.SIM_SEED !== undefined)
    throw new Error(
      'Invalid configuration:\n  SIM_SEED: a published seed lets anyone compute every coming ball; production ' +
        'draws a secret (set SIM_SECRET to 32+ characters, or leave it unset to keep one in the database)',
    );
  const seedDemoData = config.SEED_DEMO_DATA ?? !production;
  const { SIM_SEED, SIM_SECRET, ...rest } = config;
  return {
    ...rest,
    simulatorSeed: SIM_SECRET ?? SIM_SEED ?? (production ? null : DEVELOPMENT_SIM_SEED),
    SEED_DEMO_DATA: seedDemoData,
    seedAdmin:
      adminPassword !== undefined && (seedDemoData || config.SEED_ADMIN_PASSWORD !== undefined)
        ? { email: config.SEED_ADMIN_EMAIL, password: adminPassword }
        : null,
    cricketProvider,
    publicUrl: (config.PUBLIC_URL ?? `http://${shownHost}:${config.PORT}`).replace(/\/$/, ''),
    dataDir: resolve(config.DATA_DIR),
  };
}
