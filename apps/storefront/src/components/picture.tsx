import type { ShopImage } from '@stallfront/shared/shop';

/** An image with its width-based srcset when the media store has sizes; lazy unless it is the page's first. */
export function Picture({
  image,
  sizes,
  eager = false,
  className,
}: {
  image: ShopImage;
  sizes: string;
  eager?: boolean;
  className?: string;
}) {
  return (
    <img
      className={className}
      src={image.url}
      srcSet={image.srcset ?? undefined}
      sizes={image.srcset ? sizes : undefined}
      alt={image.alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
    />
  );
}
