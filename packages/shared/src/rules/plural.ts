/** Counts in words ("1 product", "2 products") by the language's plural rules, not "product(s)". */

const rulesCache = new Map<string, Intl.PluralRules>();

function pluralRules(locale: string): Intl.PluralRules {
  let rules = rulesCache.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    rulesCache.set(locale, rules);
  }
  return rules;
}

/** The word that goes with a count: pluralWord(1, 'is', 'are') → "is", pluralWord(3, 'is', 'are') → "are". */
export function pluralWord(count: number, one: string, other: string, locale = 'en-US'): string {
  return pluralRules(locale).select(count) === 'one' ? one : other;
}

/** A count with its noun: countOf(1, 'product') → "1 product", countOf(1200, 'product') → "1,200 products". */
export function countOf(count: number, one: string, other = `${one}s`, locale = 'en-US'): string {
  return `${count.toLocaleString(locale)} ${pluralWord(count, one, other, locale)}`;
}
