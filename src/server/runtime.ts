import type { Logger } from 'pino';
import type { Config } from './config';
import { createDatabase, type Db } from './db/client';
import { createPool } from './db/create-pool';
import { applyMigrations } from './db/migrate';
import { withStartupLock } from './db/with-startup-lock';
import { storedSimulatorSecret } from './db/simulator-secret';
import { authFor } from './auth-for';
import { seedAdmin, seedDemoData, seedReferenceData } from './features/seed/seed';
import { createApp } from './app';
import type { AppDeps } from './http/context';
import { createProvider } from './feeds/create-provider';
import { cashOutPricing } from './pricing/cash-out-pricing';
import { runBackendFunction, type FunctionContext } from './jobs/functions';
import { startDecidedMarketPayer } from './jobs/start-decided-market-payer';
import { startScheduler } from './jobs/scheduler';
import { startLiveTicker } from './jobs/start-live-ticker';
import { startHeldSlipSweeper } from './jobs/start-held-slip-sweeper';
import { LiveHub } from './realtime/hub';
import { StreamAdmission } from './realtime/stream-admission';

/** The config with the simulator's seed resolved: as configured, or the secret kept in the database. */
async function withSimulatorSeed(config: Config, db: Db): Promise<Config> {
  if (config.simulatorSeed !== null || config.cricketProvider !== 'simulator') return config;
  return { ...config, simulatorSeed: await storedSimulatorSecret(db) };
}

/** Connects, migrates, seeds (all under one advisory lock) and builds the app on a database URL. */
export async function createRuntime(
  config: Config,
  databaseUrl: string,
  logger: Logger,
  now: () => Date = () => new Date(),
) {
  cashOutPricing.configure(config);
  const pool = createPool(databaseUrl, config.DB_POOL_MAX, logger);
  const db = createDatabase(pool);
  const auth = authFor(config, db, logger);

  const functions = await withStartupLock(pool, async (client): Promise<FunctionContext> => {
    await applyMigrations(client);
    const provider = createProvider(await withSimulatorSeed(config, db));
    const functions: FunctionContext = {
      db,
      provider,
      pinnedSeason: config.TOURNAMENT_SEASON,
      now,
    };
    await seedReferenceData(db);
    if (config.SEED_DEMO_DATA) await seedDemoData(db, auth, logger);
    if (config.seedAdmin) await seedAdmin(db, auth, config.seedAdmin, logger);
    if (config.SYNC_ON_START) {
      // Idempotent: the first instance fills an empty database, later ones find little to do.
      await runBackendFunction(functions, 'fetch-upcoming-matches', { activateUpcoming: true }, 'startup');
      await runBackendFunction(functions, 'fetch-live-matches', {}, 'startup');
      await runBackendFunction(functions, 'fetch-tournament-winners', {}, 'startup');
    }
    return functions;
  });
  const hub = new LiveHub(databaseUrl, db, logger);
  const streams = new StreamAdmission({
    perAddress: config.SSE_MAX_PER_ADDRESS,
    total: config.SSE_MAX_STREAMS,
  });
  const deps: AppDeps = { config, db, pool, auth, logger, hub, streams, provider: functions.provider, now };
  await hub.start();

  const background: { stop(): unknown }[] = [];
  if (config.JOBS_ENABLED) {
    background.push(await startScheduler(databaseUrl, pool, functions, logger));
    // CricAPI's ticks cost an API call only when its daily budget's pace allows one (cricapi-provider.ts).
    const tickSeconds =
      config.cricketProvider === 'simulator' ? config.SIM_TICK_SECONDS : config.CRICAPI_TICK_SECONDS;
    const syncLive = () => runBackendFunction(functions, 'fetch-live-matches', {}, 'ticker');
    const { provider } = functions;
    const warmLive = provider.warm ? async () => provider.warm?.(now()) : undefined;
    background.push(startLiveTicker(pool, syncLive, tickSeconds, logger, warmLive));
    background.push(startDecidedMarketPayer(pool, db, logger));
    background.push(startHeldSlipSweeper(pool, db, logger));
  }

  const close = async () => {
    await Promise.all(background.map((job) => job.stop()));
    await hub.stop();
    await pool.end();
  };
  return { deps, app: createApp(deps), close };
}
