import { shopItemWord } from '@stallfront/shared/shop-rules';
import type { ShopCatalogData, ShopStore } from '@stallfront/shared/shop';
import { CatalogFilters } from '../components/catalog-filters.js';
import { Pager, SortLinks } from '../components/pager.js';
import { ProductGrid } from '../components/product-grid.js';

/** One catalog: its products a page at a time, sortable by newest or price, drawn and filtered as its design says. */
export function CatalogPage({ store, data }: { store: ShopStore; data: ShopCatalogData }) {
  const words = shopItemWord(store);
  return (
    <>
      <nav className="crumbs" aria-label="Breadcrumb">
        <a href={`${store.base}/`}>Home</a> / <span aria-current="page">{data.catalog.name}</span>
      </nav>
      <div className="page-head">
        <h1>{data.catalog.name}</h1>
        {data.catalog.description ? <p className="muted">{data.catalog.description}</p> : null}
      </div>
      {data.finders.map((finder) => (
        <p key={finder.href} className="finder-entry">
          <a href={finder.href}>Help me choose</a> <span className="muted">{finder.title}</span>
        </p>
      ))}
      {data.filters ? <CatalogFilters filters={data.filters} /> : null}
      <SortLinks page={data.page} />
      {data.page.products.length > 0 ? (
        <ProductGrid store={store} products={data.page.products} layout={data.layout} />
      ) : (
        <p className="empty">
          {data.filters?.active ? `No ${words.many} match these filters.` : `No ${words.many} here yet.`}
        </p>
      )}
      <Pager page={data.page} />
    </>
  );
}
