import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NEWSLETTER_CALLS, SUBSCRIBER_CSV_MAX_BYTES } from '@stallfront/shared';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { readUpload } from '../../platform/files/upload.js';
import { notFound } from '../../platform/errors.js';
import { listHandlers } from '../../platform/list/list-handlers.js';
import { serveCalls } from '../../platform/serve-calls.js';
import { requireStoreOffers } from '../auth/route-gate.js';
import { campaignList, campaignOf } from './campaign.repo.js';
import {
  type CampaignDeps,
  createCampaign,
  previewCampaign,
  removeCampaign,
  scheduleCampaign,
  testCampaign,
  unscheduleCampaign,
  updateCampaign,
} from './campaign.service.js';
import { subscriberList } from './subscriber.repo.js';
import { importSubscribers } from './subscriber.service.js';

/** The newsletter: its subscribers (signed up in the shop, or imported) and the campaigns mailed to them. */
export async function newsletterRoutes(app: FastifyInstance): Promise<void> {
  const { db, now, jobs, mailer, config } = app.ctx;
  const deps: CampaignDeps = { db, jobs, mailer, publicUrl: config.PUBLIC_URL, now };
  // The gate applied NEWSLETTER_ACCESS; a store without the newsletter feature has no newsletter.
  const storeOf = (req: FastifyRequest): string => {
    const auth = storeAuthOf(req);
    requireStoreOffers(auth, 'newsletter', now(), 'This store has no newsletter.');
    return auth.storeId;
  };
  const campaigns = listHandlers(db, campaignList, storeOf);
  serveCalls(app, NEWSLETTER_CALLS, ['newsletter'], {
    ...listHandlers(db, subscriberList, storeOf),
    importSubscribers: {
      handle: async (_body, req) => {
        const storeId = storeOf(req);
        const upload = await readUpload(req, SUBSCRIBER_CSV_MAX_BYTES, 'subscriber CSV');
        return importSubscribers(db, storeId, upload.bytes, now());
      },
      bodyLimit: SUBSCRIBER_CSV_MAX_BYTES + 64 * 1024,
    },
    campaignList: campaigns.list,
    campaignCount: campaigns.count,
    campaign: async ({ id }, req) => {
      const data = await campaignOf(db, storeOf(req), id);
      if (!data) throw notFound('This campaign does not exist in your store.');
      return { data };
    },
    createCampaign: async (body, req) => ({ data: await createCampaign(deps, storeOf(req), body) }),
    updateCampaign: async (body, req) => ({ data: await updateCampaign(deps, storeOf(req), body) }),
    removeCampaign: async ({ _id }, req) => ({ message: await removeCampaign(deps, storeOf(req), _id) }),
    previewCampaign: async (body, req) => ({ data: await previewCampaign(deps, storeOf(req), body) }),
    testCampaign: async (body, req) => ({ message: await testCampaign(deps, storeOf(req), body) }),
    scheduleCampaign: async ({ _id, send_at }, req) => ({
      data: await scheduleCampaign(deps, storeOf(req), _id, send_at),
    }),
    unscheduleCampaign: async ({ _id }, req) => ({ data: await unscheduleCampaign(deps, storeOf(req), _id) }),
  });
}
