import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { FEEDBACK_CALLS } from '@stallfront/shared';
import { feedbacks } from '../../db/schema/index.js';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { storeImage } from '../../platform/files/media-store.js';
import { listHandlers } from '../../platform/list/list-handlers.js';
import { serveCalls } from '../../platform/serve-calls.js';
import { feedbackList } from './feedback-admin.repo.js';
import { readFeedbackUpload } from './feedback-upload.js';

/** Feedback to the platform (spec section 7: POST /store/store_feedback) and the admin's list of it. */
export async function feedbackRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.ctx;
  const { send, sent, list, count } = FEEDBACK_CALLS;

  serveCalls(app, { send, sent }, ['feedback'], {
    sent: async (_input, req) => {
      const rows = await db
        .select()
        .from(feedbacks)
        .where(eq(feedbacks.storeId, storeAuthOf(req).storeId))
        .orderBy(desc(feedbacks.createdAt), desc(feedbacks.id))
        .limit(20);
      const list = rows.map((f) => ({
        _id: f.id,
        title: f.title,
        severity: f.severity,
        status: f.status,
        reply: f.reply,
        replied_on: f.repliedAt?.toISOString() ?? null,
        created_on: f.createdAt.toISOString(),
      }));
      return { list };
    },
    send: async (_body, req) => {
      const auth = storeAuthOf(req);
      const { data, images } = await readFeedbackUpload(req);
      // Every image was proved JPEG or PNG above; storing decodes it, drops its metadata and sizes it down.
      const attachments = [];
      for (const bytes of images) {
        const stored = await storeImage(app.ctx.media, auth.storeId, bytes);
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
      return { message: 'Thank you for your feedback. Our team will read it.' };
    },
  });
  serveCalls(
    app,
    { list, count },
    ['admin'],
    listHandlers(db, feedbackList, () => null),
  );
}
