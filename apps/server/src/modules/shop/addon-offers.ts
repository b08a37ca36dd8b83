import { inArray } from 'drizzle-orm';
import { bundleChoices } from '@stallfront/shared';
import type { ShopAddonOffer } from '@stallfront/shared/shop';
import type { Db } from '../../db/client.js';
import { type ProductRow, products } from '../../db/schema/index.js';
import { productHref, shopImage } from './cards.js';
import type { AttachedOffer } from './product-extras.js';
import type { ShopContext } from './shop-store.js';
import { mediaSizes, visibleProducts } from './shop.repo.js';

const choicesOf = (product: ProductRow) =>
  bundleChoices(
    { sku: product.sku, label: product.name, price: Number(product.price), stock: product.stock },
    product.variants.map((v) => ({ sku: v.sku, label: v.option_values.join(' / '), price: v.price, stock: v.stock })),
  );

/**
 * The product page's add-on offers, with the offered products a shopper can buy now (visible,
 * in stock, not the page's own); an offer left with none is not shown. Shops that sell by cart
 * with the addon_products feature only.
 */
export async function shopAddonOffers(
  db: Db,
  shop: ShopContext,
  pageProductId: string,
  attached: AttachedOffer[],
): Promise<ShopAddonOffer[]> {
  if (shop.store.buy_mode !== 'cart' || !shop.features.includes('addon_products') || attached.length === 0) return [];
  const ids = [...new Set(attached.flatMap((o) => o.offered_ids))].filter((id) => id !== pageProductId);
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(products)
    .where(visibleProducts(shop.store.id, inArray(products.id, ids)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const sizes = await mediaSizes(
    db,
    shop.store.id,
    rows.flatMap((r) => r.images.slice(0, 1).map((i) => i.url)),
  );
  const action = `${shop.store.base}/cart/bundle`;
  return attached
    .map((offer) => ({
      heading: offer.name,
      discount_percent: offer.discount_percent,
      action,
      items: offer.offered_ids.flatMap((id) => {
        const product = byId.get(id);
        const choices = product ? choicesOf(product) : [];
        if (!product || choices.length === 0) return [];
        const image = product.images[0];
        return [
          {
            name: product.name,
            href: productHref(shop, product.slug),
            image: image ? shopImage(image.url, image.alt || product.name, sizes) : null,
            choices,
          },
        ];
      }),
    }))
    .filter((offer) => offer.items.length > 0);
}
