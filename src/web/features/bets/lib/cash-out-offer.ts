import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CASH_OUT_FRACTIONS, cashOutStakePaise } from '@shared/cash-out';
import type { Bet } from '@shared/contracts/bets';
import type { CashOutOffer, CashOutUnavailableReason } from '@shared/contracts/cash-out';
import { MIN_BET_RUPEES } from '@shared/constants';
import { paiseToRupees, rupeesToPaise } from '@shared/money';
import { betHeldRupees, cashOutAmount } from '@/lib/cash-out-price';

export type CashOutFraction = (typeof CASH_OUT_FRACTIONS)[number];

/**
 * One preset of a partial cash-out: what it closes of what the bet holds (a back's stake, a lay's
 * liability), what it pays, what stays on, and whether it is offered.
 */
export type CashOutPreset = {
  fraction: CashOutFraction;
  /** '25%' ... '100%'. */
  label: string;
  stake: number;
  amount: number;
  staysOn: number;
  /** False when what stays on would be under the minimum stake: then only a full cash-out is offered. */
  allowed: boolean;
};

const MIN_STAYS_ON_PAISE = rupeesToPaise(MIN_BET_RUPEES);

/** Why an offer is unavailable, in words. A suspension the live stream reported has no reason until refetched. */
const UNAVAILABLE_TEXT: Record<CashOutUnavailableReason, MessageDescriptor> = {
  SUSPENDED_WICKET: msg`Ball in play: wicket`,
  SUSPENDED_BOUNDARY: msg`Ball in play: boundary`,
  SUSPENDED_BY_OPERATOR: msg`Suspended by the operator`,
  MARKET_CLOSED: msg`Market closed`,
  MATCH_CLOSED: msg`Match closed`,
  NO_PRICE: msg`No price for this market`,
  NOTHING_LEFT: msg`Nothing left to cash out`,
  FEED_STALE: msg`Live score not confirmed: try again`,
};
const SUSPENDED_TEXT = msg`Market suspended`;

/** The reason in words, in the active language. */
export function unavailableReasonText(reason: CashOutUnavailableReason): string {
  return i18n._(UNAVAILABLE_TEXT[reason]);
}

export function unavailableText(offer: CashOutOffer): string {
  return offer.reason ? unavailableReasonText(offer.reason) : i18n._(SUSPENDED_TEXT);
}

/**
 * The 25 / 50 / 75 / 100 % presets of what the bet holds (a back's stake still on, a lay's liability),
 * as the server cashes it out. A part is offered only when what stays on is at least the minimum stake
 * (₹100); the whole is always offered.
 */
export function cashOutPresets(bet: Bet, offer: CashOutOffer): CashOutPreset[] {
  const remaining = rupeesToPaise(betHeldRupees(bet));
  return CASH_OUT_FRACTIONS.map((fraction) => {
    const stake = cashOutStakePaise(remaining, fraction);
    const staysOn = remaining - stake;
    return {
      fraction,
      label: `${fraction * 100}%`,
      stake: paiseToRupees(stake),
      amount: cashOutAmount(bet, offer, fraction),
      staysOn: paiseToRupees(staysOn),
      allowed: staysOn === 0n || staysOn >= MIN_STAYS_ON_PAISE,
    };
  });
}
