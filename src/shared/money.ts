// Money is integer paise inside; the API speaks rupees with at most 2 decimals.
// These helpers are the only place the two meet. No float arithmetic on money.

export type Paise = bigint;

const RUPEES_PATTERN = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Rupees (a number or a decimal string, at most 2 decimals) in paise, or null for anything else: the one
 * parser of amounts. A number is read as its shortest decimal text (String(n): 512.2 is '512.2', not the
 * double's 512.20000000000004547...), so no float product decides; an exponent form ('1e+21', '1e-7')
 * or a non-finite number is no amount.
 */
export function parseRupees(rupees: number | string): Paise | null {
  const text = typeof rupees === 'number' ? decimalText(rupees) : rupees.trim();
  const match = text === null ? null : RUPEES_PATTERN.exec(text);
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  const paise = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign ? -paise : paise;
}

/** Parses rupees (number or decimal string, at most 2 decimals) into paise. Throws on anything else. */
export function rupeesToPaise(rupees: number | string): Paise {
  const paise = parseRupees(rupees);
  if (paise === null) throw new RangeError(`Not a rupee amount: ${String(rupees)}`);
  return paise;
}

/** Paise to a rupee number for JSON (exact for any balance below 2^53 paise). */
export function paiseToRupees(paise: Paise | number | string): number {
  const value = BigInt(paise);
  const sign = value < 0n ? -1 : 1;
  const abs = value < 0n ? -value : value;
  return sign * (Number(abs / 100n) + Number(abs % 100n) / 100);
}

/** Odds are kept to 2 decimals, as integer hundredths (1.90 -> 190). */
export function oddsToHundredths(odds: number | string): number {
  const text = typeof odds === 'number' ? numberToText(odds) : odds.trim();
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new RangeError(`Not odds with at most 2 decimals: ${String(odds)}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Odds that may be absent (a lay price where there is none) in hundredths, or null. */
export const optionalOddsToHundredths = (odds: number | null | undefined): number | null =>
  odds === null || odds === undefined ? null : oddsToHundredths(odds.toFixed(2));

/** Hundredths that may be absent (a lay price where there is none) as decimal odds, or null. */
export const hundredthsToOdds = (hundredths: number | null): number | null =>
  hundredths === null ? null : hundredths / 100;

/** Payout = stake x odds, rounded down to the paisa. */
export function payoutPaise(stake: Paise, oddsHundredths: number): Paise {
  return (stake * BigInt(oddsHundredths)) / 100n;
}

/**
 * What a lay of `stake` at `layOddsHundredths` holds and loses if its option wins: its payout (the
 * payout rule's, stake x odds rounded down) less the stake it wins. ₹1,000 laid at 2.10 holds ₹1,100.
 */
export function layLiabilityPaise(stake: Paise, layOddsHundredths: number): Paise {
  return payoutPaise(stake, layOddsHundredths) - stake;
}

/**
 * The backer's stake a lay wins, from what it holds and returns: its payout less its liability (exact:
 * the payout is the liability and the stake, ADR 0048).
 */
export function layStakePaise(liability: Paise, payout: Paise): Paise {
  return payout - liability;
}

/**
 * Stake x odds in rupees, rounded down to the paisa: the server's payout rule, for previews in the
 * browser. Exact (integer paise and hundredths): 600 x 2.01 is 1206.00, not 1205.99.
 */
export function payoutRupees(stakeRupees: number, odds: number): number {
  if (!Number.isFinite(stakeRupees) || stakeRupees <= 0) return 0;
  try {
    return paiseToRupees(payoutPaise(rupeesToPaise(stakeRupees), oddsToHundredths(odds)));
  } catch {
    return 0; // not a rupee amount or not odds we offer: nothing to preview
  }
}

/** Odds as shown everywhere: 2 decimals, '1.90'. */
export const formatOdds = (odds: number) => odds.toFixed(2);

/** '₹1,900.00': always 2 decimals (returns and win previews). */
export const formatRupees2 = (rupees: number) => formatInr(rupees, 2);

/** '₹10,000' for whole rupees, '₹1,234.50' otherwise. */
export function formatRupees(rupees: number): string {
  return formatInr(rupees, Number.isInteger(rupees) ? 0 : 2);
}

/**
 * Rupees as en-IN writes them ('-₹12,34,567.50': the last three digits, then pairs), without Intl.
 * Every first screen shows rupees, and the first Intl formatter a page makes loads the locale's data:
 * 10-40 ms of main thread on a desktop, four times that on a phone (ADR 0030).
 */
function formatInr(rupees: number, fractionDigits: 0 | 2): string {
  if (!Number.isFinite(rupees)) return `${rupees < 0 ? '-' : ''}₹${Number.isNaN(rupees) ? 'NaN' : '∞'}`;
  const { whole, fraction } = roundHalfExpand(Math.abs(rupees), fractionDigits);
  const grouped =
    whole.length > 3 ? `${whole.slice(0, -3).replace(/\B(?=(?:\d{2})+$)/g, ',')},${whole.slice(-3)}` : whole;
  const sign = rupees < 0 || Object.is(rupees, -0) ? '-' : '';
  return `${sign}₹${grouped}${fraction ? `.${fraction}` : ''}`;
}

/**
 * Rounds as Intl does: the number's shortest decimal form (1.005, not the double's 1.00499...) to
 * `digits` decimals, a tie away from zero.
 */
function roundHalfExpand(value: number, digits: 0 | 2): { whole: string; fraction: string } {
  const text = String(value);
  const [whole = '0', fraction = ''] = /e/i.test(text) ? value.toFixed(digits).split('.') : text.split('.');
  let units = BigInt(whole + fraction.slice(0, digits).padEnd(digits, '0'));
  if ((fraction[digits] ?? '0') >= '5') units += 1n;
  const padded = units.toString().padStart(digits + 1, '0');
  return { whole: padded.slice(0, padded.length - digits), fraction: padded.slice(padded.length - digits) };
}

/**
 * A number's shortest decimal text, or null when it has none without an exponent (non-finite, at least
 * 1e21, or below 1e-6). toFixed(2) would silently round 1.005; this is the text the number stands for.
 */
function decimalText(value: number): string | null {
  if (!Number.isFinite(value)) return null;
  const text = String(value);
  return /e/i.test(text) ? null : text;
}

function numberToText(value: number): string {
  const text = decimalText(value);
  if (text === null) throw new RangeError(`Not a decimal number: ${value}`);
  return text;
}
