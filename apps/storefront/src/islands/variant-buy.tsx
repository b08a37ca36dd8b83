import { BuyRow } from '../components/buy-row.js';
import { TokenField } from '../components/form.js';
import { PriceSignIn } from '../components/price-sign-in.js';
import { useEffect, useState } from 'react';
import { formatMoney, shopCompareText, stockText } from '@stallfront/shared/shop-rules';
import type { ShopProductData, ShopVariant } from '@stallfront/shared/shop';

export interface VariantBuyProps {
  mode: 'cart' | 'quote';
  action: string;
  /** The page's CSRF token (an island is hydrated without the page's context). */
  csrf: string;
  currency: string;
  /** The store keeps its prices for signed-in buyers: where this visitor signs in to see them (none are in these props). */
  priceSignIn: string | null;
  compareAt: number | null;
  options: ShopProductData['product']['options'];
  variants: ShopVariant[];
  /** The variant chosen first when it is in stock (the size the sizing assistant advised). */
  preferredSku?: string | null;
  addons: ShopProductData['product']['addons'];
  measurementSets: ShopProductData['product']['measurement_sets'];
  /** Shows a variant's image in the gallery (null: the product's own); the client entry gives it. */
  showImage?: (image: ShopVariant['image']) => void;
}

type ShopOption = ShopProductData['product']['options'][number];

/** A value's swatch: its shade, with its photo over it where the variant colour has one. */
const swatchStyle = (option: ShopOption, value: string) => {
  const image = option.swatch_images[value];
  return {
    backgroundColor: option.swatches[value],
    backgroundImage: image ? `url(${JSON.stringify(image)})` : undefined,
  };
};

const sameValues = (a: string[], b: string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * The buy box of a product with variants. As rendered on the server (and at the first
 * render in the browser, so hydration matches) it is a plain form whose select names each
 * variant with its price: it works without script. Once hydrated it swaps the select for
 * option buttons and a hidden sku, and shows the chosen variant's price, stock and image.
 */
export function VariantBuy({
  mode,
  action,
  csrf,
  currency,
  priceSignIn,
  compareAt,
  options,
  variants,
  preferredSku = null,
  addons,
  measurementSets,
  showImage,
}: VariantBuyProps) {
  const preferred = variants.find((v) => v.id === preferredSku && v.stock > 0);
  const first = preferred ?? variants.find((v) => v.stock > 0) ?? variants[0];
  const [enhanced, setEnhanced] = useState(false);
  const [chosen, setChosen] = useState<string[]>(first?.option_values ?? []);
  const selected = variants.find((v) => sameValues(v.option_values, chosen)) ?? null;

  useEffect(() => setEnhanced(true), []);
  useEffect(() => {
    if (enhanced) showImage?.(selected?.image ?? null);
  }, [enhanced, selected, showImage]);

  const price = selected ? formatMoney(selected.price, currency) : 'Unavailable';
  const compare = selected ? shopCompareText(selected.price, compareAt, currency) : null;
  const stock = selected ? stockText(selected.stock) : 'This combination is not available';
  const canBuy = Boolean(selected && selected.stock > 0);
  const choose = (index: number, value: string) => setChosen((now) => now.map((v, i) => (i === index ? value : v)));
  // Whether picking this value, with the other choices kept, leads to a variant in stock.
  const inStockWith = (index: number, value: string) =>
    variants.some(
      (v) =>
        v.stock > 0 &&
        sameValues(
          v.option_values,
          chosen.map((c, i) => (i === index ? value : c)),
        ),
    );

  return (
    <div className="buy">
      {priceSignIn ? (
        <PriceSignIn href={priceSignIn} />
      ) : (
        <p className="price big">
          <span data-price data-money={selected?.price}>
            {price}
          </span>
          {compare ? <s className="compare">{compare}</s> : null}
        </p>
      )}
      <p className={canBuy ? 'stock' : 'stock out'} data-stock>
        {stock}
      </p>
      {enhanced
        ? options.map((option, index) => (
            <fieldset className="option" key={option.name}>
              <legend>{`${option.name}: ${chosen[index] ?? ''}`}</legend>
              {option.values.map((value) => (
                <label key={value} className={inStockWith(index, value) ? 'pill' : 'pill unavailable'}>
                  <input
                    type="radio"
                    name={`option-${index}`}
                    value={value}
                    checked={chosen[index] === value}
                    onChange={() => choose(index, value)}
                  />
                  <span>
                    {option.swatches[value] ? (
                      <b className="swatch" style={swatchStyle(option, value)} aria-hidden="true" />
                    ) : null}
                    {value}
                  </span>
                </label>
              ))}
            </fieldset>
          ))
        : null}
      <form method="post" action={action} data-cart-add>
        <TokenField token={csrf} />
        {enhanced ? (
          <input type="hidden" name="sku" value={selected?.id ?? ''} />
        ) : (
          <label className="field">
            <span>{options.map((o) => o.name).join(' / ') || 'Variant'}</span>
            <select name="sku" defaultValue={first?.id}>
              {variants.map((v) => (
                <option key={v.id} value={v.id} disabled={v.stock <= 0}>
                  {`${v.label}${priceSignIn ? '' : ` — ${formatMoney(v.price, currency)}`}${v.stock <= 0 ? ' — sold out' : ''}`}
                </option>
              ))}
            </select>
          </label>
        )}
        <BuyRow mode={mode} canBuy={canBuy} addons={addons} measurementSets={measurementSets} currency={currency} />
      </form>
    </div>
  );
}
