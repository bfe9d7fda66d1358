import { msg } from '@lingui/core/macro';
import { cashOutValuePaise, DEFAULT_CASH_OUT_MARGIN_BPS } from '@shared/cash-out';
import { MIN_BET_RUPEES } from '@shared/constants';
import {
  formatOdds,
  formatRupees,
  formatRupees2,
  oddsToHundredths,
  paiseToRupees,
  rupeesToPaise,
} from '@shared/money';
import { RulesSection, type Rule } from './rules-section';

/** The help page's example, priced by the rule the server charges. */
const EXAMPLE = { stake: 1000, oddsTaken: 2.5, oddsNow: 2 };
const MARGIN_PERCENT = DEFAULT_CASH_OUT_MARGIN_BPS / 100;
const exampleValue = (marginBps: number) =>
  paiseToRupees(
    cashOutValuePaise(
      rupeesToPaise(EXAMPLE.stake),
      oddsToHundredths(EXAMPLE.oddsTaken),
      oddsToHundredths(EXAMPLE.oddsNow),
      marginBps,
    ),
  );

// The example's figures, written once (amounts and odds read the same in every language).
const stake = formatRupees(EXAMPLE.stake);
const oddsTaken = formatOdds(EXAMPLE.oddsTaken);
const oddsNow = formatOdds(EXAMPLE.oddsNow);
const beforeMargin = formatRupees2(exampleValue(0));
const received = formatRupees2(exampleValue(DEFAULT_CASH_OUT_MARGIN_BPS));
const minBet = formatRupees(MIN_BET_RUPEES);

const RULES: Rule[] = [
  {
    term: msg`The price`,
    rule: msg`Cash Out value = stake × odds taken ÷ current odds of your pick, less a ${MARGIN_PERCENT}% cash-out margin, rounded down to the paisa. It is never more than the bet's potential payout, and it follows the live odds.`,
  },
  {
    term: msg`Example`,
    rule: msg`${stake} at ${oddsTaken}, now at ${oddsNow}: ${stake} × ${oddsTaken} ÷ ${oddsNow} = ${beforeMargin}, less ${MARGIN_PERCENT}%: you receive ${received}.`,
  },
  {
    term: msg`Part of a bet`,
    rule: msg`Cash out 25, 50, 75 or 100% of the stake still on. The rest stays on at the odds you took, with its stake and potential payout reduced. What stays on must be at least ${minBet}; below that, only a full cash-out is offered.`,
  },
  {
    term: msg`When it is offered`,
    rule: msg`On pending bets in open markets of upcoming and live matches. While a market is suspended (a ball in play, a wicket, a boundary) the offer is greyed out, and if the price moves before you confirm, you are shown the new price to accept.`,
  },
  {
    term: msg`Auto cash-out`,
    rule: msg`Set "Cash out when the offer reaches ₹X" on a bet, and the whole bet is cashed out at the first price at or above it; the bell tells you. Cancel it at any time before it runs.`,
  },
];

/** The cash-out rules of the help page: the formula with a worked example, parts and the minimum. */
export function CashOutRules() {
  return <RulesSection id="cash-out-rules-title" title={msg`Cash Out`} rules={RULES} />;
}
