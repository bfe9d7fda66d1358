import { describe, expect, it } from 'vitest';
import { pluralCategory } from './plural-category';

describe('pluralCategory', () => {
  it.each(['en', 'hi'])('agrees with Intl.PluralRules for %s on whole numbers', (locale) => {
    const rules = new Intl.PluralRules(locale);
    for (let n = 0; n <= 200; n += 1) expect(pluralCategory(n, locale), `${n}`).toBe(rules.select(n));
  });
});
