import { shopItemWord } from '@stallfront/shared/shop-rules';
import type { ShopCollectionData, ShopStore } from '@stallfront/shared/shop';
import { Pager } from '../components/pager.js';
import { ProductGrid } from '../components/product-grid.js';
import { Picture } from '../components/picture.js';

/** One collection: its picture and words, then its products a page at a time, in the merchant's order. */
export function CollectionPage({ store, data }: { store: ShopStore; data: ShopCollectionData }) {
  const words = shopItemWord(store);
  const { collection } = data;
  return (
    <>
      <nav className="crumbs" aria-label="Breadcrumb">
        <a href={`${store.base}/`}>Home</a> / <span aria-current="page">{collection.name}</span>
      </nav>
      <div className="page-head collection-head">
        {collection.image ? (
          <Picture image={collection.image} sizes="(min-width: 640px) 40vw, 100vw" eager className="collection-cover" />
        ) : null}
        <div>
          <h1>{collection.name}</h1>
          {/* Sanitised by the server when it was saved (an allow-list of the editor's tags). */}
          {collection.html ? (
            <div className="rich-text muted" dangerouslySetInnerHTML={{ __html: collection.html }} />
          ) : null}
        </div>
      </div>
      {data.page.products.length > 0 ? (
        <ProductGrid store={store} products={data.page.products} />
      ) : (
        <p className="empty">No {words.many} here yet.</p>
      )}
      <Pager page={data.page} />
    </>
  );
}
