import { PACKAGES } from '@stallfront/shared';
import type { Db, Tx } from '../db/client.js';
import type { Mailer } from '../platform/mail.js';
import { replyToShopFeedback, updateShopFeedback } from '../modules/shop-feedback/shop-feedback-admin.service.js';
import { sendShopFeedback } from '../modules/shop-feedback/shop-feedback.service.js';
import type { DemoStore } from './demo-stores.js';

/** History needs no announcing: the demo's replies mail nobody. */
const SILENT: Mailer = { send: async () => {} };
const DAY = 86_400_000;

/** What shoppers said, and what the store did with it: left new, read, answered, or answered and closed. */
const SAID = [
  {
    name: 'Aisha Khan',
    rating: 5,
    order: '1004',
    fate: 'new',
    message: 'Quick delivery and lovely packaging. Will order again!',
  },
  {
    name: 'Daniel Brooks',
    rating: 2,
    order: '',
    fate: 'new',
    message: 'The size guide could be clearer; I had to return my first pick.',
  },
  {
    name: 'Mei Lin',
    rating: 4,
    order: '',
    fate: 'read',
    message: 'Great choice. It would be nice to filter by colour.',
  },
  {
    name: 'Carlos Mendes',
    rating: 3,
    order: '1002',
    fate: 'replied',
    message: 'Parcel arrived a day late, but the product is good.',
  },
  {
    name: 'Fatima Noor',
    rating: 1,
    order: '1001',
    fate: 'closed',
    message: 'I was charged twice for one order. Please help.',
  },
  {
    name: 'Tom Becker',
    rating: 5,
    order: '',
    fate: 'closed',
    message: 'Your support team sorted my exchange in minutes. Thank you!',
  },
] as const;

const REPLY = 'Thank you for writing to us. We have looked into it and will keep improving.';

/** Whether the demo store's package or its paid features give the feedback page. */
const takesFeedback = (demo: DemoStore) =>
  Boolean(PACKAGES.find((p) => p.id === demo.packageId)?.features.includes('feedback')) ||
  Boolean(demo.paidFeatures?.includes('feedback'));

/**
 * Shoppers' feedback of the last few weeks, through the shop's and the console's own services,
 * so /setting/feedback opens with each status in it.
 */
export async function seedDemoShopFeedback(tx: Tx, storeId: string, demo: DemoStore, now: Date): Promise<void> {
  if (!takesFeedback(demo)) return;
  const db = tx as unknown as Db;
  const w = {
    db,
    mailer: SILENT,
    storeId,
    storeName: demo.name,
    sentBy: `${demo.name} <owner@${demo.subDomain}.demo>`,
    now,
  };
  for (const [i, said] of SAID.entries()) {
    const email = `${said.name.toLowerCase().replace(/[^a-z]+/g, '.')}@${demo.subDomain}.shopper.demo`;
    const input = { name: said.name, email, rating: said.rating, message: said.message, order_number: said.order };
    const row = await sendShopFeedback(db, storeId, input, null, new Date(now.getTime() - (30 - i * 5) * DAY));
    if (said.fate === 'read') await updateShopFeedback(w, { _id: row.id, version: row.version, status: 'read' });
    if (said.fate === 'replied' || said.fate === 'closed') {
      const replied = await replyToShopFeedback(w, { _id: row.id, version: row.version, body: REPLY });
      if (said.fate === 'closed')
        await updateShopFeedback(w, { _id: row.id, version: replied.data.version, status: 'closed' });
    }
  }
}
