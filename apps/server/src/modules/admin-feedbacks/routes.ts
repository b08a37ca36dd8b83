import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { ADMIN_FEEDBACK_CALLS, type AdminFeedback } from '@stallfront/shared';
import { feedbacks, masterAdmins, storeUsers } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../platform/errors.js';
import { serveCalls } from '../../platform/serve-calls.js';
import { feedbackList } from '../feedback/feedback-admin.repo.js';

async function feedbackOr404(db: Db, id: string): Promise<AdminFeedback> {
  const [found] = await feedbackList.find(db, null, eq(feedbacks.id, id));
  if (!found) throw notFound('This feedback does not exist.');
  return found;
}

async function adminName(db: Db, req: FastifyRequest): Promise<string> {
  const id = req.masterAuth?.adminId;
  if (!id) return 'Stallfront support';
  const [admin] = await db.select({ name: masterAdmins.name }).from(masterAdmins).where(eq(masterAdmins.id, id));
  return admin?.name ?? 'Stallfront support';
}

/** The store's owner, who hears the answer even when a staff member wrote the feedback. */
async function ownerEmail(db: Db, storeId: string): Promise<string | null> {
  const [owner] = await db
    .select({ email: storeUsers.email })
    .from(storeUsers)
    .where(and(eq(storeUsers.storeId, storeId), eq(storeUsers.role, 'admin')))
    .limit(1);
  return owner?.email ?? null;
}

/** The platform admin answers the stores' feedback and closes or reopens it. */
export async function adminFeedbackRoutes(app: FastifyInstance): Promise<void> {
  const { db, mailer, now } = app.ctx;

  serveCalls(app, ADMIN_FEEDBACK_CALLS, ['admin'], {
    reply: async ({ _id, reply }, req) => {
      const feedback = await feedbackOr404(db, _id);
      const by = await adminName(db, req);
      await db.update(feedbacks).set({ reply, repliedAt: now(), repliedBy: by }).where(eq(feedbacks.id, _id));
      const to = await ownerEmail(db, feedback.store_id);
      if (to) {
        await mailer.send({
          to,
          subject: `Re: ${feedback.title}`,
          text: `Hello,\n\nThank you for your feedback “${feedback.title}” about ${feedback.store_name}.\n\n${reply}\n\n${by}, Stallfront`,
        });
      }
      return {
        data: await feedbackOr404(db, _id),
        message: to ? `Answer mailed to ${to}.` : 'Answer kept; the store has no owner to mail it to.',
      };
    },
    setStatus: async ({ _id, status }) => {
      await feedbackOr404(db, _id);
      await db.update(feedbacks).set({ status }).where(eq(feedbacks.id, _id));
      return {
        data: await feedbackOr404(db, _id),
        message: status === 'closed' ? 'Feedback closed.' : 'Feedback opened again.',
      };
    },
  });
}
