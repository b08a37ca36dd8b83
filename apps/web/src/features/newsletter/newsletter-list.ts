import {
  CAMPAIGN_STATES,
  type CampaignListBody,
  type CampaignState,
  SUBSCRIBER_STATES,
  type SubscriberListBody,
  type SubscriberState,
} from '@stallfront/shared/newsletter';
import type { ListFilter, ListRequest } from '../../ui/list-page';

export type SubscriberSort = 'created' | 'email';
export type CampaignSort = 'created';

export const subscriberSorts = [
  { value: 'created', label: 'Newest', direction: 'desc' },
  { value: 'email', label: 'Email A–Z', direction: 'asc' },
] as const satisfies readonly { value: SubscriberSort; label: string; direction: 'asc' | 'desc' }[];
export const campaignSorts = [{ value: 'created', label: 'Newest', direction: 'desc' }] as const satisfies readonly {
  value: CampaignSort;
  label: string;
  direction: 'asc' | 'desc';
}[];

export const SUBSCRIBER_LABEL: Record<SubscriberState, string> = {
  pending: 'Pending',
  subscribed: 'Subscribed',
  unsubscribed: 'Unsubscribed',
};
export const CAMPAIGN_LABEL: Record<CampaignState, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  sending: 'Sending',
  sent: 'Sent',
};

const subscriberFilter: ListFilter<'status', SubscriberState> = {
  key: 'status',
  label: 'Status',
  type: 'select',
  options: SUBSCRIBER_STATES.map((value) => ({ value, label: SUBSCRIBER_LABEL[value] })),
};
const campaignFilter: ListFilter<'state', CampaignState> = {
  key: 'state',
  label: 'State',
  type: 'select',
  options: CAMPAIGN_STATES.map((value) => ({ value, label: CAMPAIGN_LABEL[value] })),
};
export const subscriberFilters = [subscriberFilter];
export const campaignFilters = [campaignFilter];

export const toSubscriberListBody = (
  request: ListRequest<SubscriberSort, typeof subscriberFilter>,
): SubscriberListBody => request;
export const toCampaignListBody = (request: ListRequest<CampaignSort, typeof campaignFilter>): CampaignListBody =>
  request;

/** Every newsletter query key starts here; each list keeps its pages and counts under its own key. */
export const newsletterKeys = {
  all: ['newsletter'] as const,
  subscribers: () => [...newsletterKeys.all, 'subscribers'] as const,
  campaigns: () => [...newsletterKeys.all, 'campaigns'] as const,
};
