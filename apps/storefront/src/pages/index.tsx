import type { ShopDocument } from '@stallfront/shared/shop';
import { CatalogPage } from './catalog.js';
import { HomePage } from './home.js';
import { NotFoundPage } from './not-found.js';
import { ProductPage } from './product.js';
import { SearchPage } from './search.js';

/** The page's own content, by kind; a page without a store is always the 404. */
export function PageBody({ doc }: { doc: ShopDocument }) {
  const { page, store } = doc;
  if (!store || page.kind === 'not_found') {
    return <NotFoundPage store={store} message={page.kind === 'not_found' ? page.data.message : ''} />;
  }
  switch (page.kind) {
    case 'home':
      return <HomePage store={store} data={page.data} />;
    case 'catalog':
      return <CatalogPage store={store} data={page.data} />;
    case 'product':
      return <ProductPage store={store} data={page.data} />;
    case 'search':
      return <SearchPage store={store} data={page.data} />;
  }
}
