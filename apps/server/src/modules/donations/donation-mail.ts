import { and, eq, isNull } from 'drizzle-orm';
import { formatMoney } from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import { type DonationRow, donations, stores } from '../../db/schema/index.js';
import type { MailMessage, Mailer } from '../../platform/mail.js';
import type { AppContext } from '../../platform/context.js';

/** The donor's receipt, in plain text: the amount, when, the card payment's reference. */
export function donationReceiptMail(storeName: string, donation: DonationRow): MailMessage {
  const amount = formatMoney(donation.amount, donation.currency);
  const text = [
    `Hello ${donation.name},`,
    '',
    `Thank you for your donation of ${amount} to ${storeName}.`,
    '',
    `Received: ${donation.createdAt.toISOString().slice(0, 10)}`,
    `Amount: ${amount}`,
    `Payment reference: ${donation.reference ?? ''}`,
    ...(donation.note ? [`Your note: ${donation.note}`] : []),
    '',
    'Keep this email as your receipt.',
  ].join('\n');
  return { to: donation.email, subject: `Your receipt for ${amount} to ${storeName}`, text };
}

/** Sends a paid donation's receipt once: the first delivery of its event claims the receipt mark. */
export async function mailDonationReceipt(db: Db, mailer: Mailer, storeId: string, donationId: string) {
  const [claimed] = await db
    .update(donations)
    .set({ receiptMailedAt: new Date() })
    .where(and(eq(donations.storeId, storeId), eq(donations.id, donationId), isNull(donations.receiptMailedAt)))
    .returning();
  if (!claimed) return false;
  const [store] = await db.select({ name: stores.name }).from(stores).where(eq(stores.id, storeId));
  await mailer.send(donationReceiptMail(store?.name ?? 'our shop', claimed));
  return true;
}

/** The donations domain's work off the request path. */
export function defineDonationWork(ctx: AppContext): void {
  ctx.outbox.onEvent('donation_paid', 'donation-receipt-mail', async (event) => {
    await mailDonationReceipt(ctx.db, ctx.mailer, event.storeId, event.payload.donation_id);
  });
}
