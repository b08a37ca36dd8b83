import { inArray } from 'drizzle-orm';
import { bundleChoices, MAX_OFFERED_PRODUCTS } from '@stallfront/shared';
import type { ShopAddonOffer } from '@stallfront/shared/shop';
import { shownStock } from '@stallfront/shared/shop-rules';
import type { Db } from '../../db/client.js';
import { type ProductRow, products } from '../../db/schema/index.js';
import { productHref, shopImage } from './cards.js';
import type { AttachedOffer } from './product-extras.js';
import type { ShopContext } from './shop-store.js';
import { mediaSizes, visibleProducts } from './shop.repo.js';

/** The page shows stock as shownStock bands it: a cached page changes only when the band does. */
const choicesOf = (product: ProductRow) =>
  bundleChoices(
    { sku: product.sku, label: product.name, price: Number(product.price), stock: shownStock(product.stock) },
    product.variants.map((v) => ({
      sku: v.sku,
      label: v.option_values.join(' / '),
      price: v.price,
      stock: shownStock(v.stock),
    })),
  );

/**
 * The product page's one "frequently bought together" block: the products its offers offer
 * that a shopper can buy now (visible, in stock, not the page's own), in the offers' order,
 * each once at its best discount, MAX_OFFERED_PRODUCTS at most, under the first offer's heading.
 * Shops that sell by cart with the addon_products feature only.
 */
export async function shopAddonOffer(
  db: Db,
  shop: ShopContext,
  pageProductId: string,
  attached: AttachedOffer[],
): Promise<ShopAddonOffer | null> {
  if (shop.store.buy_mode !== 'cart' || !shop.features.includes('addon_products')) return null;
  const ids = [...new Set(attached.flatMap((o) => o.offered_ids))].filter((id) => id !== pageProductId);
  if (ids.length === 0) return null;
  const rows = await db
    .select()
    .from(products)
    .where(visibleProducts(shop.store.id, inArray(products.id, ids)));
  const buyable = new Map(rows.flatMap((row) => (choicesOf(row).length ? [[row.id, row] as const] : [])));
  const shown = ids.filter((id) => buyable.has(id)).slice(0, MAX_OFFERED_PRODUCTS);
  if (shown.length === 0) return null;
  const sizes = await mediaSizes(
    db,
    shop.store.id,
    shown.flatMap(
      (id) =>
        buyable
          .get(id)
          ?.images.slice(0, 1)
          .map((i) => i.url) ?? [],
    ),
  );
  const bestPercent = (id: string) =>
    Math.max(...attached.filter((o) => o.offered_ids.includes(id)).map((o) => o.discount_percent));
  return {
    heading: attached.find((o) => o.offered_ids.some((id) => shown.includes(id)))?.name ?? '',
    action: `${shop.store.base}/cart/bundle`,
    items: shown.map((id) => {
      const product = buyable.get(id) as ProductRow;
      const image = product.images[0];
      return {
        name: product.name,
        href: productHref(shop, product.slug),
        image: image ? shopImage(image.url, image.alt || product.name, sizes) : null,
        choices: choicesOf(product),
        discount_percent: bestPercent(id),
      };
    }),
  };
}
