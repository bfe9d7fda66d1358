// Money is integer paise inside; the API speaks rupees with at most 2 decimals.
// These helpers are the only place the two meet. No float arithmetic on money.

export type Paise = bigint;

const RUPEES_PATTERN = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/** Parses rupees (number or decimal string, at most 2 decimals) into paise. Throws on anything else. */
export function rupeesToPaise(rupees: number | string): Paise {
  const text = typeof rupees === 'number' ? numberToText(rupees) : rupees.trim();
  const match = RUPEES_PATTERN.exec(text);
  if (!match) throw new RangeError(`Not a rupee amount: ${String(rupees)}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const paise = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign ? -paise : paise;
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

/** Payout = stake x odds, rounded down to the paisa. */
export function payoutPaise(stake: Paise, oddsHundredths: number): Paise {
  return (stake * BigInt(oddsHundredths)) / 100n;
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
 * 10-40 ms of main thread on a desktop, four times that on a phone (ADR 0016).
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

function numberToText(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  // toFixed(2) would silently round 1.005; compare against the shortest representation instead.
  const text = String(value);
  if (/e/i.test(text)) throw new RangeError(`Amount out of range: ${value}`);
  return text;
}
