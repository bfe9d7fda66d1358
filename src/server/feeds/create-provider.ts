import type { Config } from '../config';
import { CricApiClient } from './cricapi/client';
import { CricApiProvider } from './cricapi/cricapi-provider';
import { SimulatorProvider } from './simulator/simulator-provider';
import type { CricketProvider } from './types';

/**
 * The configured source of cricket data: the simulator by default, CricAPI with a key. The simulator's
 * seed must be resolved first (the runtime reads a stored secret from the database).
 */
export function createProvider(config: Config): CricketProvider {
  if (config.cricketProvider === 'cricapi') {
    // loadConfig refuses cricapi without a key; checked again so the type needs no assertion.
    if (!config.CRICAPI_KEY) throw new Error('CRICAPI_KEY is required for the CricAPI provider');
    const client = new CricApiClient({ apiKey: config.CRICAPI_KEY, baseUrl: config.CRICAPI_BASE_URL });
    return new CricApiProvider({
      client,
      seriesId: config.CRICAPI_SERIES_ID,
      dailyCalls: config.CRICAPI_DAILY_CALLS,
    });
  }
  if (config.simulatorSeed === null) throw new Error('The simulator secret was not read from the database');
  return new SimulatorProvider({
    seed: config.simulatorSeed,
    secondsPerBall: config.SIM_SECONDS_PER_BALL,
    epoch: config.SIM_EPOCH ? new Date(config.SIM_EPOCH) : undefined,
  });
}
