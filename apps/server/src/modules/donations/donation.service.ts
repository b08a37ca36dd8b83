import { type DonationInput, formatMoney, parseMoney } from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import { type DonationRow, donations } from '../../db/schema/index.js';
import { badRequest } from '../../platform/errors.js';
import { customerFor } from '../customers/guest.js';
import { testGateway } from '../payments/test-gateway.js';

/** The least a donation may be: one whole unit of the currency. */
const MIN_UNITS = 1;
const MAX_UNITS = 1_000_000;

export interface Donated {
  donation: DonationRow;
  /** Set when the card was declined; the attempt is kept as failed. */
  paymentProblem: string | null;
}

/** Takes a donation by card through the payments module and keeps every attempt. */
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
  const result = await testGateway.charge({
    description: 'donation',
    amount,
    currency: store.currency,
    card: input.card_number,
  });
  const [donation] = await db.transaction(async (tx) =>
    tx
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
        status: result.status === 'paid' ? 'paid' : 'failed',
        reference: result.reference,
        createdAt: now,
      })
      .returning(),
  );
  return {
    donation: donation as DonationRow,
    paymentProblem: result.status === 'failed' ? result.message : null,
  };
}
