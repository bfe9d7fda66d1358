import type { Config } from '../config';
import { SimulatorProvider } from './simulator/simulator-provider';
import type { CricketProvider } from './types';

/** The configured source of cricket data: the simulator by default, CricAPI with a key. */
export function createProvider(config: Config): CricketProvider {
  return new SimulatorProvider({ seed: config.SIM_SEED, secondsPerBall: config.SIM_SECONDS_PER_BALL });
}
