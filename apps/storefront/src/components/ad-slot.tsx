import type { ShopAd } from '@stallfront/shared/shop';
import { Picture } from './picture.js';

/**
 * Vendors' ads in a page's slot. The link goes through the shop's `/ad/{id}`, which counts the
 * click and redirects to the product; the 1×1 beacon counts the impression when the browser
 * draws the ad, so the page itself stays the same for everyone and may be kept.
 */
export function AdSlot({ ads }: { ads: ShopAd[] }) {
  if (ads.length === 0) return null;
  return (
    <aside className="ad-slot" aria-label="Sponsored">
      {ads.map((ad) => (
        <a key={ad.id} className="ad-card" href={ad.href} rel="sponsored" data-ad={ad.id}>
          {ad.image ? <Picture image={ad.image} sizes="(min-width: 720px) 160px, 96px" /> : null}
          <span className="ad-text">
            <span className="ad-label">Sponsored</span>
            <strong>{ad.title}</strong>
            <span className="ad-product">{ad.product_name}</span>
          </span>
          <img className="ad-beacon" src={ad.beacon} alt="" width={1} height={1} />
        </a>
      ))}
    </aside>
  );
}
