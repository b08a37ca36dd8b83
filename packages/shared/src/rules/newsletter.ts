import { access, anyOf } from './call-access.js';

/** The newsletter is the store's marketing: the owner and staff with the marketing grant. */
export const NEWSLETTER_ACCESS = access({ staff: anyOf('marketing') });

/** pending: signed up, the confirmation link not yet followed (double opt-in). */
export const SUBSCRIBER_STATES = ['pending', 'subscribed', 'unsubscribed'] as const;
export type SubscriberState = (typeof SUBSCRIBER_STATES)[number];

/** Where a subscriber came from. */
export const SUBSCRIBER_SOURCES = ['shop', 'account', 'import'] as const;
export type SubscriberSource = (typeof SUBSCRIBER_SOURCES)[number];

export const CAMPAIGN_STATES = ['draft', 'scheduled', 'sending', 'sent'] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];

/** One import takes a list this long (the 100k with room to spare). */
export const SUBSCRIBER_CSV_MAX_ROWS = 200_000;
export const SUBSCRIBER_CSV_MAX_BYTES = 20 * 1024 * 1024;
/** Product cards a campaign shows under its text. */
export const CAMPAIGN_MAX_PRODUCTS = 12;

/** A campaign's words and products change while it is a draft or waiting for its time. */
export const campaignEditable = (state: CampaignState) => state === 'draft' || state === 'scheduled';

/**
 * The state a sign-up leaves a subscriber in. Someone unsubscribed or unknown who signs up
 * again is pending until they confirm; a confirmed subscriber stays confirmed; an address the
 * shop already confirmed (a customer account's confirmed email) needs no second confirmation.
 */
export function stateAfterSignUp(current: SubscriberState | null, emailConfirmed: boolean): SubscriberState {
  if (current === 'subscribed' || emailConfirmed) return 'subscribed';
  return 'pending';
}

/**
 * The state an imported row leaves a subscriber in: the merchant vouches for the consent of the
 * addresses they import (as a list moved from another service), so new rows are subscribed unless
 * the file says otherwise; an import never subscribes again someone who unsubscribed.
 */
export function stateAfterImport(current: SubscriberState | null, asked: SubscriberState | undefined): SubscriberState {
  if (current === 'unsubscribed') return 'unsubscribed';
  return asked ?? current ?? 'subscribed';
}

/**
 * When batch `index` (0 first) may start so that no more than `perSecond` mails leave per second
 * on average: milliseconds after the send began.
 */
export function batchStartMs(index: number, batchSize: number, perSecond: number): number {
  if (perSecond <= 0) return 0;
  return Math.floor((index * batchSize * 1000) / perSecond);
}
