import { eq } from 'drizzle-orm';
import { PACKAGE_IDS } from '@stallfront/shared';
import type { Tx } from '../db/client.js';
import { feedbacks, noticeViews, platformNotices, stores } from '../db/schema/index.js';
import type { Disk } from 'flydrive';
import { writeDemoImage } from './demo-images.js';
import { type DemoStore, ownerEmail } from './demo-stores.js';

const HOUR = 3_600_000;

/** What the platform has said to the demo stores: some read by Urban Threads, some new. */
export async function seedDemoNotices(tx: Tx, now: Date): Promise<void> {
  const [urban] = await tx.select({ id: stores.id }).from(stores).where(eq(stores.subDomain, 'urban-threads'));
  if (!urban) return;
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  const rows = await tx
    .insert(platformNotices)
    .values([
      {
        kind: 'notification',
        title: 'Welcome to Stallfront',
        body: 'Your console is ready. Add products, arrange them in catalogs, and open your shop from View shop in the header.',
        url: '/getting-started',
        audience: 'all',
        createdAt: at(72),
      },
      {
        kind: 'notification',
        title: 'Scheduled maintenance on Sunday',
        body: 'The console may be slow for a few minutes on Sunday at 02:00 UTC. Your shop stays open.',
        audience: 'all',
        createdAt: at(20),
      },
      {
        kind: 'notification',
        title: 'Your invoices now include GST lines',
        body: 'Order invoices show CGST, SGST or IGST for Indian stores. Open an order to download one.',
        url: '/orders/product/live/all',
        audience: 'store',
        targetStoreId: urban.id,
        createdAt: at(3),
      },
      {
        kind: 'notification',
        title: 'Professional plan: documents in bulk',
        body: 'Tick orders in Orders > Live orders and choose Download invoices or Download packing slips: one PDF for them all.',
        url: '/orders/product/live/all',
        audience: 'package',
        packageId: PACKAGE_IDS.professional,
        createdAt: at(1),
      },
      {
        kind: 'announcement',
        title: 'Gift cards for the season',
        body: 'Shoppers buy gift cards in your shop and spend them at checkout. Orders > Gift coupon orders shows each card and what it still holds.',
        priBtn: { name: 'Open gift coupon orders', link: '/orders/gift-coupon', link_type: 'internal' },
        secBtn: null,
        audience: 'store',
        targetStoreId: urban.id,
        createdAt: at(48),
      },
      {
        kind: 'announcement',
        title: 'New: quick orders',
        body: 'Take phone and counter orders in seconds from Orders > Quick orders.',
        priBtn: { name: 'Try it', link: '/orders/quick-orders', link_type: 'internal' },
        secBtn: null,
        audience: 'store',
        targetStoreId: urban.id,
        createdAt: at(5),
      },
    ])
    .returning({ id: platformNotices.id, title: platformNotices.title });
  const read = rows.filter((r) => ['Welcome to Stallfront', 'Gift cards for the season'].includes(r.title));
  if (read.length) {
    await tx.insert(noticeViews).values(read.map((r) => ({ storeId: urban.id, noticeId: r.id, viewedAt: at(2) })));
  }
}

/** A couple of feedbacks with screenshots from the showcase store, for the admin's list. */
export async function seedDemoFeedback(tx: Tx, storeId: string, demo: DemoStore, now: Date, disk: Disk) {
  if (demo.subDomain !== 'urban-threads') return;
  const shot = async (name: string) => ({
    url: (await writeDemoImage(disk, storeId, name)).url,
    width: 800,
    height: 800,
  });
  const sentBy = `${demo.name} owner <${ownerEmail(demo)}>`;
  await tx.insert(feedbacks).values([
    {
      storeId,
      title: 'Variant images mix up on the shop',
      severity: 'Critical',
      description: 'Choosing the blue tee shows the red picture on phones. Screenshots attached.',
      attachments: [await shot('Blue tee'), await shot('Red tee')],
      sentBy,
      createdAt: new Date(now.getTime() - 26 * HOUR),
    },
    {
      storeId,
      title: 'Bulk price change',
      severity: 'Feature request',
      description: 'We would like to raise the prices of a whole catalog by a percentage at once.',
      attachments: [await shot('Catalog prices')],
      sentBy,
      createdAt: new Date(now.getTime() - 4 * HOUR),
    },
  ]);
}
