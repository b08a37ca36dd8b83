import { asc, eq } from 'drizzle-orm';
import type { SubscriberState } from '@stallfront/shared';
import type { Tx } from '../db/client.js';
import { campaignRecipients, newsletterCampaigns, newsletterSubscribers, products } from '../db/schema/index.js';
import type { DemoStore } from './demo-stores.js';

const DAY = 86_400_000;
const PEOPLE: [string, string, SubscriberState][] = [
  ['Maya Fernandes', 'maya.fernandes@example.com', 'subscribed'],
  ['Leo Martin', 'leo.martin@example.com', 'subscribed'],
  ['Priya Nair', 'priya.nair@example.com', 'subscribed'],
  ['Tom Becker', 'tom.becker@example.com', 'subscribed'],
  ['Aiko Tanaka', 'aiko.tanaka@example.com', 'subscribed'],
  ['Sara Lind', 'sara.lind@example.com', 'subscribed'],
  ['Omar Haddad', 'omar.haddad@example.com', 'unsubscribed'],
  ['Julia Costa', 'julia.costa@example.com', 'pending'],
  ['Ben Okafor', 'ben.okafor@mail.invalid', 'subscribed'],
];

/** Whether a demo store shows the newsletter with data: the order-based showcase, Urban Threads. */
export const demoHasNewsletter = (demo: DemoStore) => demo.subDomain === 'urban-threads';

/**
 * The showcase's newsletter: subscribers in each state, a campaign sent a week ago with its counts
 * (one address bounced, one person left by its link) and a draft with two product cards.
 */
export async function seedDemoNewsletter(tx: Tx, storeId: string, demo: DemoStore, now: Date) {
  if (!demoHasNewsletter(demo)) return;
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const subscribers = await tx
    .insert(newsletterSubscribers)
    .values(
      PEOPLE.map(([name, email, status], i) => ({
        storeId,
        name,
        email,
        status,
        source: i % 3 === 2 ? ('import' as const) : ('shop' as const),
        confirmedAt: status === 'pending' ? null : ago(40 - i),
        unsubscribedAt: status === 'unsubscribed' ? ago(6) : null,
        createdAt: ago(40 - i),
        updatedAt: ago(6),
      })),
    )
    .returning();
  const picked = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.storeId, storeId))
    .orderBy(asc(products.createdAt))
    .limit(2);
  const [sent] = await tx
    .insert(newsletterCampaigns)
    .values({
      storeId,
      subject: 'New in: the autumn layers',
      bodyHtml:
        '<h2>Autumn is here</h2><p>Warm knits and light jackets, in store now. <strong>Free returns</strong> for 30 days.</p>',
      productIds: picked.map((p) => p.id),
      state: 'sent',
      sendAt: ago(7),
      sentAt: ago(7),
      createdAt: ago(8),
      updatedAt: ago(7),
    })
    .returning();
  if (!sent) return;
  // Who was subscribed when it went: everyone but the pending one.
  const went = subscribers.filter((s) => s.status !== 'pending');
  await tx.insert(campaignRecipients).values(
    went.map((s) => ({
      campaignId: sent.id,
      subscriberId: s.id,
      storeId,
      email: s.email,
      status: s.email.endsWith('.invalid') ? ('failed' as const) : ('sent' as const),
      error: s.email.endsWith('.invalid') ? '550 No such domain' : null,
      sentAt: s.email.endsWith('.invalid') ? null : ago(7),
    })),
  );
  const failed = went.filter((s) => s.email.endsWith('.invalid')).length;
  await tx
    .update(newsletterCampaigns)
    .set({ recipientCount: went.length, sentCount: went.length - failed, failedCount: failed })
    .where(eq(newsletterCampaigns.id, sent.id));
  const left = subscribers.find((s) => s.status === 'unsubscribed');
  if (left)
    await tx
      .update(newsletterSubscribers)
      .set({ unsubscribedCampaignId: sent.id })
      .where(eq(newsletterSubscribers.id, left.id));
  await tx.insert(newsletterCampaigns).values({
    storeId,
    subject: 'Winter sale preview',
    bodyHtml: '<p>Our subscribers see the winter sale first: up to 30% off from Friday.</p>',
    productIds: picked.map((p) => p.id),
    createdAt: ago(1),
    updatedAt: ago(1),
  });
}
