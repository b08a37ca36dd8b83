import type { ShopDocument, ShopLink, ShopStore } from '@stallfront/shared/shop';

type FooterProps = {
  store: ShopStore;
  home: string;
  visitor: Pick<ShopDocument, 'extra_links' | 'site_links' | 'footer' | 'nav' | 'newsletter'>;
};

/**
 * The newsletter sign-up box: an address and a button. The page is everyone's (cached), so the
 * form carries no token; the shop takes a same-origin post without one (form-guard.ts).
 */
function NewsletterBox({ action }: { action: string }) {
  return (
    <section aria-label="Newsletter" className="footer-newsletter">
      <h2>Newsletter</h2>
      <p className="muted">News and offers by email. Unsubscribe at any time.</p>
      <form method="post" action={action} className="newsletter-box">
        <input
          type="email"
          name="email"
          required
          maxLength={254}
          autoComplete="email"
          placeholder="you@example.com"
          aria-label="Newsletter subscription address"
        />
        <button type="submit">Subscribe</button>
      </form>
    </section>
  );
}

function LinkList({ label, links }: { label: string; links: ShopLink[] }) {
  return (
    <nav aria-label={label}>
      <h2>{label}</h2>
      <ul className="site-links">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.name}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The footer menu the merchant saved: its items, each with the items under it. */
function FooterMenu({ items }: { items: ShopDocument['nav']['footer'] }) {
  return (
    <nav aria-label="Footer menu">
      <ul className="footer-menu">
        {items.map((item) => (
          <li key={`${item.name}|${item.href}`}>
            <a href={item.href}>{item.name}</a>
            {item.children.length > 0 ? (
              <ul>
                {item.children.map((child) => (
                  <li key={`${child.name}|${child.href}`}>
                    <a href={child.href}>{child.name}</a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** About the shop and how to reach it, its pages and policies, its popular links, then its name and socials. */
export function SiteFooter({ store, home, visitor }: FooterProps) {
  const { footer, site_links: siteLinks } = visitor;
  const reach = footer.address || footer.email || footer.phone;
  return (
    <footer className="site-footer">
      <div className="footer-columns">
        {footer.about || reach ? (
          <section aria-label={`About ${store.name}`}>
            <h2>{store.name}</h2>
            {footer.about ? <p className="footer-about">{footer.about}</p> : null}
            {reach ? (
              <address>
                {footer.address ? <span className="footer-address">{footer.address}</span> : null}
                {footer.phone ? <a href={`tel:${footer.phone.replace(/[^+\d]/g, '')}`}>{footer.phone}</a> : null}
                {footer.email ? <a href={`mailto:${footer.email}`}>{footer.email}</a> : null}
              </address>
            ) : null}
          </section>
        ) : null}
        {visitor.nav.footer.length > 0 ? <FooterMenu items={visitor.nav.footer} /> : null}
        {siteLinks.length > 0 ? <LinkList label="About the shop" links={siteLinks} /> : null}
        {footer.popular ? <LinkList label={footer.popular.heading} links={footer.popular.links} /> : null}
        {visitor.newsletter ? <NewsletterBox action={visitor.newsletter.action} /> : null}
      </div>
      {footer.socials.length > 0 ? (
        <ul className="footer-socials" aria-label="Follow us">
          {footer.socials.map((social) => (
            <li key={social.href}>
              <a href={social.href} rel="noopener me" target="_blank">
                {social.name}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
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
  );
}
