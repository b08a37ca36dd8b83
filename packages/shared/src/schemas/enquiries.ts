import { z } from 'zod';
import { isoDate, text } from './common.js';
import { listQuery, okPage } from './list.js';
import { listPeriod } from './periods.js';
import { shopperContactInput } from './shopper.js';

/** Where the store is with a question: not yet answered, answered, done with. */
export const ENQUIRY_STATUSES = ['new', 'contacted', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/** A question about one product or the whole store. */
export const enquiryInput = shopperContactInput.extend({
  message: text(2000, { min: 1, lines: true, required: 'Write your question' }),
});
export type EnquiryInput = z.infer<typeof enquiryInput>;

export const enquiryReply = z.object({ body: z.string(), sent_by: z.string(), created_on: isoDate });

export const enquiry = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  /** The product asked about; null for a question about the store. */
  product_name: z.string().nullable(),
  status: z.enum(ENQUIRY_STATUSES),
  notes: z.string(),
  reply_count: z.number().int(),
  created_on: isoDate,
  /** Send it back with a change: a change made meanwhile by someone else answers 409. */
  version: z.number().int(),
});
export type Enquiry = z.infer<typeof enquiry>;
export const enquiryDetail = enquiry.extend({ replies: z.array(enquiryReply) });
export type EnquiryDetail = z.infer<typeof enquiryDetail>;

const enquiryFilters = {
  status: z.enum(ENQUIRY_STATUSES, { error: 'must be new, contacted or closed' }).optional(),
  period: listPeriod.optional(),
};
export const enquiryListBody = listQuery(['created'] as const).extend(enquiryFilters);
export type EnquiryListBody = z.input<typeof enquiryListBody>;
export const enquiryListResponse = okPage(enquiry);
export const enquiryCountQuery = z.object({ search: text(100).optional(), ...enquiryFilters });
export const enquiryIdParams = z.object({ id: z.uuid({ error: 'is not an enquiry id' }) });

const versioned = { _id: z.uuid({ error: 'is not an enquiry id' }), version: z.number().int().min(1) };

/** PUT /store/customer_enquiry: the status and the store's notes. */
export const enquiryUpdateBody = z.object({
  ...versioned,
  status: z.enum(ENQUIRY_STATUSES, { error: 'must be new, contacted or closed' }),
  notes: text(4000, { lines: true }).default(''),
});
export type EnquiryUpdateBody = z.input<typeof enquiryUpdateBody>;

/** An answer mailed to the person who asked; a new enquiry becomes contacted. */
export const enquiryReplyBody = z.object({
  ...versioned,
  body: text(4000, { min: 1, lines: true, required: 'Write your reply' }),
});
export type EnquiryReplyBody = z.input<typeof enquiryReplyBody>;

export const enquiryResponse = z.object({ status: z.literal(true), data: enquiryDetail });
export const enquirySavedResponse = enquiryResponse.extend({ message: z.string() });
