import { textToneOn } from '@stallfront/shared/rules';
import type { ShopDocument } from '@stallfront/shared/shop';
import {
  ANNOUNCEMENT_BAR,
  CHAT_BUTTON,
  chatPageOf,
  SOCIAL_NETWORKS,
  POLICY_KINDS,
  scheduledNow,
  whatsappLink,
} from '@stallfront/shared/website';
import type { ShopContext } from './shop-store.js';

type SiteBits = Pick<ShopDocument, 'announcement' | 'chat' | 'site_links' | 'footer'>;

// A store that loses the feature (a package change, a trial ending) stops showing it, whatever is saved.

/** The announcement bar, when it is on, the store has the feature and today is one of its days. */
function announcementOf(shop: ShopContext, now: Date): SiteBits['announcement'] {
  const bar = shop.settings.announcementBar;
  if (!bar?.enabled || !shop.features.includes(ANNOUNCEMENT_BAR.key)) return null;
  if (!scheduledNow(bar, now, shop.timeZone)) return null;
  const { text, link, background } = bar;
  // A link within the shop is a path under the shop's base.
  const href = link === '' ? null : hrefOf(shop, link);
  return { text, href, background, tone: textToneOn(background) };
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

/** A link the merchant typed: a shop path goes under the shop's base, a web address stays as it is. */
const hrefOf = (shop: ShopContext, link: string) => (link.startsWith('/') ? `${shop.store.base}${link}` : link);

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

/** A page's announcement bar, chat button and footer from the store's settings, by the clock and the page's kind. */
export function siteBitsOf(shop: ShopContext | null, pageKind: string, now: Date): SiteBits {
  if (!shop) return { announcement: null, chat: null, site_links: [], footer: NO_FOOTER };
  return {
    announcement: announcementOf(shop, now),
    chat: chatOf(shop, pageKind),
    site_links: siteLinksOf(shop),
    footer: footerOf(shop),
  };
}
