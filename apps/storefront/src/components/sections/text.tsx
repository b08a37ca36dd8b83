import type { SectionProps } from './types.js';

/**
 * A heading and the merchant's words. The hero style is the coloured block at the top of a shop;
 * the page's first hero is its h1.
 */
export function TextSection({ section, first }: SectionProps<'text'> & { first: boolean }) {
  const Heading = section.style === 'hero' && first ? 'h1' : 'h2';
  return (
    <section className={section.style === 'hero' ? 'home-section hero' : 'home-section text-section'}>
      {section.heading ? <Heading>{section.heading}</Heading> : null}
      {/* Sanitised by the server when it was saved (an allow-list of the editor's tags), as a page's body. */}
      {section.html ? <div className="rich-text" dangerouslySetInnerHTML={{ __html: section.html }} /> : null}
    </section>
  );
}
