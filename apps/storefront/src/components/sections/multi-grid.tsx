import { Slot, Title } from './slot.js';
import type { SectionProps } from './types.js';

/** Captioned tiles, as many to a row as the grid's count suits. */
export function MultiGridSection({ section, eager }: SectionProps<'multi_grid'>) {
  return (
    <section className="home-section">
      <Title text={section.title} />
      <div className="multi-grid" data-count={section.tiles.length}>
        {section.tiles.map((tile, i) => (
          <Slot
            key={`${i}-${tile.image.url}`}
            picture={tile}
            sizes="(min-width: 720px) 33vw, 50vw"
            eager={i < eager}
            className="slot tile"
          >
            {tile.caption ? <span className="tile-caption">{tile.caption}</span> : null}
          </Slot>
        ))}
      </div>
    </section>
  );
}
