import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { customerNotes, customers } from '../db/schema/index.js';
import { refreshStoreCustomerStats } from '../modules/customers/customer-stats.js';
import { type DemoStore, ownerEmail } from './demo-stores.js';

const HOUR = 3_600_000;

/**
 * The customers screens' demo: the figures recounted from the history just made, tags on the
 * best buyers and the accounts, and a few of the owner's notes.
 */
export async function seedDemoCustomers(tx: Tx, storeId: string, demo: DemoStore, now: Date): Promise<void> {
  await refreshStoreCustomerStats(tx, storeId);
  // The history is back-dated; a customer joined with their first order, quote, enquiry or booking.
  await tx.execute(sql`
    update customers c set created_at = least(c.created_at,
      (select min(o.created_at) from orders o where o.customer_id = c.id),
      (select min(q.created_at) from quotes q where q.customer_id = c.id),
      (select min(e.created_at) from enquiries e where e.customer_id = c.id),
      (select min(b.created_at) from bookings b where b.customer_id = c.id))
    where c.store_id = ${storeId}`);
  const rows = await tx
    .select({ id: customers.id, passwordHash: customers.passwordHash, ordersCount: customers.ordersCount })
    .from(customers)
    .where(and(eq(customers.storeId, storeId), isNull(customers.mergedInto)))
    .orderBy(desc(customers.totalSpent), customers.email);
  if (rows.length === 0) return;
  const tagged = new Map<string, string[]>();
  const tag = (id: string, name: string) => tagged.set(id, [...(tagged.get(id) ?? []), name]);
  for (const row of rows.slice(0, 3)) if (row.ordersCount > 0) tag(row.id, 'VIP');
  for (const row of rows) if (row.passwordHash) tag(row.id, 'Newsletter');
  const wholesale = rows[3];
  if (wholesale) tag(wholesale.id, 'Wholesale');
  for (const [id, tags] of tagged) await tx.update(customers).set({ tags }).where(eq(customers.id, id));

  const author = `${demo.name} owner <${ownerEmail(demo)}>`;
  const notes = [
    'Prefers delivery after 6 pm; call before coming.',
    'Asked about the autumn collection: tell them when it lands.',
  ];
  const top = rows[0] as { id: string };
  const account = rows.find((r) => r.passwordHash);
  const noted = [top.id, account?.id ?? top.id];
  for (const [i, body] of notes.entries()) {
    await tx.insert(customerNotes).values({
      storeId,
      customerId: noted[i] as string,
      body,
      author,
      createdAt: new Date(now.getTime() - (48 - i * 24) * HOUR),
    });
  }
}
