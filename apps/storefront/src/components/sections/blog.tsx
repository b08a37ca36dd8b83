import { Title } from './slot.js';
import type { SectionProps } from './types.js';

/** Article cards: a title, the start of the text, a link to read on. */
export function BlogSection({ section }: SectionProps<'blog'>) {
  return (
    <section className="home-section">
      <Title text={section.title} />
      <ul className="posts" data-count={section.posts.length}>
        {section.posts.map((post) => (
          <li key={post.href}>
            <article className="post-card">
              <h3>
                <a href={post.href}>{post.title}</a>
              </h3>
              {post.excerpt ? <p>{post.excerpt}</p> : null}
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
