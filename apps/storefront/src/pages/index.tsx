import type { ShopDocument } from '@stallfront/shared/shop';
import { CatalogPage } from './catalog.js';
import { HomePage } from './home.js';
import { ErrorPage } from './error.js';
import { ProductPage } from './product.js';
import { SearchPage } from './search.js';

/** The page's own content, by kind. */
export function PageBody({ doc }: { doc: ShopDocument }) {
  const { page, store } = doc;
  if (page.kind === 'error') return <ErrorPage store={store} {...page.data} />;
  if (!store) return <ErrorPage store={null} status={404} title="Shop not found" message="There is no shop here." />;
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
