import type { Tx } from '../db/client.js';
import {
  type AnnouncementBar,
  ANNOUNCEMENT_BAR,
  CHAT_BUTTON,
  type ChatButton,
  STORE_POPUP,
  type StorePopup,
} from '@stallfront/shared/website';
import { storeSettings } from '../db/schema/index.js';
import type { DemoStore } from './demo-stores.js';

/** The demo shops' announcement bars, chat buttons and pop-ups, by sub-domain, as their screens would save them. */
const SETTINGS: Record<string, { bar?: AnnouncementBar; chat?: ChatButton; popup?: StorePopup }> = {
  'urban-threads': {
    bar: {
      enabled: true,
      text: 'Free delivery over ₹999 · Easy 30-day returns',
      link: '/c/women',
      background: '#3b2418',
      starts_on: null,
      ends_on: null,
    },
    chat: {
      enabled: true,
      whatsapp: '+91 98450 12345',
      greeting: 'Hi Urban Threads! I have a question about sizes.',
      // The home page only: the other pages' buttons sit where a phone's thumb is.
      pages: ['home'],
    },
    popup: {
      enabled: true,
      title: 'Join the Urban Threads list',
      text: '10% off your first order, and first word of every new drop.',
      image: '',
      button_label: 'Shop new arrivals',
      button_link: '/c/women',
      delay_seconds: 8,
      once_per_visitor: true,
      starts_on: null,
      ends_on: null,
    },
  },
  'glow-studio': {
    bar: {
      enabled: true,
      text: 'New: bridal trial sessions on Sundays. Book online in a minute',
      link: '',
      background: '#f8e1ec',
      starts_on: null,
      ends_on: null,
    },
  },
};

/** Saves a demo store's website settings, each checked by its declaration as the PUT would. */
export async function seedDemoWebsite(tx: Tx, storeId: string, demo: DemoStore): Promise<void> {
  const { bar, chat, popup } = SETTINGS[demo.subDomain] ?? {};
  const rows = [
    bar && { storeId, key: ANNOUNCEMENT_BAR.key, value: ANNOUNCEMENT_BAR.value.parse(bar) },
    chat && { storeId, key: CHAT_BUTTON.key, value: CHAT_BUTTON.value.parse(chat) },
    popup && { storeId, key: STORE_POPUP.key, value: STORE_POPUP.value.parse(popup) },
  ].filter((row) => row !== undefined);
  if (rows.length > 0) await tx.insert(storeSettings).values(rows);
}
