import { textToneOn } from '@stallfront/shared/rules';
import type { ShopDocument } from '@stallfront/shared/shop';
import {
  ANNOUNCEMENT_BAR,
  CHAT_BUTTON,
  chatPageOf,
  popupShowsOn,
  popupVersion,
  STORE_POPUP,
  SOCIAL_NETWORKS,
  POLICY_KINDS,
  scheduledNow,
  whatsappLink,
} from '@stallfront/shared/website';
import type { ShopContext } from './shop-store.js';
import { navOf } from './site-menus.js';
import { savedLinkHref as hrefOf } from './cards.js';

type SiteBits = Pick<
  ShopDocument,
  'announcement' | 'chat' | 'popup' | 'site_links' | 'footer' | 'nav' | 'newsletter' | 'display_currencies'
>;

// A store that loses the feature (a package change, a trial ending) stops showing it, whatever is saved.

/** The announcement bar, when it is on, the store has the feature and today is one of its days. */
function announcementOf(shop: ShopContext, now: Date): SiteBits['announcement'] {
  const bar = shop.settings.announcementBar;
  if (!bar?.enabled || !shop.features.includes(ANNOUNCEMENT_BAR.key)) return null;
  if (!scheduledNow(bar, now, shop.timeZone)) return null;
  const { text, link, background } = bar;
  return { text, href: link === '' ? null : hrefOf(shop, link), background, tone: textToneOn(background) };
}

/** The WhatsApp button, when it is on, the store has the feature and this kind of page was chosen. */
function chatOf(shop: ShopContext, pageKind: string): SiteBits['chat'] {
  const chat = shop.settings.chatButton;
  if (!chat?.enabled || !shop.features.includes(CHAT_BUTTON.key)) return null;
  const page = chatPageOf(pageKind);
  if (page === null || !chat.pages.includes(page)) return null;
  return { href: whatsappLink(chat.whatsapp, chat.greeting) };
}

/** The footer's links to the store's published pages, then its written policies. */
function siteLinksOf(shop: ShopContext): SiteBits['site_links'] {
  const { base } = shop.store;
  return [
    ...shop.sitePages.pages.map((page) => ({ name: page.title, href: `${base}/pages/${page.slug}` })),
    ...shop.sitePages.policies.map((kind) => ({ name: POLICY_KINDS[kind], href: `${base}/policies/${kind}` })),
  ];
}

const NO_FOOTER: SiteBits['footer'] = { about: '', address: '', email: '', phone: '', socials: [], popular: null };

/** The footer's words and social links, and its block of SEO links while the store has the SEO editor. */
function footerOf(shop: ShopContext): SiteBits['footer'] {
  const content = shop.settings.footer;
  const links = shop.settings.footerLinks;
  return {
    ...NO_FOOTER,
    ...(content && {
      about: content.about,
      address: content.address,
      email: content.email,
      phone: content.phone,
      socials: content.socials.map((social) => ({ name: SOCIAL_NETWORKS[social.network], href: social.url })),
    }),
    popular:
      links && links.links.length > 0 && shop.features.includes('seo_editor')
        ? { heading: links.heading, links: links.links.map((l) => ({ name: l.label, href: hrefOf(shop, l.link) })) }
        : null,
  };
}

/** The pop-up, when it is on, the store has the feature, today is one of its days and this is a browsing page. */
function popupOf(shop: ShopContext, pageKind: string, now: Date): SiteBits['popup'] {
  const popup = shop.settings.storePopup;
  if (!popup?.enabled || !shop.features.includes(STORE_POPUP.key)) return null;
  if (!popupShowsOn(pageKind) || !scheduledNow(popup, now, shop.timeZone)) return null;
  return {
    title: popup.title,
    text: popup.text,
    image: popup.image || null,
    button: popup.button_label ? { label: popup.button_label, href: hrefOf(shop, popup.button_link) } : null,
    delay_seconds: popup.delay_seconds,
    // Stores under /s/ share the platform's origin, and so its localStorage: the key names the store.
    remember: popup.once_per_visitor
      ? { key: `stallfront:popup:${shop.store.sub_domain}`, version: popupVersion(popup) }
      : null,
  };
}

/** The header's currency picker, where the store has the feature, currencies to offer and shows its prices. */
function displayCurrenciesOf(shop: ShopContext): SiteBits['display_currencies'] {
  const options = shop.settings.displayCurrencies.map(({ code, rate }) => ({ code, rate }));
  if (options.length === 0 || !shop.features.includes('currency_types') || shop.store.prices_hidden) return null;
  return { store: shop.store.currency, options };
}

/** A page's announcement bar, chat button, pop-up and footer from the store's settings, by the clock and the page's kind. */
export function siteBitsOf(shop: ShopContext | null, pageKind: string, now: Date): SiteBits {
  if (!shop)
    return {
      announcement: null,
      chat: null,
      popup: null,
      site_links: [],
      footer: NO_FOOTER,
      nav: { label: 'Menu', header: [], footer: [] },
      newsletter: null,
      display_currencies: null,
    };
  return {
    announcement: announcementOf(shop, now),
    chat: chatOf(shop, pageKind),
    popup: popupOf(shop, pageKind, now),
    site_links: siteLinksOf(shop),
    footer: footerOf(shop),
    nav: navOf(shop),
    newsletter: shop.features.includes('newsletter') ? { action: `${shop.store.base}/newsletter` } : null,
    display_currencies: displayCurrenciesOf(shop),
  };
}
