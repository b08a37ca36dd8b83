import { Slot, Title } from './slot.js';
import type { SectionProps } from './types.js';

/** Pictures laid out as the grid's label says (the stylesheet places them by data-grid). */
export function ImageGridSection({ section, eager }: SectionProps<'image_grid'>) {
  const sizes = section.images.length === 1 ? '(min-width: 1232px) 1200px, 100vw' : '(min-width: 720px) 50vw, 100vw';
  return (
    <section className="home-section">
      <Title text={section.title} />
      <div className="image-grid" data-grid={section.grid}>
        {section.images.map((picture, i) => (
          <Slot key={`${i}-${picture.image.url}`} picture={picture} sizes={sizes} eager={i < eager} />
        ))}
      </div>
    </section>
  );
}
