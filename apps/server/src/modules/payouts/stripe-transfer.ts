import Stripe from 'stripe';
import type { ProviderKeys } from '../payments/provider.js';
import { stripeClient } from '../payments/stripe.js';

export interface TransferRequest {
  payoutId: string;
  statementId: string;
  storeId: string;
  attempt: number;
  amount: number;
  currency: string;
  destination: string;
}

/**
 * Stripe's answer to one attempt: `paid` (the transfer id), `failed` (Stripe refused it: no
 * transfer was made, so a new attempt may be sent) or `unknown` (no answer, a 5xx, a 429, or the
 * same key still in flight: the transfer may exist, so only the same attempt may ask again).
 */
export type TransferOutcome =
  | { kind: 'paid'; transferId: string }
  | { kind: 'failed'; message: string }
  | { kind: 'unknown'; message: string };

/** One attempt's key: the same attempt always sends the same key, a new attempt a new one. */
export const transferKey = (payoutId: string, attempt: number) => `payout-${payoutId}-${attempt}`;
/** Every attempt of one payout shares the group, so any transfer it made is found again after Stripe's 24 h key window. */
export const transferGroup = (payoutId: string) => `payout-${payoutId}`;

const definite = (error: unknown): error is Stripe.errors.StripeError =>
  error instanceof Stripe.errors.StripeError &&
  typeof error.statusCode === 'number' &&
  error.statusCode >= 400 &&
  error.statusCode < 500 &&
  error.statusCode !== 409 &&
  // The same key with other parameters: Stripe did not say whether the first one paid.
  !(error instanceof Stripe.errors.StripeIdempotencyError) &&
  error.statusCode !== 429;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 250);

/**
 * Sends one attempt. An attempt asked again (its answer never came) first looks for a transfer
 * of the payout's group, so a transfer made more than 24 h ago (past Stripe's idempotency
 * window) is found rather than made twice.
 */
export async function sendStripeTransfer(
  keys: ProviderKeys,
  request: TransferRequest,
  askingAgain: boolean,
): Promise<TransferOutcome> {
  const stripe = stripeClient(keys);
  try {
    if (askingAgain) {
      const made = await stripe.transfers.list({ transfer_group: transferGroup(request.payoutId), limit: 10 });
      // Earlier attempts were refused (no transfer), so any transfer of the group pays this payout.
      const live = made.data.find((t) => !t.reversed);
      if (live) return { kind: 'paid', transferId: live.id };
    }
    const transfer = await stripe.transfers.create(
      {
        amount: request.amount,
        currency: request.currency.toLowerCase(),
        destination: request.destination,
        transfer_group: transferGroup(request.payoutId),
        metadata: {
          payout_id: request.payoutId,
          statement_id: request.statementId,
          store_id: request.storeId,
          attempt: String(request.attempt),
        },
      },
      { idempotencyKey: transferKey(request.payoutId, request.attempt) },
    );
    return { kind: 'paid', transferId: transfer.id };
  } catch (error) {
    return definite(error)
      ? { kind: 'failed', message: messageOf(error) }
      : { kind: 'unknown', message: messageOf(error) };
  }
}
