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
