import { shopItemWord } from '@stallfront/shared/shop-rules';
import type { ShopHomeData, ShopStore } from '@stallfront/shared/shop';
import { Picture } from '../components/picture.js';
import { ProductGrid } from '../components/product-grid.js';

/** The store's hero, its highlighted catalogs, then its newest products. */
export function HomePage({ store, data }: { store: ShopStore; data: ShopHomeData }) {
  const words = shopItemWord(store);
  return (
    <>
      <section className="hero">
        <h1>{data.hero.headline}</h1>
        <p>{data.hero.tagline}</p>
      </section>
      {data.highlights.length > 0 ? (
        <section aria-labelledby="highlights">
          <h2 id="highlights">Shop by collection</h2>
          <ul className="collections">
            {data.highlights.map((c) => (
              <li key={c.href}>
                <a href={c.href}>
                  {c.image ? <Picture image={c.image} sizes="(min-width: 1024px) 33vw, 50vw" /> : null}
                  <span>{c.name}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="newest">
        <h2 id="newest">New {words.many}</h2>
        {data.newest.length > 0 ? (
          <ProductGrid store={store} products={data.newest} />
        ) : (
          <p className="empty">No {words.many} yet. Please come back soon.</p>
        )}
      </section>
    </>
  );
}
