import type { ShopStore } from '@stallfront/shared/shop';
import { ProductGrid } from '../product-grid.js';
import { Title } from './slot.js';
import type { SectionProps } from './types.js';

/** A row of product cards: newest, best sellers, a catalog's or hand-picked. */
export function ProductsSection({ section, eager, store }: SectionProps<'products'> & { store: ShopStore }) {
  return (
    <section className="home-section">
      <Title text={section.title} />
      <ProductGrid store={store} products={section.products} eager={eager} />
    </section>
  );
}
