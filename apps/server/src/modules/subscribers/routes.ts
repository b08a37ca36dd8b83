import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { countOf, PLATFORM_ENQUIRY_CALLS, PLATFORM_SUBSCRIBER_CALLS } from '@stallfront/shared';
import { platformEnquiries, platformSubscribers } from '../../db/schema/index.js';
import { listHandlers } from '../../platform/list/list-handlers.js';
import { authRateLimit } from '../../platform/rate-limit.js';
import { serveCalls } from '../../platform/serve-calls.js';
import { platformEnquiryList, platformSubscriberList } from './subscribers.repo.js';

/** The platform's own newsletter (public sign-up, admin list) and the enquiries sent to it. */
export async function subscriberRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.ctx;
  const { subscribe, unsubscribe, remove, ...subscriberList } = PLATFORM_SUBSCRIBER_CALLS;

  serveCalls(app, { subscribe }, ['signup'], {
    subscribe: {
      config: authRateLimit(app),
      // The same answer whether the address was new, subscribed or had left: it tells nobody who is on the list.
      handle: async ({ email, name }) => {
        await db
          .insert(platformSubscribers)
          .values({ email: email.toLowerCase(), name: name ?? null, createdAt: now() })
          .onConflictDoUpdate({
            target: platformSubscribers.email,
            set: { status: 'subscribed', unsubscribedAt: null },
          });
        return { message: 'Thank you. Our news will come to this address.' };
      },
    },
  });

  serveCalls(
    app,
    subscriberList,
    ['admin'],
    listHandlers(db, platformSubscriberList, () => null),
  );
  serveCalls(app, { unsubscribe, remove }, ['admin'], {
    unsubscribe: async ({ ids }) => {
      const changed = await db
        .update(platformSubscribers)
        .set({ status: 'unsubscribed', unsubscribedAt: sql`coalesce(${platformSubscribers.unsubscribedAt}, ${now()})` })
        .where(and(inArray(platformSubscribers.id, ids), eq(platformSubscribers.status, 'subscribed')))
        .returning({ id: platformSubscribers.id });
      return { message: `${countOf(changed.length, 'subscriber')} unsubscribed.` };
    },
    remove: async ({ ids }) => {
      const gone = await db
        .delete(platformSubscribers)
        .where(inArray(platformSubscribers.id, ids))
        .returning({ id: platformSubscribers.id });
      return { message: `${countOf(gone.length, 'subscriber')} removed.` };
    },
  });

  const { remove: removeEnquiries, ...enquiryList } = PLATFORM_ENQUIRY_CALLS;
  serveCalls(
    app,
    enquiryList,
    ['admin'],
    listHandlers(db, platformEnquiryList, () => null),
  );
  serveCalls(app, { remove: removeEnquiries }, ['admin'], {
    remove: async ({ ids }) => {
      const gone = await db
        .delete(platformEnquiries)
        .where(inArray(platformEnquiries.id, ids))
        .returning({ id: platformEnquiries.id });
      return { message: `${countOf(gone.length, 'enquiry', 'enquiries')} deleted.` };
    },
  });
}
