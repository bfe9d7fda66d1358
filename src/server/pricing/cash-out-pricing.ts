import type { BetSide } from '@shared/statuses';
import { DEFAULT_CASH_OUT_MARGIN_BPS, heldCashOutValuePaise } from '@shared/cash-out';
import type { Paise } from '@shared/money';
import type { Config } from '../config';

let marginBps = DEFAULT_CASH_OUT_MARGIN_BPS;

/**
 * The house's cash-out price: what closing a stake is worth now, at the margin the configuration sets
 * (CASH_OUT_MARGIN_BPS). The runtime reads the margin from the configuration once, at start-up; code run
 * without a runtime (a service called by a test, a benchmark) prices at the shared default. One margin a
 * process: every instance of the app is configured alike. One object, not one function, because the
 * margin and the offer priced at it are read together (an offer states its margin).
 */
export const cashOutPricing = {
  /** Takes the margin from the configuration: the runtime's start-up, once. */
  configure(config: Pick<Config, 'CASH_OUT_MARGIN_BPS'>): void {
    marginBps = config.CASH_OUT_MARGIN_BPS;
  },

  /** The margin in basis points (500 = 5%). */
  get marginBps(): number {
    return marginBps;
  },

  /**
   * What the house pays now to close `held` of a bet on `side` (a back's stake, a lay's liability), taken
   * at `oddsTakenHundredths`, its option backed now at `currentOddsHundredths`: the back price closes
   * both sides.
   */
  valuePaise(side: BetSide, held: Paise, oddsTakenHundredths: number, currentOddsHundredths: number): Paise {
    return heldCashOutValuePaise(side, held, oddsTakenHundredths, currentOddsHundredths, marginBps);
  },
};
