/** The visitor's chosen display currency; a year, the whole site, as a shopper expects a choice to last. */
export const DISPLAY_CURRENCY_COOKIE = 'sf_currency';

/** The code the cookie names, or null. */
export function chosenCurrencyOf(cookie: string): string | null {
  const match = new RegExp(`(?:^|;\\s*)${DISPLAY_CURRENCY_COOKIE}=([A-Z]{3})(?:;|$)`).exec(cookie);
  return match?.[1] ?? null;
}

/** The cookie that remembers `code` (every store under the platform's origin shares it: a currency, not a store's secret). */
export const displayCurrencyCookie = (code: string) =>
  `${DISPLAY_CURRENCY_COOKIE}=${code}; path=/; max-age=31536000; samesite=lax`;
