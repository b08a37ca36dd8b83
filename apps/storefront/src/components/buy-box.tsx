import { formatPriceRange, shopCompareText, shopItemWord, stockText } from '@stallfront/shared/shop-rules';
import type { ShopProductData, ShopStore } from '@stallfront/shared/shop';
import { Island } from '../islands/island.js';
import { VariantBuy } from '../islands/variant-buy.js';

/**
 * What the product page offers, by the store's buy mode (shopBuyMode): a form that posts to
 * {base}/cart for carts and quotes; enquiries and bookings get their forms from the
 * enquiry and booking modules (not in this slice), so here they show the price and a note.
 */
export function BuyBox({ store, data }: { store: ShopStore; data: ShopProductData }) {
  const { product } = data;
  const mode = store.buy_mode;
  if ((mode === 'cart' || mode === 'quote') && product.variants.length > 0) {
    return (
      <Island
        name="variant-buy"
        component={VariantBuy}
        props={{
          mode,
          action: data.cart_action,
          currency: product.currency,
          compareAt: product.compare_at_price,
          options: product.options,
          variants: product.variants,
        }}
      />
    );
  }
  const prices = product.variants.map((v) => v.price);
  const priceText = prices.length
    ? formatPriceRange(Math.min(...prices), Math.max(...prices), product.currency)
    : formatPriceRange(product.price, null, product.currency);
  const compare = shopCompareText(product.price, product.compare_at_price, product.currency);
  if (mode === 'cart' || mode === 'quote') {
    const canBuy = product.stock > 0;
    return (
      <div className="buy">
        <p className="price big">
          <span data-price>{priceText}</span>
          {compare ? <s className="compare">{compare}</s> : null}
        </p>
        <p className={canBuy ? 'stock' : 'stock out'} data-stock>
          {stockText(product.stock)}
        </p>
        <form method="post" action={data.cart_action}>
          <input type="hidden" name="product_id" value={product.id} />
          <div className="buy-row">
            <label className="qty">
              <span>Quantity</span>
              <input type="number" name="quantity" min={1} step={1} defaultValue={1} inputMode="numeric" />
            </label>
            <button type="submit" disabled={!canBuy}>
              {mode === 'quote' ? 'Add to quote' : 'Add to cart'}
            </button>
          </div>
        </form>
      </div>
    );
  }
  const word = shopItemWord(store).one;
  return (
    <div className="buy" data-buy-mode={mode}>
      <p className="price big">
        <span data-price>{priceText}</span>
      </p>
      <p className="note">
        {mode === 'booking'
          ? `Book this ${word} with ${store.name}.`
          : `Interested in this ${word}? Ask ${store.name} about it.`}
      </p>
    </div>
  );
}
