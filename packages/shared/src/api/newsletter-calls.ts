import { z } from 'zod';
import { okMessage } from '../schemas/common.js';
import {
  campaignCountQuery,
  campaignIdBody,
  campaignInput,
  campaignListBody,
  campaignListResponse,
  campaignPreviewReply,
  campaignReply,
  campaignScheduleBody,
  campaignTestBody,
  campaignUpdate,
  subscriberCountQuery,
  subscriberImportResponse,
  subscriberListBody,
  subscriberListResponse,
} from '../schemas/newsletter.js';
import { NEWSLETTER_ACCESS } from '../rules/newsletter.js';
import { endpoint } from './endpoint.js';
import { exportedListCalls, pagedCalls } from './list-calls.js';

const caller = { auth: 'store', access: NEWSLETTER_ACCESS } as const;

/** Newsletter (/setting/newsletter): spec section 7 names POST /store/newsletter_subscribers; the rest follow its style. */
export const NEWSLETTER_CALLS = {
  ...exportedListCalls({
    path: '/store/newsletter_subscribers',
    caller,
    body: subscriberListBody,
    count: subscriberCountQuery,
    page: subscriberListResponse,
    what: "the store's newsletter subscribers",
  }),
  importSubscribers: endpoint({
    method: 'POST',
    path: '/store/newsletter_subscribers/import',
    ...caller,
    input: undefined,
    body: 'multipart',
    output: subscriberImportResponse,
    summary: 'Add or update subscribers from a CSV (email, name, status); nothing is written if any row is wrong',
  }),
  ...withPrefix(
    pagedCalls({
      path: '/store/newsletter_campaign_list',
      caller,
      body: campaignListBody,
      count: campaignCountQuery,
      page: campaignListResponse,
      what: "the store's newsletter campaigns, with their counts",
    }),
  ),
  campaign: endpoint({
    method: 'GET',
    path: '/store/newsletter_campaign/:id',
    ...caller,
    input: z.object({ id: z.uuid() }),
    output: campaignReply,
    summary: 'One campaign with its counts',
  }),
  createCampaign: endpoint({
    method: 'POST',
    path: '/store/newsletter_campaign',
    ...caller,
    input: campaignInput,
    output: campaignReply,
    summary: 'Write a campaign (a draft)',
  }),
  updateCampaign: endpoint({
    method: 'PUT',
    path: '/store/newsletter_campaign',
    ...caller,
    input: campaignUpdate,
    output: campaignReply,
    summary: 'Change a draft or scheduled campaign (409 once it is sending)',
  }),
  removeCampaign: endpoint({
    method: 'PATCH',
    path: '/store/newsletter_campaign',
    ...caller,
    input: campaignIdBody,
    output: okMessage,
    summary: 'Delete a draft or scheduled campaign',
  }),
  previewCampaign: endpoint({
    method: 'POST',
    reads: true,
    path: '/store/newsletter_campaign/preview',
    ...caller,
    input: campaignInput,
    output: campaignPreviewReply,
    summary: 'The mail as subscribers will see it, with its product cards',
  }),
  testCampaign: endpoint({
    method: 'POST',
    path: '/store/newsletter_campaign/test',
    ...caller,
    input: campaignTestBody,
    output: okMessage,
    summary: 'Send the mail as it stands to one address',
  }),
  scheduleCampaign: endpoint({
    method: 'POST',
    path: '/store/newsletter_campaign/schedule',
    ...caller,
    input: campaignScheduleBody,
    output: campaignReply,
    summary: 'Send a campaign to every subscriber now (send_at null) or at a time',
  }),
  unscheduleCampaign: endpoint({
    method: 'POST',
    path: '/store/newsletter_campaign/unschedule',
    ...caller,
    input: campaignIdBody,
    output: campaignReply,
    summary: 'Take a scheduled campaign back to a draft',
  }),
};

function withPrefix<L, C>(calls: { list: L; count: C }) {
  return { campaignList: calls.list, campaignCount: calls.count };
}
