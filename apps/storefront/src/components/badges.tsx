import type { ShopImageTag } from '@stallfront/shared/shop';
import type { ReactNode } from 'react';

/** The badges over a product's picture: the shop's own (sold out, sale), then the merchant's image tags. */
export function Badges({ tags, children }: { tags: ShopImageTag[]; children?: ReactNode }) {
  if (tags.length === 0 && !children) return null;
  return (
    <div className="badges">
      {children}
      {tags.map((tag) => (
        <span key={tag.text} className={`badge tone-${tag.tone}`} style={{ background: tag.color }}>
          {tag.text}
        </span>
      ))}
    </div>
  );
}
