import { z } from 'zod';
import { idField } from './common.js';

/**
 * What a write tells the rest of the system through the outbox: one member per event type, each
 * with the payload its receivers may rely on. Receivers get the event's own id as well, so a
 * repeat (delivery is at least once) can be recognised and ignored.
 */
export const outboxEventSchema = z.discriminatedUnion('type', [
  /** An order was placed: the console's live-order alert. */
  z.object({ type: z.literal('live_order'), payload: z.strictObject({ order_id: idField }) }),
  /** An order was marked shipped: its shopper gets the tracking number. */
  z.object({ type: z.literal('order_shipped'), payload: z.strictObject({ order_id: idField }) }),
  /** An order was cancelled: its shopper and the store are told, as the store's notification settings say. */
  z.object({ type: z.literal('order_cancelled'), payload: z.strictObject({ order_id: idField }) }),
  /** A shopper asked for a quote. */
  z.object({ type: z.literal('quote_requested'), payload: z.strictObject({ quote_id: idField }) }),
  /** A shopper sent an enquiry. */
  z.object({ type: z.literal('enquiry_received'), payload: z.strictObject({ enquiry_id: idField }) }),
  /** A shopper wrote a review, pending the store's approval. */
  z.object({ type: z.literal('review_received'), payload: z.strictObject({ review_id: idField }) }),
  /** A donation was paid: its donor gets the receipt. */
  z.object({ type: z.literal('donation_paid'), payload: z.strictObject({ donation_id: idField }) }),
  /** A bought gift card was paid: its code goes to the recipient. */
  z.object({ type: z.literal('gift_card_issued'), payload: z.strictObject({ gift_card_id: idField }) }),
  /** An appointment was rescheduled or cancelled: the customer hears of it (its timeline row). */
  z.object({ type: z.literal('appointment_changed'), payload: z.strictObject({ appointment_event_id: idField }) }),
  /** A support-chat message was written (by the store or by support): it goes to both sides' sockets. */
  z.object({ type: z.literal('chat_message'), payload: z.strictObject({ message_id: idField }) }),
  /** The store approved or rejected a vendor's ad order: the vendor gets a mail. */
  z.object({
    type: z.literal('ad_decided'),
    payload: z.strictObject({ ad_order_id: idField, decision: z.enum(['approve', 'reject']) }),
  }),
]);

export type OutboxEventInput = z.infer<typeof outboxEventSchema>;
export type OutboxEventType = OutboxEventInput['type'];
export type OutboxPayload<T extends OutboxEventType> = Extract<OutboxEventInput, { type: T }>['payload'];
export const OUTBOX_EVENT_TYPES = outboxEventSchema.options.map((o) => o.shape.type.value) as OutboxEventType[];
