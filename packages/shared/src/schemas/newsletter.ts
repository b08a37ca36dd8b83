import { z } from 'zod';
import { CAMPAIGN_MAX_PRODUCTS, CAMPAIGN_STATES, SUBSCRIBER_SOURCES, SUBSCRIBER_STATES } from '../rules/newsletter.js';
import { csvRowError, emailField, emailFieldWith, isoDate, text } from './common.js';
import { listQuery, okPage } from './list.js';

export const subscriberState = z.enum(SUBSCRIBER_STATES, {
  error: 'Use pending, subscribed or unsubscribed',
});

/** One subscriber as the console lists it. */
export const subscriber = z.object({
  _id: z.string(),
  email: z.string(),
  name: z.string(),
  status: subscriberState,
  source: z.enum(SUBSCRIBER_SOURCES),
  created_on: isoDate,
  confirmed_on: isoDate.nullable(),
  unsubscribed_on: isoDate.nullable(),
});
export type Subscriber = z.infer<typeof subscriber>;

const subscriberFilters = { status: subscriberState.optional() };
export const subscriberListBody = listQuery(['created', 'email'] as const).extend(subscriberFilters);
export type SubscriberListBody = z.input<typeof subscriberListBody>;
export const subscriberListResponse = okPage(subscriber);
export const subscriberCountQuery = z.object({ search: text(100).optional(), ...subscriberFilters });

/** A row of an imported list: email, and optionally name and status (empty cells are absent). */
export const subscriberCsvRow = z.object({
  email: emailFieldWith('Enter an email address'),
  name: text(120).default(''),
  status: z.string().trim().toLowerCase().pipe(subscriberState).optional(),
});
export const SUBSCRIBER_CSV_COLUMNS = ['email', 'name', 'status'] as const;

export const subscriberImportResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  created: z.number().int(),
  updated: z.number().int(),
  errors: z.array(csvRowError).optional(),
});

/** The shop's sign-up box: an email and, on the sign-up page, a name. */
export const newsletterSignUpInput = z.object({
  email: emailField,
  name: text(120).default(''),
});
export const NEWSLETTER_SIGN_UP_FIELDS = ['email', 'name'] as const;

const campaignFields = z.object({
  subject: text(150, { min: 1, required: 'Enter a subject' }),
  /** Rich text (the server sanitises it before it is kept). */
  body: z.string().max(100_000, 'The text is too long').default(''),
  product_ids: z.array(z.uuid()).max(CAMPAIGN_MAX_PRODUCTS, `${CAMPAIGN_MAX_PRODUCTS} products at most`).default([]),
});
export const campaignInput = campaignFields;
export type CampaignInput = z.input<typeof campaignInput>;
export const campaignUpdate = campaignFields.extend({ _id: z.uuid() });

export const campaign = z.object({
  _id: z.string(),
  subject: z.string(),
  body: z.string(),
  product_ids: z.array(z.string()),
  state: z.enum(CAMPAIGN_STATES),
  /** When it goes (scheduled) or went out. */
  send_at: isoDate.nullable(),
  sent_on: isoDate.nullable(),
  recipient_count: z.number().int(),
  sent_count: z.number().int(),
  failed_count: z.number().int(),
  unsubscribed_count: z.number().int(),
  created_on: isoDate,
  updated_on: isoDate,
});
export type Campaign = z.infer<typeof campaign>;
export const campaignReply = z.object({ status: z.literal(true), data: campaign });

const campaignFilters = { state: z.enum(CAMPAIGN_STATES).optional() };
export const campaignListBody = listQuery(['created'] as const).extend(campaignFilters);
export type CampaignListBody = z.input<typeof campaignListBody>;
export const campaignListResponse = okPage(campaign);
export const campaignCountQuery = z.object({ search: text(100).optional(), ...campaignFilters });

/** The mail as subscribers will see it, from the form as it stands (saved or not). */
export const campaignPreviewReply = z.object({
  status: z.literal(true),
  data: z.object({ subject: z.string(), html: z.string(), text: z.string() }),
});
export const campaignTestBody = campaignFields.extend({
  email: emailFieldWith('Enter the address to send the test to'),
});
/** send_at null: now. */
export const campaignScheduleBody = z.object({ _id: z.uuid(), send_at: isoDate.nullable() });
export const campaignIdBody = z.object({ _id: z.uuid() });
