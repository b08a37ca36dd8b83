import { z } from 'zod';
import { emailField, isoDate, text, trimmed } from './common.js';
import { ENQUIRY_TYPES } from './signup.js';
import { listQuery, okPage } from './list.js';

/** The platform's own newsletter: who asked for Stallfront's news on the website or at sign-up. */
export const PLATFORM_SUBSCRIBER_STATES = ['subscribed', 'unsubscribed'] as const;
export type PlatformSubscriberState = (typeof PLATFORM_SUBSCRIBER_STATES)[number];

export const platformSubscriber = z.object({
  _id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  status: z.enum(PLATFORM_SUBSCRIBER_STATES),
  created_on: isoDate,
  unsubscribed_on: isoDate.nullable(),
});
export type PlatformSubscriber = z.infer<typeof platformSubscriber>;

/** POST /others/newsletter_subscribe: the website's "get our news" box. */
export const platformSubscribeBody = z.object({ email: emailField, name: trimmed(120).optional() });

const subscriberFilters = {
  status: z.enum(PLATFORM_SUBSCRIBER_STATES, { error: 'must be subscribed or unsubscribed' }).optional(),
};
export const platformSubscriberListBody = listQuery(['created', 'email'] as const).extend(subscriberFilters);
export const platformSubscriberCountQuery = z.object({ search: text(100).optional(), ...subscriberFilters });
export const platformSubscriberListResponse = okPage(platformSubscriber);

/** An enquiry sent to the platform from the public enquiry pages. */
export const platformEnquiry = z.object({
  _id: z.string(),
  type: z.enum(ENQUIRY_TYPES),
  name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  company: z.string().nullable(),
  message: z.string(),
  created_on: isoDate,
});
export type PlatformEnquiry = z.infer<typeof platformEnquiry>;

const enquiryFilters = {
  type: z.enum(ENQUIRY_TYPES, { error: 'must be sales, partnership, support or demo' }).optional(),
};
export const platformEnquiryListBody = listQuery(['created'] as const).extend(enquiryFilters);
export const platformEnquiryCountQuery = z.object({ search: text(100).optional(), ...enquiryFilters });
export const platformEnquiryListResponse = okPage(platformEnquiry);
