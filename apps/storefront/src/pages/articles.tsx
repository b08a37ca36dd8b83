import type { ShopArticleCard, ShopArticleData, ShopArticlesData, ShopStore } from '@stallfront/shared/shop';
import { Picture } from '../components/picture.js';
import { ProductGrid } from '../components/product-grid.js';

const DAY = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' });

/** "5 min read · Asha Rao". */
function Byline({ article }: { article: ShopArticleCard }) {
  const parts = [article.reading_minutes > 0 ? `${article.reading_minutes} min read` : '', article.author];
  const text = parts.filter(Boolean).join(' · ');
  return text ? <p className="byline muted">{text}</p> : null;
}

function ArticleCard({ article, eager }: { article: ShopArticleCard; eager: boolean }) {
  return (
    <article className="blog-card">
      {article.cover ? (
        <Picture image={article.cover} sizes="(min-width: 1024px) 33vw, 100vw" eager={eager} className="blog-cover" />
      ) : null}
      <h3>
        <a href={article.href}>{article.title}</a>
      </h3>
      <Byline article={article} />
      {article.summary ? <p>{article.summary}</p> : null}
    </article>
  );
}

/** /articles: the guides under their topics' headings, with links to each topic's own list. */
export function ArticlesPage({ data }: { data: ShopArticlesData }) {
  return (
    <section className="blog-page articles-page">
      <div className="page-head">
        <h1>{data.heading}</h1>
      </div>
      {data.topics.length > 1 ? (
        <ul className="post-tags topic-links" aria-label="Topics">
          <li>
            <a href={data.all_href} aria-current={data.narrowed ? undefined : 'page'}>
              All guides
            </a>
          </li>
          {data.topics.map((topic) => (
            <li key={topic.href}>
              <a href={topic.href} aria-current={topic.current ? 'page' : undefined}>
                {topic.name}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {data.groups.length === 0 ? <p className="empty">No guides yet. Come back soon.</p> : null}
      {data.groups.map((group, g) => (
        <section key={group.topic} className="article-group" aria-label={group.topic}>
          {data.narrowed ? null : <h2>{group.topic}</h2>}
          <ul className="blog-list">
            {group.articles.map((article, i) => (
              <li key={article.href}>
                <ArticleCard article={article} eager={g === 0 && i === 0} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

/** /articles/{slug}: the guide, then "Shop this guide" with its products as cards. */
export function ArticlePage({ store, data }: { store: ShopStore; data: ShopArticleData }) {
  return (
    <>
      <article className="narrow content-page blog-post article">
        <nav className="crumbs" aria-label="Breadcrumb">
          <a href={data.articles_href}>Guides</a>
          {data.topic ? (
            <>
              {' / '}
              <a href={data.topic.href}>{data.topic.name}</a>
            </>
          ) : null}
        </nav>
        <h1>{data.title}</h1>
        <p className="byline muted">
          {data.reading_minutes > 0 ? `${data.reading_minutes} min read · ` : ''}
          {data.author ? `${data.author} · ` : ''}
          Updated <time dateTime={data.updated_on}>{DAY.format(new Date(`${data.updated_on}T00:00:00Z`))}</time>
        </p>
        {data.summary ? <p className="article-summary">{data.summary}</p> : null}
        {data.cover ? (
          <Picture image={data.cover} sizes="(min-width: 48rem) 48rem, 100vw" eager className="blog-post-cover" />
        ) : null}
        {/* Sanitised by the server when it was saved (an allow-list of the editor's tags). */}
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: data.html }} />
      </article>
      {data.products.length > 0 ? (
        <section className="article-products" aria-labelledby="shop-this-guide">
          <h2 id="shop-this-guide">Shop this guide</h2>
          <ProductGrid store={store} products={data.products} eager={0} />
        </section>
      ) : null}
    </>
  );
}
