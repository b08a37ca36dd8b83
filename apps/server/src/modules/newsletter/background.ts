import type { FastifyInstance } from 'fastify';
import { createMailer } from '../../platform/mail.js';
import { SEND_CAMPAIGN, sendCampaign } from './campaign-send.js';
import { mailingShop } from './campaign.service.js';

/**
 * The newsletter's work off the request path: a campaign's sending job. Campaigns go through a
 * mailer of their own whose SMTP connections are pooled and reused (the outbox keeps every mail
 * as it does for the rest); without SMTP the outbox is the delivery.
 */
export function defineNewsletterWork(app: FastifyInstance): void {
  const { ctx } = app;
  const { config } = ctx;
  const mailer = createMailer(ctx.db, app.log, config.SMTP_URL, config.MAIL_FROM, { pool: true });
  app.addHook('onClose', async () => mailer.close?.());
  ctx.jobs.define(
    SEND_CAMPAIGN,
    async ({ store_id, campaign_id }) => {
      await sendCampaign(
        {
          db: ctx.db,
          mailer,
          publicUrl: config.PUBLIC_URL,
          shop: (storeId) => mailingShop(ctx.db, config.PUBLIC_URL, storeId),
          batchSize: config.NEWSLETTER_BATCH_SIZE,
          perSecond: config.NEWSLETTER_RATE_PER_SECOND,
          now: ctx.now,
        },
        store_id,
        campaign_id,
      );
    },
    // A 10,000-address campaign at 20 a second takes over eight minutes.
    { expireInSeconds: 6 * 3600, retryLimit: 5 },
  );
}
