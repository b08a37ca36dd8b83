import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { customers } from '../../db/schema/index.js';
import { owned } from '../../platform/store-scope.js';

/**
 * The customer a shop form belongs to: the signed-in one, else the row of this email (made at
 * a guest's first order, quote or booking and found at the next, as Shopify links them). A
 * guest merged into an account (customers/admin/merge.service.ts) hands its forms to that account.
 */
export async function customerFor(
  tx: Tx,
  storeId: string,
  signedIn: string | null,
  contact: { email: string; name: string; phone: string },
): Promise<string> {
  if (signedIn) return signedIn;
  await tx
    .insert(customers)
    .values({ storeId, email: contact.email, name: contact.name, phone: contact.phone })
    .onConflictDoNothing();
  const [row] = await tx
    .select({ id: customers.id, mergedInto: customers.mergedInto })
    .from(customers)
    .where(owned(customers, storeId, eq(customers.email, contact.email)));
  const found = row as { id: string; mergedInto: string | null };
  return found.mergedInto ?? found.id;
}
