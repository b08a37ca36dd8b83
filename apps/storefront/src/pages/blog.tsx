import type { ShopBlogCard, ShopBlogData, ShopBlogPostData, ShopStore } from '@stallfront/shared/shop';
import { BlogComments } from '../components/blog-comments.js';
import { Picture } from '../components/picture.js';
import { ProductGrid } from '../components/product-grid.js';

const DAY = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' });
/** A post's day (the store's, YYYY-MM-DD) as a reader says it: "30 November 2026". */
const dayText = (day: string) => DAY.format(new Date(`${day}T00:00:00Z`));

function Byline({ post }: { post: ShopBlogCard }) {
  return (
    <p className="byline muted">
      {post.category ? (
        <>
          <a className="post-category" href={post.category.href}>
            {post.category.name}
          </a>
          {' · '}
        </>
      ) : null}
      <time dateTime={post.published_on}>{dayText(post.published_on)}</time>
      {post.author ? ` · ${post.author}` : null}
    </p>
  );
}

function Tags({ post }: { post: ShopBlogCard }) {
  if (post.tags.length === 0) return null;
  return (
    <ul className="post-tags" aria-label="Tags">
      {post.tags.map((tag) => (
        <li key={tag.name}>
          <a href={tag.href}>{tag.name}</a>
        </li>
      ))}
    </ul>
  );
}

/** /blog: the posts newest first, a cover and a few lines each, and the way to older ones. */
export function BlogPage({ data }: { data: ShopBlogData }) {
  return (
    <section className="blog-page">
      <div className="page-head">
        <h1>{data.heading}</h1>
        {data.tag ? <a href={data.tag.all_href}>All posts</a> : null}
        {data.category ? <a href={data.category.all_href}>All posts</a> : null}
      </div>
      {data.category?.description ? <p className="muted category-words">{data.category.description}</p> : null}
      {data.posts.length === 0 ? (
        <p className="empty">No posts yet. Come back soon.</p>
      ) : (
        <ul className="blog-list">
          {data.posts.map((post, i) => (
            <li key={post.href}>
              <article className="blog-card">
                {post.cover ? (
                  <Picture
                    image={post.cover}
                    sizes="(min-width: 1024px) 33vw, 100vw"
                    eager={i === 0}
                    className="blog-cover"
                  />
                ) : null}
                <h2>
                  <a href={post.href}>{post.title}</a>
                </h2>
                <Byline post={post} />
                {post.excerpt ? <p>{post.excerpt}</p> : null}
                <Tags post={post} />
              </article>
            </li>
          ))}
        </ul>
      )}
      <nav className="pager" aria-label="Pages">
        {data.first_href ? <a href={data.first_href}>Newest posts</a> : null}
        {data.next_href ? <a href={data.next_href}>Older posts</a> : null}
      </nav>
      <p className="muted">
        <a href={data.feed_href}>Follow the blog in a feed reader</a>
      </p>
    </section>
  );
}

/** /blog/{slug}: one post: its title, day and author, cover, text and tags; its products and comments (advanced blogs). */
export function BlogPostPage({ store, data }: { store: ShopStore; data: ShopBlogPostData }) {
  return (
    <>
      <BlogPostArticle data={data} />
      {data.products.length > 0 ? (
        <section className="post-products" aria-labelledby="post-products">
          <h2 id="post-products">Products in this post</h2>
          <ProductGrid store={store} products={data.products} eager={0} />
        </section>
      ) : null}
      {data.comments ? <BlogComments comments={data.comments} /> : null}
    </>
  );
}

function BlogPostArticle({ data }: { data: ShopBlogPostData }) {
  return (
    <article className="narrow content-page blog-post">
      <p>
        <a href={data.blog_href}>← Blog</a>
      </p>
      <h1>{data.title}</h1>
      <Byline post={data} />
      {data.cover ? (
        <Picture image={data.cover} sizes="(min-width: 48rem) 48rem, 100vw" eager className="blog-post-cover" />
      ) : null}
      {/* Sanitised by the server when it was saved (an allow-list of the editor's tags). */}
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: data.html }} />
      <Tags post={data} />
    </article>
  );
}
