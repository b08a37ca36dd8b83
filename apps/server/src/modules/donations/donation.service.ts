import { type DonationInput, formatMoney, parseMoney } from '@stallfront/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type DonationRow, donations } from '../../db/schema/index.js';
import { badRequest } from '../../platform/errors.js';
import { owned } from '../../platform/store-scope.js';
import { customerFor } from '../customers/guest.js';
import { onceByKey } from '../payments/once-by-key.js';
import { recordEvent } from '../../platform/outbox/record-event.js';
import { testGateway } from '../payments/test-gateway.js';
import { isUuid } from '../../platform/uuid.js';

/** The least a donation may be: one whole unit of the currency. */
const MIN_UNITS = 1;
const MAX_UNITS = 1_000_000;

export interface Donated {
  donation: DonationRow;
  /** Set when the card was declined; the attempt is kept as failed. */
  paymentProblem: string | null;
}

const DECLINED = 'Your card was declined; try another card.';
const outcomeOf = (donation: DonationRow): Donated => ({
  donation,
  paymentProblem: donation.status === 'failed' ? DECLINED : null,
});

async function donationByKey(db: Db, storeId: string, key: string): Promise<DonationRow | null> {
  const [row] = await db
    .select()
    .from(donations)
    .where(owned(donations, storeId, eq(donations.idempotencyKey, key)));
  return row ?? null;
}

/** A donation named by its page's link (its id and its form's key), as its donor has it. */
export async function donationByLink(db: Db, storeId: string, id: string, key: string): Promise<DonationRow | null> {
  if (!isUuid(id) || !isUuid(key)) return null;
  const [row] = await db
    .select()
    .from(donations)
    .where(owned(donations, storeId, and(eq(donations.id, id), eq(donations.idempotencyKey, key))));
  return row ?? null;
}

/**
 * Takes a donation by card and keeps every attempt: the row is written pending under the
 * form's key, then the card is charged and the outcome written. The same key always answers
 * the same donation, so a form sent twice is charged once.
 */
export async function donate(
  db: Db,
  store: { id: string; currency: string },
  input: DonationInput,
  signedIn: string | null,
  now: Date,
): Promise<Donated> {
  const amount = parseMoney(input.amount, store.currency);
  const unit = parseMoney('1', store.currency) as number;
  if (amount === null) throw badRequest('amount: enter an amount like 250 or 99.50');
  if (amount < MIN_UNITS * unit || amount > MAX_UNITS * unit) {
    throw badRequest(
      `amount: give between ${formatMoney(MIN_UNITS * unit, store.currency)} and ${formatMoney(MAX_UNITS * unit, store.currency)}`,
    );
  }
  const refusal = testGateway.check(input.card_number);
  if (refusal) throw badRequest(refusal);

  const { row: pending, fresh } = await onceByKey(
    () => donationByKey(db, store.id, input.idempotency_key),
    () =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(donations)
          .values({
            storeId: store.id,
            customerId: await customerFor(tx, store.id, signedIn, input),
            name: input.name,
            email: input.email,
            phone: input.phone,
            amount,
            currency: store.currency,
            note: input.note,
            status: 'pending',
            idempotencyKey: input.idempotency_key,
            createdAt: now,
          })
          .returning();
        return row as DonationRow;
      }),
  );
  if (!fresh) return outcomeOf(pending);
  const result = await testGateway.charge({
    description: 'donation',
    amount,
    currency: store.currency,
    card: input.card_number,
  });
  const paid = result.status === 'paid';
  const donation = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(donations)
      .set({ status: paid ? 'paid' : 'failed', reference: result.reference })
      .where(owned(donations, store.id, eq(donations.id, pending.id)))
      .returning();
    if (paid) await recordEvent(tx, { storeId: store.id, type: 'donation_paid', payload: { donation_id: pending.id } });
    return row;
  });
  return {
    donation: donation as DonationRow,
    paymentProblem: result.status === 'failed' ? result.message : null,
  };
}
