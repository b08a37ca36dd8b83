import { textToneOn } from '@stallfront/shared/rules';
import type { ShopDocument } from '@stallfront/shared/shop';
import {
  ANNOUNCEMENT_BAR,
  CHAT_BUTTON,
  chatPageOf,
  POLICY_KINDS,
  scheduledNow,
  whatsappLink,
} from '@stallfront/shared/website';
import type { ShopContext } from './shop-store.js';

type SiteBits = Pick<ShopDocument, 'announcement' | 'chat' | 'site_links'>;

// A store that loses the feature (a package change, a trial ending) stops showing it, whatever is saved.

/** The announcement bar, when it is on, the store has the feature and today is one of its days. */
function announcementOf(shop: ShopContext, now: Date): SiteBits['announcement'] {
  const bar = shop.settings.announcementBar;
  if (!bar?.enabled || !shop.features.includes(ANNOUNCEMENT_BAR.key)) return null;
  if (!scheduledNow(bar, now, shop.timeZone)) return null;
  const { text, link, background } = bar;
  // A link within the shop is a path under the shop's base.
  const href = link === '' ? null : link.startsWith('/') ? `${shop.store.base}${link}` : link;
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

/** A page's announcement bar, chat button and footer links from the store's settings, by the clock and the page's kind. */
export function siteBitsOf(shop: ShopContext | null, pageKind: string, now: Date): SiteBits {
  if (!shop) return { announcement: null, chat: null, site_links: [] };
  return { announcement: announcementOf(shop, now), chat: chatOf(shop, pageKind), site_links: siteLinksOf(shop) };
}
