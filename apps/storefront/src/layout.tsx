import { AdSlot } from './components/ad-slot.js';
import type { ReactNode } from 'react';
import { SHOP_VISITOR_SCRIPT, shopHasCart, shopItemWord } from '@stallfront/shared/shop-rules';
import type { ShopDocument, ShopStore } from '@stallfront/shared/shop';
import { CartDrawer } from './islands/cart-drawer.js';
import { Island } from './islands/island.js';
import { SiteFooter } from './components/site-footer.js';
import { HeaderMenu } from './components/header-menu.js';
import { StorePopup } from './islands/store-popup.js';

/** The store's announcement: one line over the header, a link when it has one. */
function AnnouncementBar({ bar }: { bar: NonNullable<ShopDocument['announcement']> }) {
  const style = { background: bar.background, color: bar.tone === 'dark' ? '#111' : '#fff' };
  return (
    <aside className="announcement" style={style} aria-label="Announcement">
      {bar.href ? <a href={bar.href}>{bar.text}</a> : <p>{bar.text}</p>}
    </aside>
  );
}

/** WhatsApp's speech bubble, drawn inline so the button needs no image request. */
function WhatsAppGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.3-.4.8-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6.5-.1 1.5-.6 1.7-1.2s.2-1.1.1-1.2l-.5-.2Z"
      />
    </svg>
  );
}

/**
 * The display currency picker: hidden until the page's script shows it, which converts by the
 * visitor's cookie; without script the store's prices stand alone.
 */
function CurrencyPicker({ currencies }: { currencies: NonNullable<ShopDocument['display_currencies']> }) {
  return (
    <select
      className="currency-picker"
      aria-label="Show prices in"
      data-currency-picker
      data-rates={JSON.stringify(currencies)}
      defaultValue={currencies.store}
      hidden
    >
      {[currencies.store, ...currencies.options.map((option) => option.code)].map((code) => (
        <option key={code} value={code}>
          {code}
        </option>
      ))}
    </select>
  );
}

/** Header (logo or name, search, cart), its menu, the page, the footer. */
export function Layout({
  store,
  visitor,
  children,
}: {
  store: ShopStore | null;
  visitor: Pick<
    ShopDocument,
    | 'cart_count'
    | 'customer'
    | 'accounts'
    | 'extra_links'
    | 'announcement'
    | 'chat'
    | 'popup'
    | 'site_links'
    | 'footer'
    | 'nav'
    | 'newsletter'
    | 'display_currencies'
    | 'ads'
  >;
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
  return (
    <>
      {visitor.announcement ? <AnnouncementBar bar={visitor.announcement} /> : null}
      <header className="site-header">
        <div className="bar">
          <a className="brand" href={home}>
            {store.logo ? <img src={store.logo} alt="" width={32} height={32} /> : null}
            <span>{store.name}</span>
          </a>
          <form className="search" action={`${store.base}/search`} method="get">
            <input type="search" name="q" placeholder={`Search ${words.many}`} aria-label={`Search ${words.many}`} />
          </form>
          {visitor.display_currencies ? <CurrencyPicker currencies={visitor.display_currencies} /> : null}
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
        {visitor.nav.header.length > 0 ? <HeaderMenu nav={visitor.nav} /> : null}
      </header>
      {/* The visitor's name and cart count, from their cookie: the page itself is everyone's. */}
      <script dangerouslySetInnerHTML={{ __html: SHOP_VISITOR_SCRIPT }} />
      <main className="page">
        {visitor.ads?.length ? <AdSlot ads={visitor.ads} /> : null}
        {children}
      </main>
      <SiteFooter store={store} home={home} visitor={visitor} />
      {visitor.chat ? (
        <a
          className="chat-button"
          href={visitor.chat.href}
          target="_blank"
          rel="noopener"
          aria-label="Chat with us on WhatsApp"
        >
          <WhatsAppGlyph />
          <span>Chat with us</span>
        </a>
      ) : null}
      {visitor.popup ? (
        <Island
          name="store-popup"
          component={StorePopup}
          props={{ popup: visitor.popup, besideChat: visitor.chat !== null }}
        />
      ) : null}
    </>
  );
}
