import { formatMoney, type QuoteDetail } from '@stallfront/shared';
import type { MailMessage } from '../../platform/mail.js';

const moneyOf = (quote: QuoteDetail) => (minor: number) => formatMoney(minor, quote.currency);

/** The merchant's prices, to the person who asked. */
export function quoteRepliedMail(storeName: string, quote: QuoteDetail): MailMessage {
  const money = moneyOf(quote);
  const text = [
    `Hello ${quote.name},`,
    '',
    `${storeName} has priced your quote request #${quote.number}:`,
    '',
    ...quote.lines.map((l) => `${l.quantity} × ${l.name} (${l.sku})  ${money(l.quoted_price ?? 0)} each`),
    `Shipping  ${money(quote.shipping)}`,
    `Total before tax  ${money(quote.total)}`,
    '',
    `These prices hold until ${quote.valid_until}.`,
    ...(quote.terms ? ['', 'Terms:', quote.terms] : []),
    '',
    'Reply to this email to accept, and we will confirm your order.',
  ].join('\n');
  return { to: quote.email, subject: `Prices for your quote #${quote.number} at ${storeName}`, text };
}

export function quoteConfirmedMail(storeName: string, quote: QuoteDetail): MailMessage {
  const text = [
    `Hello ${quote.name},`,
    '',
    `Your quote #${quote.number} at ${storeName} is confirmed as order #${quote.order_number} at the quoted prices.`,
    'The order confirmation follows in a separate email.',
  ].join('\n');
  return { to: quote.email, subject: `Quote #${quote.number} confirmed as order #${quote.order_number}`, text };
}

export function quoteCancelledMail(storeName: string, quote: QuoteDetail): MailMessage {
  const text = [
    `Hello ${quote.name},`,
    '',
    `${storeName} has cancelled your quote request #${quote.number}.`,
    '',
    `Reason: ${quote.cancel_reason ?? ''}`,
  ].join('\n');
  return { to: quote.email, subject: `Your quote #${quote.number} at ${storeName} is cancelled`, text };
}
