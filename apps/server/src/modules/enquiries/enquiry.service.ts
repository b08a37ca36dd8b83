import type { EnquiryInput } from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import { type EnquiryRow, enquiries } from '../../db/schema/index.js';
import { recordEvent } from '../../platform/outbox/record-event.js';
import { customerFor } from '../customers/guest.js';

/** Keeps a shopper's question about a product (or the store when `productId` is null). */
export async function sendEnquiry(
  db: Db,
  storeId: string,
  productId: string | null,
  input: EnquiryInput,
  signedIn: string | null,
  now: Date,
): Promise<EnquiryRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(enquiries)
      .values({
        storeId,
        productId,
        customerId: await customerFor(tx, storeId, signedIn, input),
        name: input.name,
        email: input.email,
        phone: input.phone,
        message: input.message,
        createdAt: now,
      })
      .returning();
    const enquiry = row as EnquiryRow;
    await recordEvent(tx, { storeId, type: 'enquiry_received', payload: { enquiry_id: enquiry.id } });
    return enquiry;
  });
}
