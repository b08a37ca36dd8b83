import { Slot, Title } from './slot.js';
import type { SectionProps } from './types.js';

/** Square pictures from the store's Instagram feed, each leading to its profile. */
export function InstagramSection({ section, eager }: SectionProps<'instagram'>) {
  return (
    <section className="home-section">
      <Title text={section.title} />
      <div className="instagram-grid" data-grid={section.grid}>
        {section.images.map((picture, i) => (
          <Slot
            key={`${i}-${picture.image.url}`}
            picture={picture}
            sizes="(min-width: 720px) 25vw, 50vw"
            eager={i < eager}
          />
        ))}
      </div>
      {section.profile ? (
        <p className="instagram-profile">
          <a href={section.profile} rel="noopener">
            Follow us on Instagram
          </a>
        </p>
      ) : null}
    </section>
  );
}
