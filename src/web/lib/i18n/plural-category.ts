/**
 * CLDR's cardinal plural category of a whole number in English (one: 1) or Hindi (one: 0 and 1), for
 * messages that pick their form with ICU `select`. Lingui's `plural` asks Intl.PluralRules, and the
 * first Intl object a page makes costs its first render 10-40 ms (ADR 0030): the messages a first
 * screen shows use this instead.
 */
export function pluralCategory(n: number, locale: string): 'one' | 'other' {
  return (locale === 'hi' ? n === 0 || n === 1 : n === 1) ? 'one' : 'other';
}
