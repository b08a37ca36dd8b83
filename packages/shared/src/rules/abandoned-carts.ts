import { access, anyOf } from './call-access.js';

/** Abandoned carts are the orders menu's (staff with orders); abandoned quote lists the quotes menu's. */
export const ABANDONED_CART_ACCESS = access({ staff: anyOf('orders') });
export const ABANDONED_QUOTE_ACCESS = access({ staff: anyOf('quotes') });

/** One reminder a day at most: a second click the same day sends nothing. */
export const REMINDER_COOLDOWN_MS = 24 * 60 * 60_000;
/** Most carts one reminder action takes. */
export const MAX_REMINDERS_AT_ONCE = 100;

export interface RemindableCart {
  /** Where the mail goes: the email given at checkout, or the signed-in customer's. */
  email: string | null;
  orderedAt: Date | null;
  remindedAt: Date | null;
  lineCount: number;
}

/** Why a cart gets no reminder now, or null when it may be sent one. */
export function reminderProblem(cart: RemindableCart, now: Date): string | null {
  if (cart.orderedAt) return 'it became an order';
  if (!cart.email) return 'there is no email to write to';
  if (cart.lineCount === 0) return 'it is empty';
  if (cart.remindedAt && now.getTime() - cart.remindedAt.getTime() < REMINDER_COOLDOWN_MS) {
    return 'it was reminded less than a day ago';
  }
  return null;
}
