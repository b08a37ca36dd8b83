import type { ReactNode } from 'react';
import { SHOP_VISITOR_SCRIPT, shopHasCart, shopItemWord } from '@stallfront/shared/shop-rules';
import type { ShopMenu, ShopStore } from '@stallfront/shared/shop';
import { CartDrawer } from './islands/cart-drawer.js';
import { Island } from './islands/island.js';

/** Header (logo or name, search, cart), the catalog menu, the page, the footer. */
export function Layout({
  store,
  menu,
  visitor,
  children,
}: {
  store: ShopStore | null;
  menu: ShopMenu;
  visitor: {
    cart_count: number;
    customer: string | null;
    accounts: boolean;
    extra_links: { name: string; href: string }[];
  };
  children: ReactNode;
}) {
  if (!store) {
    return (
      <>
        <header className="site-header">
          <div className="bar">
            <span className="brand">Stallfront</span>
          </div>
        </header>
        <main className="page">{children}</main>
      </>
    );
  }
  const home = `${store.base}/`;
  const words = shopItemWord(store);
  const links = menu.flatMap((section) => section.links);
  return (
    <>
      <header className="site-header">
        <div className="bar">
          <a className="brand" href={home}>
            {store.logo ? <img src={store.logo} alt="" width={32} height={32} /> : null}
            <span>{store.name}</span>
          </a>
          <form className="search" action={`${store.base}/search`} method="get">
            <input type="search" name="q" placeholder={`Search ${words.many}`} aria-label={`Search ${words.many}`} />
          </form>
          {visitor.accounts ? (
            <a className="account-link" href={`${store.base}/account`} data-account-link>
              {visitor.customer ?? 'Sign in'}
            </a>
          ) : null}
          {shopHasCart(store.buy_mode) ? (
            <Island
              name="cart-drawer"
              component={CartDrawer}
              props={{
                label: store.buy_mode === 'quote' ? 'Quote' : 'Cart',
                count: visitor.cart_count,
                href: `${store.base}/cart`,
                jsonHref: `${store.base}/cart.json`,
                updateAction: `${store.base}/cart/update`,
                productBase: `${store.base}/p/`,
              }}
            />
          ) : null}
        </div>
        {links.length > 0 ? (
          <nav className="menu" aria-label={menu.length === 1 ? (menu[0]?.name ?? 'Menu') : 'Menu'}>
            <ul>
              {links.map((link) => (
                <li key={`${link.name}|${link.href}`}>
                  <a href={link.href}>{link.name}</a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </header>
      {/* The visitor's name and cart count, from their cookie: the page itself is everyone's. */}
      <script dangerouslySetInnerHTML={{ __html: SHOP_VISITOR_SCRIPT }} />
      <main className="page">{children}</main>
      <footer className="site-footer">
        <p>
          <a href={home}>{store.name}</a>
          {visitor.extra_links.map((link) => (
            <span key={link.href}>
              {' · '}
              <a href={link.href}>{link.name}</a>
            </span>
          ))}
        </p>
        <p className="muted">Shop built with Stallfront</p>
      </footer>
    </>
  );
}
