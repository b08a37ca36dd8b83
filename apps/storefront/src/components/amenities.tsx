import { AMENITY_GLYPHS } from '@stallfront/shared/glyphs';
import type { ShopProductData } from '@stallfront/shared/shop';
import { IconItem } from './icon-item.js';

type Amenity = ShopProductData['product']['amenities'][number];

/** Consecutive amenities of one group (the server sends them ordered by group, then name). */
function byGroup(amenities: Amenity[]): [string, Amenity[]][] {
  const groups: [string, Amenity[]][] = [];
  for (const amenity of amenities) {
    const last = groups.at(-1);
    if (last && last[0] === amenity.group) last[1].push(amenity);
    else groups.push([amenity.group, [amenity]]);
  }
  return groups;
}

/** What the listing or the service's place offers, under the merchant's group headings. */
export function Amenities({ amenities }: { amenities: Amenity[] }) {
  if (amenities.length === 0) return null;
  return (
    <section className="amenities" aria-labelledby="amenities-title">
      <h2 id="amenities-title">Amenities</h2>
      {byGroup(amenities).map(([group, list]) => (
        <div key={group}>
          <h3>{group}</h3>
          <ul aria-label={group}>
            {list.map((amenity) => (
              <IconItem key={amenity.name} glyph={AMENITY_GLYPHS[amenity.icon]} text={amenity.name} />
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
