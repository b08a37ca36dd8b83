/** Money travels as integer minor units of the store's currency (cents, paise). */

const digitsCache = new Map<string, number>();

/** Decimal places of a currency: 2 for USD, 0 for JPY, 3 for KWD. */
export function currencyDigits(currency: string): number {
  let digits = digitsCache.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits as number;
    digitsCache.set(currency, digits);
  }
  return digits;
}

/**
 * A typed amount ("12.5", "1,299.99") in minor units, or null when it is not a plain
 * non-negative amount with at most the currency's decimal places.
 */
export function parseMoney(text: string, currency: string): number | null {
  const digits = currencyDigits(currency);
  const cleaned = text.trim().replace(/,/g, '');
  const pattern = digits > 0 ? new RegExp(`^\\d+(?:\\.\\d{1,${digits}})?$`) : /^\d+$/;
  if (!pattern.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  const minor = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return Number.isSafeInteger(minor) ? minor : null;
}

/** Minor units as the plain decimal a form field or CSV shows: 129999 → "1299.99". */
export function minorToDecimal(minor: number, currency: string): string {
  const digits = currencyDigits(currency);
  if (digits === 0) return String(minor);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const whole = Math.floor(abs / 10 ** digits);
  const fraction = String(abs % 10 ** digits).padStart(digits, '0');
  return `${sign}${whole}.${fraction}`;
}

export interface MoneyFormat {
  /** Decimal places of the currency. */
  digits: number;
  /** What stands before and after the number: "₹" and "" for INR in en-US. */
  prefix: string;
  suffix: string;
  /** Minor units for people: 129999 → "₹1,299.99". */
  format: (minor: number) => string;
}

const formatCache = new Map<string, MoneyFormat>();

/**
 * The one money format of the console, from Intl.NumberFormat with the store's currency: lists
 * show amounts with it and the money input types behind the same symbol.
 */
export function moneyFormat(currency: string, locale = 'en-US'): MoneyFormat {
  const key = `${locale}|${currency}`;
  let format = formatCache.get(key);
  if (!format) {
    const intl = new Intl.NumberFormat(locale, { style: 'currency', currency });
    const digits = currencyDigits(currency);
    const parts = intl.formatToParts(1);
    const numberAt = parts.findIndex((p) => p.type === 'integer');
    const text = (from: number, to: number) =>
      parts
        .slice(from, to)
        .map((p) => p.value)
        .join('');
    format = {
      digits,
      prefix: text(0, numberAt),
      suffix: text(parts.findLastIndex((p) => p.type === 'integer' || p.type === 'fraction') + 1, parts.length),
      format: (minor) => intl.format(minor / 10 ** digits),
    };
    formatCache.set(key, format);
  }
  return format;
}

/** Minor units for people: 129999 INR → "₹1,299.99". */
export function formatMoney(minor: number, currency: string, locale = 'en-US'): string {
  return moneyFormat(currency, locale).format(minor);
}

/** A price, or a range when the highest differs from the lowest: "₹499.00 – ₹799.00". */
export function formatPriceRange(min: number, max: number | null, currency: string, locale = 'en-US'): string {
  const low = formatMoney(min, currency, locale);
  return max === null || max === min ? low : `${low} – ${formatMoney(max, currency, locale)}`;
}
