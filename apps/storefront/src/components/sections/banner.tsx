import type { ShopHomeSlide } from '@stallfront/shared/shop';
import { Slot } from './slot.js';
import type { SectionProps } from './types.js';

/** A slide's picture with its words over it (under it on a phone). */
export function Slide({ slide, eager }: { slide: ShopHomeSlide; eager: boolean }) {
  const words = slide.heading || slide.text || slide.button;
  return (
    <Slot picture={slide} sizes="(min-width: 1232px) 1200px, 100vw" eager={eager} className="slot slide">
      {words ? (
        <span className="slide-words">
          {slide.heading ? <strong className="slide-heading">{slide.heading}</strong> : null}
          {slide.text ? <span className="slide-text">{slide.text}</span> : null}
          {slide.button && slide.href ? <span className="button">{slide.button}</span> : null}
        </span>
      ) : null}
    </Slot>
  );
}

/** One wide picture. */
export function BannerSection({ section, eager }: SectionProps<'banner'>) {
  return (
    <section className="home-section banner">
      <Slide slide={section.slide} eager={eager > 0} />
    </section>
  );
}
