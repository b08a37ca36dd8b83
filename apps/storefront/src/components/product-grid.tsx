import { shopCompareText, shopPriceText, shopShowsStock } from '@stallfront/shared/shop-rules';
import type { ShopProductCard, ShopStore } from '@stallfront/shared/shop';
import { Badges } from './badges.js';
import { Picture } from './picture.js';

const CARD_SIZES = '(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw';

interface CardProps {
  product: ShopProductCard;
  showPrice: boolean;
  /** The store keeps its prices for signed-in buyers: the card says so instead. */
  pricesHidden: boolean;
  /** Sold out and sale badges and the struck-through price: not on listings or services (shopShowsStock). */
  showStock: boolean;
  eager: boolean;
}

function Card({ product, showPrice, pricesHidden, showStock, eager }: CardProps) {
  const compare =
    showStock && !pricesHidden ? shopCompareText(product.price, product.compare_at_price, product.currency) : null;
  return (
    <li className="card">
      <a href={product.href}>
        <div className="card-image">
          {product.image ? (
            <Picture image={product.image} sizes={CARD_SIZES} eager={eager} />
          ) : (
            <div className="placeholder" aria-hidden="true">
              {product.name.slice(0, 1)}
            </div>
          )}
          <Badges tags={product.image_tags}>
            {product.in_stock || !showStock ? null : <span className="badge">Sold out</span>}
            {compare && product.in_stock ? <span className="badge sale">Sale</span> : null}
          </Badges>
        </div>
        <h3 className="card-name">{product.name}</h3>
        {product.facts.length > 0 ? <p className="card-facts">{product.facts.join(' · ')}</p> : null}
        {pricesHidden ? (
          <p className="price muted">Sign in for prices</p>
        ) : showPrice ? (
          <p className="price">
            <span data-money={product.price}>{shopPriceText(product.price, product.price_max, product.currency)}</span>
            {compare ? <s className="compare">{compare}</s> : null}
          </p>
        ) : null}
      </a>
    </li>
  );
}

/**
 * Product cards, two to a row on a phone and four on a desktop (a catalog's design may say two,
 * three, or a list of rows); the first `eager` pictures load at once.
 */
export function ProductGrid({
  store,
  products,
  eager = 2,
  layout,
}: {
  store: ShopStore;
  products: ShopProductCard[];
  eager?: number;
  layout?: { kind: 'grid' | 'list'; columns: number };
}) {
  const shape = !layout ? '' : layout.kind === 'list' ? ' list' : ` cols-${layout.columns}`;
  return (
    <ul className={`grid${shape}`}>
      {products.map((p, i) => (
        <Card
          key={p.id}
          product={p}
          showPrice={store.buy_mode !== 'booking' || p.price > 0}
          pricesHidden={store.prices_hidden}
          showStock={shopShowsStock(store)}
          eager={i < eager}
        />
      ))}
    </ul>
  );
}
