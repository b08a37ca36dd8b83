import type { ShopDocument } from '@stallfront/shared/shop';

/**
 * The header's menu: a row of links; an item with items under it opens them in a panel under the
 * row (a <details>, so it works without script), its own page first.
 */
export function HeaderMenu({ nav }: { nav: ShopDocument['nav'] }) {
  return (
    <nav className="menu" aria-label={nav.label}>
      <ul>
        {nav.header.map((item) => (
          <li key={`${item.name}|${item.href}`}>
            {item.children.length > 0 ? (
              <details className="menu-group">
                <summary>{item.name}</summary>
                <ul>
                  <li>
                    <a href={item.href}>All {item.name}</a>
                  </li>
                  {item.children.map((child) => (
                    <li key={`${child.name}|${child.href}`}>
                      <a href={child.href}>{child.name}</a>
                    </li>
                  ))}
                </ul>
              </details>
            ) : (
              <a href={item.href}>{item.name}</a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
