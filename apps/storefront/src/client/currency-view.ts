import { chosenCurrencyOf, convertedText, displayCurrencyCookie } from '@stallfront/shared/shop-rules';

interface Rates {
  store: string;
  options: { code: string; rate: number }[];
}

/** "≈ $15.59", or "≈ $15.59 – $20.00" for a range; null for an element without a price (a variant unavailable). */
function textOf(price: HTMLElement, store: string, option: Rates['options'][number]): string | null {
  if (!price.dataset.money) return null;
  const low = Number(price.dataset.money);
  const high = Number(price.dataset.moneyMax ?? low);
  if (!Number.isFinite(low)) return null;
  const lowText = convertedText(low, store, option);
  return high > low ? `${lowText} – ${convertedText(high, store, option).slice(2)}` : lowText;
}

/**
 * The header's currency picker and the converted prices beside each store price. The kept page
 * is everyone's and carries the rates; the visitor's cookie decides here, and a price drawn
 * later (a variant chosen, a cart line changed) is converted as it appears.
 */
export function currencyView(): void {
  const picker = document.querySelector<HTMLSelectElement>('[data-currency-picker]');
  if (!picker) return;
  const rates = JSON.parse(picker.dataset.rates ?? 'null') as Rates | null;
  if (!rates) return;
  const chosen = () => rates.options.find((option) => option.code === picker.value) ?? null;

  const convert = (root: ParentNode) => {
    const option = chosen();
    for (const price of root.querySelectorAll<HTMLElement>('[data-money]')) {
      const text = option ? textOf(price, rates.store, option) : null;
      if (text === null) price.removeAttribute('data-converted');
      else if (price.dataset.converted !== text) price.dataset.converted = text;
    }
  };

  const saved = chosenCurrencyOf(document.cookie);
  if (saved && rates.options.some((option) => option.code === saved)) picker.value = saved;
  picker.hidden = false;
  picker.addEventListener('change', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: one fixed-format cookie; the Cookie Store API is missing in Safari and Firefox
    document.cookie = displayCurrencyCookie(picker.value);
    convert(document);
  });
  convert(document);
  new MutationObserver(() => convert(document)).observe(document.body, {
    subtree: true,
    childList: true,
    attributeFilter: ['data-money'],
  });
}
