import { inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import {
  dealerStores,
  dealers,
  feedbacks,
  platformEnquiries,
  platformSubscribers,
  stores,
} from '../db/schema/index.js';
import { DEMO_MASTER, DEMO_STORES, ownerEmail } from './demo-stores.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The platform admin's community screens with rows: an answered and closed feedback, the
 * platform's newsletter and enquiries, and two dealers, one of which signed up Urban Threads
 * (whose paid plan gives it earnings) and Glow Studio.
 */
export async function seedDemoCommunity(tx: Tx, now: Date): Promise<void> {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const found = await tx
    .select({ id: stores.id, subDomain: stores.subDomain })
    .from(stores)
    .where(inArray(stores.subDomain, ['urban-threads', 'glow-studio', 'fresh-basket']));
  const idOf = (subDomain: string) => found.find((s) => s.subDomain === subDomain)?.id;

  const fresh = DEMO_STORES.find((s) => s.subDomain === 'fresh-basket');
  const freshId = idOf('fresh-basket');
  if (fresh && freshId) {
    await tx.insert(feedbacks).values({
      storeId: freshId,
      title: 'Delivery slots for tomorrow',
      severity: 'To improve',
      description: 'Shoppers ask to choose a delivery slot for the next day at checkout.',
      sentBy: `${fresh.name} owner <${ownerEmail(fresh)}>`,
      status: 'closed',
      reply: 'Delivery slots are on our list for next month. We will write when they are live.',
      repliedAt: ago(2 * DAY),
      repliedBy: DEMO_MASTER.name,
      createdAt: ago(3 * DAY),
    });
  }

  await tx.insert(platformSubscribers).values([
    { email: 'maria.lopez@example.com', name: 'Maria Lopez', createdAt: ago(20 * DAY) },
    { email: 'kenji@example.com', name: 'Kenji Sato', createdAt: ago(12 * DAY) },
    { email: 'amara.okafor@example.com', name: 'Amara Okafor', createdAt: ago(6 * DAY) },
    { email: 'news@lindqvist.example', name: null, createdAt: ago(3 * DAY) },
    {
      email: 'paul.martin@example.com',
      name: 'Paul Martin',
      status: 'unsubscribed',
      unsubscribedAt: ago(DAY),
      createdAt: ago(30 * DAY),
    },
  ]);

  await tx.insert(platformEnquiries).values([
    {
      type: 'sales',
      name: 'Priya Raman',
      email: 'priya@spiceroute.example',
      company: 'Spice Route Foods',
      message: 'We run 12 shops. Is there a price for several stores under one account?',
      createdAt: ago(5 * HOUR),
    },
    {
      type: 'partnership',
      name: 'Tom Becker',
      email: 'tom@webcraft.example',
      company: 'Webcraft Agency',
      message: 'We build shops for local retailers and would like to resell Stallfront.',
      createdAt: ago(DAY),
    },
    {
      type: 'demo',
      name: 'Lina Haddad',
      email: 'lina@example.com',
      mobile: '+971501234567',
      message: 'Could someone show us the marketplace features on a call?',
      createdAt: ago(2 * DAY),
    },
    {
      type: 'support',
      name: 'Oscar Ruiz',
      email: 'oscar@example.com',
      message: 'I cannot find where to connect my own domain.',
      createdAt: ago(4 * DAY),
    },
  ]);

  const [northwind] = await tx
    .insert(dealers)
    .values([
      {
        name: 'Northwind Partners',
        email: 'partners@northwind.example',
        code: 'NORTHWIND',
        shareBps: 1500,
        createdAt: ago(400 * DAY),
      },
      {
        name: 'Coastal Web Studio',
        email: 'hello@coastalweb.example',
        code: 'COAST-20',
        shareBps: 2000,
        createdAt: ago(10 * DAY),
      },
    ])
    .returning({ id: dealers.id });
  const signedUp = ['urban-threads', 'glow-studio'].map(idOf).filter((id): id is string => Boolean(id));
  if (northwind && signedUp.length > 0) {
    await tx
      .insert(dealerStores)
      .values(
        signedUp.map((storeId, i) => ({ storeId, dealerId: northwind.id, createdAt: ago((380 - i * 100) * DAY) })),
      );
  }
}
