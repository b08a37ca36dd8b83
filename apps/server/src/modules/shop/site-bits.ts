import { textToneOn } from '@stallfront/shared/rules';
import type { ShopDocument } from '@stallfront/shared/shop';
import { ANNOUNCEMENT_BAR, CHAT_BUTTON, chatPageOf, scheduledNow, whatsappLink } from '@stallfront/shared/website';
import type { ShopContext } from './shop-store.js';

/** A page's announcement bar and chat button from the store's settings, by the clock and the page's kind. */
export function siteBitsOf(
  shop: ShopContext | null,
  pageKind: string,
  now: Date,
): Pick<ShopDocument, 'announcement' | 'chat'> {
  if (!shop) return { announcement: null, chat: null };
  // Read with the schema they were saved by: a value an older release wrote is left out, not drawn.
  const bar = ANNOUNCEMENT_BAR.value.safeParse(shop.settings[ANNOUNCEMENT_BAR.key]);
  const chat = CHAT_BUTTON.value.safeParse(shop.settings[CHAT_BUTTON.key]);
  const page = chatPageOf(pageKind);
  // A store that loses the feature (a package change, a trial ending) stops showing it.
  const has = (feature: string) => shop.features.includes(feature);
  const barShown =
    has('announcement_bar') && bar.success && bar.data.enabled && scheduledNow(bar.data, now, shop.timeZone);
  const chatShown =
    has('chat_configuration') && chat.success && chat.data.enabled && page !== null && chat.data.pages.includes(page);
  return {
    announcement:
      barShown && bar.success
        ? {
            text: bar.data.text,
            href: bar.data.link
              ? bar.data.link.startsWith('/')
                ? `${shop.store.base}${bar.data.link}`
                : bar.data.link
              : null,
            background: bar.data.background,
            tone: textToneOn(bar.data.background),
          }
        : null,
    chat: chatShown && chat.success ? { href: whatsappLink(chat.data.whatsapp, chat.data.greeting) } : null,
  };
}
