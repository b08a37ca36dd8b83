import type { ShopProductPage } from '@stallfront/shared/shop';

/** The sort choices as links (they work without script) above a page of products. */
export function SortLinks({ page }: { page: ShopProductPage }) {
  return (
    <nav className="sorts" aria-label="Sort">
      {page.sort_links.map((link) => (
        <a key={link.sort} href={link.href} aria-current={link.sort === page.sort ? 'true' : undefined}>
          {link.label}
        </a>
      ))}
    </nav>
  );
}

/** Back to the first page, and on to the next one. */
export function Pager({ page }: { page: ShopProductPage }) {
  if (!page.next_href && !page.first_href) return null;
  return (
    <nav className="pager" aria-label="Pages">
      {page.first_href ? <a href={page.first_href}>First page</a> : <span />}
      {page.next_href ? (
        <a className="button" href={page.next_href} rel="next">
          Next page
        </a>
      ) : null}
    </nav>
  );
}
