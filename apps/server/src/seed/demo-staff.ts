import { and, asc, eq } from 'drizzle-orm';
import { STAFF_INVITE_TTL_DAYS } from '@stallfront/shared';
import type { Tx } from '../db/client.js';
import { auditLog, orders, products, staffInvites, storeUsers } from '../db/schema/index.js';
import { newSecretToken } from '../platform/secret-token.js';
import type { DemoStore } from './demo-stores.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The showcase's staff screen with something on it: a pending invite (its link unknown to anyone,
 * so it can be resent or revoked but not accepted) and a week of audit rows by the owner and both
 * staff members, written as the calls themselves would write them.
 */
export async function seedDemoStaff(tx: Tx, storeId: string, demo: DemoStore, now: Date) {
  if (demo.subDomain !== 'urban-threads') return;
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const people = await tx
    .select()
    .from(storeUsers)
    .where(eq(storeUsers.storeId, storeId))
    .orderBy(asc(storeUsers.createdAt));
  const owner = people.find((p) => p.role === 'admin');
  const priya = people.find((p) => p.email === 'staff@urban-threads.demo');
  const arjun = people.find((p) => p.email === 'marketing@urban-threads.demo');
  if (!owner || !priya || !arjun) throw new Error('Urban Threads needs its owner and two staff members');

  const [invited] = await tx
    .insert(storeUsers)
    .values({
      storeId,
      role: 'subuser',
      status: 'invited',
      name: 'Meena Iyer',
      email: 'meena.iyer@example.com',
      passwordHash: 'invited:no-password',
      subuserFeatures: ['add_product', 'update_product', 'delete_product'],
      createdAt: ago(DAY),
    })
    .returning({ id: storeUsers.id });
  if (!invited) throw new Error('invite insert returned nothing');
  await tx.insert(staffInvites).values({
    storeId,
    storeUserId: invited.id,
    tokenHash: newSecretToken().hash,
    createdAt: ago(DAY),
    expiresAt: new Date(ago(DAY).getTime() + STAFF_INVITE_TTL_DAYS * DAY),
  });

  const someProducts = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.storeId, storeId))
    .orderBy(asc(products.createdAt))
    .limit(3);
  const [someOrder] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.storeId, storeId)))
    .orderBy(asc(orders.createdAt))
    .limit(1);
  const product = (i: number) => someProducts[i % Math.max(someProducts.length, 1)]?.id ?? null;
  const as = (who: typeof owner) => ({
    storeId,
    actorId: who.id,
    actorName: who.name,
    actorRole: who.role === 'admin' ? ('admin' as const) : ('subuser' as const),
  });
  await tx.insert(auditLog).values([
    {
      ...as(owner),
      action: 'Invite a staff member by email',
      call: 'POST /store/users/invite',
      targetId: invited.id,
      ip: '203.0.113.10',
      createdAt: ago(DAY),
    },
    {
      ...as(priya),
      action: 'Save name, SKU, price, stock, status and variants',
      call: 'PUT /store/product/overall',
      targetId: product(0),
      ip: '198.51.100.24',
      createdAt: ago(2 * DAY),
    },
    {
      ...as(priya),
      action: 'Add a product',
      call: 'POST /store/product',
      targetId: product(1),
      ip: '198.51.100.24',
      createdAt: ago(2 * DAY + 3 * HOUR),
    },
    {
      ...as(arjun),
      action: 'Save name, SKU, price, stock, status and variants',
      call: 'PUT /store/product/overall',
      targetId: product(2),
      ip: '192.0.2.77',
      createdAt: ago(3 * DAY),
    },
    {
      ...as(priya),
      action: 'Confirm, pack, ship, deliver, cancel, edit the address or add a note; answers the order as it now is',
      call: 'POST /store/orders/action',
      targetId: someOrder?.id ?? null,
      ip: '198.51.100.24',
      createdAt: ago(4 * DAY),
    },
    {
      ...as(owner),
      action: "Change a staff member's permissions",
      call: 'PUT /store/users/features',
      targetId: arjun.id,
      ip: '203.0.113.10',
      createdAt: ago(6 * DAY),
    },
  ]);
}
