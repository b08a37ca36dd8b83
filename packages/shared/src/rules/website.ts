import { dayIn } from './bookings.js';
import { access, anyOf } from './call-access.js';
import { isInternalLink, isWebLink } from './links.js';

/** The website screens: the owner and staff given the website grant. */
export const WEBSITE_ACCESS = { read: access({ staff: anyOf('website') }), write: access({ staff: anyOf('website') }) };

/** A link a shop's bar or button may open: a page of the shop ("/c/sale") or an http(s) address. */
export const isShopLink = (link: string): boolean => isInternalLink(link) || isWebLink(link);

/** Days in the store's zone (YYYY-MM-DD) from which and until which something shows; null is open-ended. */
export interface DaySchedule {
  starts_on: string | null;
  ends_on: string | null;
}

/** Whether a schedule covers `now` in the store's zone, both days included. */
export function scheduledNow(schedule: DaySchedule, now: Date, timeZone: string): boolean {
  const today = dayIn(now, timeZone);
  return (
    (schedule.starts_on === null || schedule.starts_on <= today) &&
    (schedule.ends_on === null || today <= schedule.ends_on)
  );
}

/** The pages of the shop a chat button may show on. */
export const CHAT_PAGES = {
  home: 'Home page',
  catalog: 'Catalogs and search',
  product: 'Product pages',
  cart: 'Cart',
} as const;
export type ChatPage = keyof typeof CHAT_PAGES;

/** Which CHAT_PAGES entry a shop page belongs to, if any. */
export function chatPageOf(pageKind: string): ChatPage | null {
  if (pageKind === 'search') return 'catalog';
  return pageKind in CHAT_PAGES ? (pageKind as ChatPage) : null;
}

/** A WhatsApp click-to-chat address: the number's digits only, and the greeting typed in for the shopper. */
export function whatsappLink(number: string, greeting: string): string {
  const digits = number.replace(/\D/g, '');
  return `https://wa.me/${digits}${greeting ? `?text=${encodeURIComponent(greeting)}` : ''}`;
}

/** The policies a shop publishes, in the order its footer lists them: their key, title and address. */
export const POLICY_KINDS = {
  privacy: 'Privacy policy',
  terms: 'Terms of service',
  refund: 'Refund policy',
  shipping: 'Shipping policy',
} as const;
export type PolicyKind = keyof typeof POLICY_KINDS;
export const isPolicyKind = (kind: string): kind is PolicyKind => Object.hasOwn(POLICY_KINDS, kind);

/** A page's address in the shop: /pages/{slug}, lower-case letters, digits and single hyphens. */
export const PAGE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const PAGE_STATUSES = { draft: 'Draft', published: 'Published' } as const;
export type PageStatus = keyof typeof PAGE_STATUSES;

/** Rich text with no words in it ("<p></p>", "<p><br></p>"): an editor's empty value. */
export const isBlankHtml = (html: string): boolean => html.replace(/<[^>]*>|&nbsp;|\s/g, '') === '';

/** The social networks a shop's footer links to, in the order it shows them. */
export const SOCIAL_NETWORKS = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  x: 'X',
  youtube: 'YouTube',
  pinterest: 'Pinterest',
  linkedin: 'LinkedIn',
} as const;
export type SocialNetwork = keyof typeof SOCIAL_NETWORKS;

/** The places of the entries whose key (a network, a page) an earlier entry already has. */
export function repeatedAt<T>(entries: readonly T[], keyOf: (entry: T) => string): number[] {
  const seen = new Set<string>();
  return entries.flatMap((entry, index) => {
    const key = keyOf(entry);
    const repeated = seen.has(key);
    seen.add(key);
    return repeated ? [index] : [];
  });
}

/** A word or phrase as search keywords compare it: lower case, single spaces. */
export const searchKey = (typed: string): string => typed.trim().toLowerCase().replace(/\s+/g, ' ');

export interface SearchKeyword {
  keyword: string;
  synonyms: string[];
  promoted: string[];
}

