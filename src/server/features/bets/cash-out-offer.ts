// One file, several operations: one offer read three ways (why there is none, its paise, the API's
// shape), each a step of the next.
import type { CashOutOffer, CashOutUnavailableReason } from '@shared/contracts/cash-out';
import { paiseToRupees } from '@shared/money';
import type {
  BetSide,
  BetStatus,
  MarketKind,
  MarketStatus,
  MarketSuspensionReason,
  MatchStatus,
} from '@shared/statuses';
import { cashOutPricing } from '../../pricing/cash-out-pricing';

/**
 * What a cash-out offer is read from: the bet, its market and match, and its option's odds now (its back
 * price, which closes a lay as it does a back).
 */
export interface OfferInputs {
  status: BetStatus;
  side: BetSide;
  /** What the bet still holds: a back's stake, a lay's liability. */
  amount_paise: string;
  odds_hundredths: number;
  market_status: MarketStatus;
  market_kind: MarketKind;
  market_closed: boolean;
  operator_suspended: boolean;
  suspension_reason: MarketSuspensionReason | null;
  match_status: MatchStatus;
  current_odds: number;
}

/** Why the bet has no offer now, or null when it has one. The bet first: a settled bet has nothing left. */
export function unavailableReason(row: OfferInputs): CashOutUnavailableReason | null {
  if (row.status !== 'PENDING' || BigInt(row.amount_paise) <= 0n) return 'NOTHING_LEFT';
  if (row.match_status !== 'UPCOMING' && row.match_status !== 'LIVE') return 'MATCH_CLOSED';
  if (row.market_kind === 'TOSS_WINNER') return 'NO_PRICE';
  // The feed has closed it (market_closed: a closed reason), or it is settled or void.
  if (row.market_closed || (row.market_status !== 'OPEN' && row.market_status !== 'SUSPENDED'))
    return 'MARKET_CLOSED';
  if (row.market_status === 'OPEN') return null;
  if (row.operator_suspended) return 'SUSPENDED_BY_OPERATOR';
  if (row.suspension_reason === 'WICKET') return 'SUSPENDED_WICKET';
  if (row.suspension_reason === 'BOUNDARY') return 'SUSPENDED_BOUNDARY';
  // Suspended by the feed for no ball's event: the feed stopped offering the market.
  return 'MARKET_CLOSED';
}

/** The offer for all the bet still holds, in paise (0 when unavailable). */
export function offerPaise(row: OfferInputs): bigint {
  if (unavailableReason(row) !== null) return 0n;
  return cashOutPricing.valuePaise(row.side, BigInt(row.amount_paise), row.odds_hundredths, row.current_odds);
}

/** The offer as the API speaks it. */
export function cashOutOffer(row: OfferInputs): CashOutOffer {
  const reason = unavailableReason(row);
  return {
    available: reason === null,
    amount: paiseToRupees(offerPaise(row)),
    reason,
    currentOdds: reason === 'NOTHING_LEFT' ? null : row.current_odds / 100,
    marginBps: cashOutPricing.marginBps,
  };
}
