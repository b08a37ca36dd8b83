import { shopItemWord } from '@stallfront/shared/shop-rules';
import type { ShopSearchData, ShopStore } from '@stallfront/shared/shop';
import { Pager, SortLinks } from '../components/pager.js';
import { ProductGrid } from '../components/product-grid.js';

/** Search by the start of a name's words or a whole SKU. */
export function SearchPage({ store, data }: { store: ShopStore; data: ShopSearchData }) {
  const words = shopItemWord(store);
  return (
    <>
      <div className="page-head">
        <h1>{data.query ? `Results for “${data.query}”` : 'Search'}</h1>
      </div>
      <form className="search-page" action={`${store.base}/search`} method="get">
        <input type="search" name="q" defaultValue={data.query} aria-label={`Search ${words.many}`} />
        <button type="submit">Search</button>
      </form>
      {data.promoted.length > 0 ? (
        <section className="promoted" aria-label="Top picks">
          <h2>Top picks</h2>
          <ProductGrid store={store} products={data.promoted} />
        </section>
      ) : null}
      {data.page ? (
        <>
          <SortLinks page={data.page} />
          {data.page.products.length > 0 ? (
            <ProductGrid store={store} products={data.page.products} />
          ) : (
            <p className="empty">
              No {words.many} match “{data.query}”. Try fewer or shorter words.
            </p>
          )}
          <Pager page={data.page} />
        </>
      ) : (
        <p className="empty">Type a name or a SKU.</p>
      )}
    </>
  );
}