/**
 * What a shop search looks for: the text typed and, when it is a keyword or one of its synonyms
 * (whatever the case and spacing), the keyword and all its synonyms too, with the keyword's
 * promoted products (ids, in order).
 */
export function searchPlan(keywords: readonly SearchKeyword[], typed: string): { terms: string[]; promoted: string[] } {
  const key = searchKey(typed);
  const entry = keywords.find((k) => [k.keyword, ...k.synonyms].some((word) => searchKey(word) === key));
  if (!entry) return { terms: [typed], promoted: [] };
  const others = [entry.keyword, ...entry.synonyms].filter((word) => searchKey(word) !== key);
  return { terms: [typed, ...others], promoted: entry.promoted };
}

/**
 * The pages a store pop-up may show on: where a shopper browses. Never the cart, the checkout or
 * an account page, where an offer would stand between the shopper and what they came to finish.
 */
const POPUP_PAGES: ReadonlySet<string> = new Set(['home', 'catalog', 'product']);
export const popupShowsOn = (pageKind: string): boolean => POPUP_PAGES.has(pageKind);

/** What a shopper reads in a pop-up: the words, picture and button that make it "the same pop-up". */
export interface PopupContent {
  title: string;
  text: string;
  image: string;
  button_label: string;
  button_link: string;
}

/**
 * A short fingerprint of a pop-up's content (32-bit FNV-1a, base 36). A visitor who closed a
 * pop-up is remembered by it, so editing the words or the offer shows the new one again.
 */
export function popupVersion(popup: PopupContent): string {
  const content = JSON.stringify([popup.title, popup.text, popup.image, popup.button_label, popup.button_link]);
  let hash = 0x811c9dc5;
  for (let i = 0; i < content.length; i += 1) {
    hash ^= content.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** What a menu item links to: a catalog, product, page or collection of the store (by id), a policy, or a web address. */
export const MENU_LINK_KINDS = {
  catalog: 'Catalog',
  product: 'Product',
  page: 'Page',
  collection: 'Collection',
  policy: 'Policy',
  url: 'Web address',
} as const;
export type MenuLinkKind = keyof typeof MENU_LINK_KINDS;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Why a menu item's target does not fit its kind, or null when it does. */
export function menuTargetProblem(kind: MenuLinkKind, target: string): string | null {
  switch (kind) {
    case 'catalog':
    case 'product':
    case 'page':
    case 'collection':
      return UUID.test(target) ? null : `Pick a ${kind}`;
    case 'policy':
      return isPolicyKind(target) ? null : 'Pick a policy';
    case 'url':
      return isShopLink(target)
        ? null
        : 'Enter a page of your shop like /c/sale, or a web address starting with https://';
  }
}

/** A menu item as the shop links it: its words, where it goes, and the items under it (one level). */
export interface NavItem {
  name: string;
  href: string;
  children: { name: string; href: string }[];
}

interface MenuEntry {
  label: string;
  kind: MenuLinkKind;
  target: string;
}

/**
 * A saved menu as the shop links it. `pathOf` gives the shop path of a store's catalog, product
 * or page by id (null once it is hidden, unpublished or gone: its item is left out, and so are
 * the items under it).
 */
export function resolveMenu(
  items: readonly (MenuEntry & { children: readonly MenuEntry[] })[],
  base: string,
  pathOf: (id: string) => string | null,
): NavItem[] {
  const hrefOf = ({ kind, target }: MenuEntry): string | null => {
    if (kind === 'url') return target.startsWith('/') ? `${base}${target}` : target;
    if (kind === 'policy') return `${base}/policies/${target}`;
    const path = pathOf(target);
    return path === null ? null : `${base}${path}`;
  };
  return items.flatMap((item) => {
    const href = hrefOf(item);
    if (href === null) return [];
    const children = item.children.flatMap((child) => {
      const childHref = hrefOf(child);
      return childHref === null ? [] : [{ name: child.label, href: childHref }];
    });
    return [{ name: item.label, href, children }];
  });
}
