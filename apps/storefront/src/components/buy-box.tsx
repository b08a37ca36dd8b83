import { BuyRow } from './buy-row.js';
import { formatPriceRange, shopCompareText, shopItemWord, stockText } from '@stallfront/shared/shop-rules';
import type { ShopProductData, ShopStore } from '@stallfront/shared/shop';
import { useContext } from 'react';
import { Island } from '../islands/island.js';
import { CsrfContext, CsrfField } from './form.js';
import { BookingForm, EnquiryForm } from './product-forms.js';
import { VariantBuy } from '../islands/variant-buy.js';
import { PriceSignIn } from './price-sign-in.js';

/**
 * What the product page offers, by the store's buy mode (shopBuyMode): a form that posts to
 * {base}/cart for carts and quotes (by SKU: a variant's, or the product's own), the question
 * form for enquiry stores and estates, the booking form for service stores.
 */
export function BuyBox({ store, data }: { store: ShopStore; data: ShopProductData }) {
  const { product } = data;
  const mode = store.buy_mode;
  const csrf = useContext(CsrfContext);
  if ((mode === 'cart' || mode === 'quote') && product.variants.length > 0) {
    return (
      <Island
        name="variant-buy"
        component={VariantBuy}
        props={{
          mode,
          action: data.cart_action,
          csrf,
          currency: product.currency,
          priceSignIn: store.prices_hidden ? data.price_sign_in : null,
          compareAt: product.compare_at_price,
          options: product.options,
          variants: product.variants,
          preferredSku: data.sizing?.advice?.sku ?? null,
          addons: product.addons,
          // Asked for where the shop sells by cart: a quote is measured with the merchant.
          measurementSets: mode === 'cart' ? product.measurement_sets : [],
        }}
      />
    );
  }
  // A booked service's price is its appointment category's, where that sets one.
  const prices = data.booking?.price ? [data.booking.price] : product.variants.map((v) => v.price);
  const lowest = prices.length ? Math.min(...prices) : product.price;
  const highest = prices.length ? Math.max(...prices) : product.price;
  const priceText = formatPriceRange(lowest, highest, product.currency);
  const compare = shopCompareText(product.price, product.compare_at_price, product.currency);
  if (mode === 'cart' || mode === 'quote') {
    const canBuy = product.stock > 0;
    return (
      <div className="buy">
        {store.prices_hidden ? (
          <PriceSignIn href={data.price_sign_in} />
        ) : (
          <p className="price big">
            <span data-price data-money={lowest} data-money-max={highest}>
              {priceText}
            </span>
            {compare ? <s className="compare">{compare}</s> : null}
          </p>
        )}
        <p className={canBuy ? 'stock' : 'stock out'} data-stock>
          {stockText(product.stock)}
        </p>
        <form method="post" action={data.cart_action} data-cart-add>
          <CsrfField />
          <input type="hidden" name="sku" value={product.sku} />
          <BuyRow
            mode={mode}
            canBuy={canBuy}
            addons={product.addons}
            measurementSets={mode === 'cart' ? product.measurement_sets : []}
            currency={product.currency}
          />
        </form>
      </div>
    );
  }
  const word = shopItemWord(store).one;
  return (
    <div className="buy" data-buy-mode={mode}>
      <p className="price big">
        <span data-price data-money={lowest} data-money-max={highest}>
          {priceText}
        </span>
      </p>
      <p className="note">
        {mode === 'booking'
          ? `Book this ${word} with ${store.name}.`
          : `Interested in this ${word}? Ask ${store.name} about it.`}
      </p>
      {data.enquiry ? <EnquiryForm enquiry={data.enquiry} name={product.name} /> : null}
      {data.booking ? <BookingForm booking={data.booking} /> : null}
    </div>
  );
}
