import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FEEDBACK_CALLS } from '@stallfront/shared';
import { feedbacks } from '../../db/schema/index.js';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { queryRouteOf, routeOf } from '../../platform/endpoint-route.js';
import { storeImage } from '../../platform/files/media-store.js';
import { countFeedbacks, listFeedbacks } from './feedback-admin.repo.js';
import { readFeedbackUpload } from './feedback-upload.js';

/** Feedback to the platform (spec section 7: POST /store/store_feedback) and the admin's list of it. */
export async function feedbackRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config, now } = app.ctx;

  app.route({
    ...routeOf(FEEDBACK_CALLS.send, ['feedback']),
    handler: async (req) => {
      const auth = storeAuthOf(req);
      const { data, images } = await readFeedbackUpload(req);
      // Every image was proved JPEG or PNG above; storing decodes it, drops its metadata and sizes it down.
      const attachments = [];
      for (const bytes of images) {
        const stored = await storeImage(config, auth.storeId, bytes);
        attachments.push({ url: stored.url, width: stored.width, height: stored.height });
      }
      const person = auth.principal.row;
      await db.insert(feedbacks).values({
        storeId: auth.storeId,
        title: data.title,
        severity: data.severity,
        description: data.description,
        attachments,
        sentBy: `${person.name} <${person.email}>`,
        createdAt: now(),
      });
      return { status: true as const, message: 'Thank you for your feedback. Our team will read it.' };
    },
  });

  app.route({
    ...routeOf(FEEDBACK_CALLS.list, ['admin']),
    handler: async (req) => ({ status: true as const, ...(await listFeedbacks(db, req.body)) }),
  });
  app.route({
    ...queryRouteOf(FEEDBACK_CALLS.count, ['admin']),
    handler: async (req) => ({ status: true as const, ...(await countFeedbacks(db, req.query)) }),
  });
}
