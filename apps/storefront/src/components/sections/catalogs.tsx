import { Picture } from '../picture.js';
import { Title } from './slot.js';
import type { SectionProps } from './types.js';

/** Catalog tiles: the catalogs named, or those the store highlights. */
export function CatalogsSection({ section, eager }: SectionProps<'catalogs'>) {
  return (
    <section className="home-section">
      <Title text={section.title} />
      <ul className="collections">
        {section.catalogs.map((c, i) => (
          <li key={c.href}>
            <a href={c.href}>
              {c.image ? <Picture image={c.image} sizes="(min-width: 1024px) 33vw, 50vw" eager={i < eager} /> : null}
              <span>{c.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
