import type { CSSProperties, ReactNode } from 'react';
import type { ShopHomePicture } from '@stallfront/shared/shop';
import { Picture } from '../picture.js';

/**
 * A picture in its slot: the slot keeps the picture's shape (aspect-ratio from its size) before
 * it arrives, so nothing moves; a link when it has one.
 */
export function Slot({
  picture,
  sizes,
  eager,
  children,
  className = 'slot',
}: {
  picture: ShopHomePicture;
  sizes: string;
  eager: boolean;
  children?: ReactNode;
  className?: string;
}) {
  const style = { '--ratio': `${picture.width} / ${picture.height}` } as CSSProperties;
  const inner = (
    <>
      <Picture image={picture.image} sizes={sizes} eager={eager} />
      {children}
    </>
  );
  return picture.href ? (
    <a className={className} style={style} href={picture.href}>
      {inner}
    </a>
  ) : (
    <div className={className} style={style}>
      {inner}
    </div>
  );
}

/** A section's own heading, when the merchant gave it one. */
export const Title = ({ text }: { text: string }) => (text ? <h2>{text}</h2> : null);
