import type { FastifyInstance, FastifyRequest } from 'fastify';
import { dayIn, storeTimeZone } from '@stallfront/shared';
import {
  BLOG_CATEGORY,
  BLOG_COMMENT_CALLS,
  BLOG_COMMENT_SETTING,
  BLOG_POST,
  distinctIds,
  distinctTags,
} from '@stallfront/shared/blogs';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { namedCount } from '../../platform/resource/links.js';
import { serveSimpleResource } from '../../platform/resource/simple-resource.js';
import { serveStoreSetting } from '../../platform/resource/store-setting.js';
import { serveCalls } from '../../platform/serve-calls.js';
import { blogCategories, blogPosts } from '../../db/schema/index.js';
import { offeredBy, storeOfferedRoute } from '../auth/route-gate.js';
import { cleaning } from '../website/website.service.js';
import {
  deleteComments,
  moderationPage,
  postsInCategories,
  requireAdvancedFields,
  setCommentStatus,
} from './advanced-blogs.service.js';

const cleanBody = cleaning('body');

/**
 * A published post's day: the one chosen, else the store's today (the day it is published), so
 * every published post has a day and the blog lists them by an index; a draft keeps what it has.
 */
const publishDay = (input: Record<string, unknown>, req: FastifyRequest, now: Date) => {
  if (input.publish_on || input.status !== 'published') return input.publish_on ?? null;
  const { store } = storeAuthOf(req).view;
  return dayIn(now, storeTimeZone(store.country, store.timezone));
};
const NO_ADVANCED = 'This store has no advanced blog: add the Advanced blogs app first.';

/**
 * /setting/blogs: the blog's posts, for stores with the blogs feature (a 404 elsewhere, as the
 * screen is missing); /setting/advanced-blogs: its categories, comment moderation and setting.
 */
export async function blogRoutes(app: FastifyInstance): Promise<void> {
  const hasAdvanced = (req: FastifyRequest) => storeOfferedRoute(storeAuthOf(req), 'advanced_blogs', app.ctx.now());
  serveSimpleResource(
    app,
    BLOG_POST,
    { things: blogPosts },
    {
      ...offeredBy(app, 'blogs', 'This store has no blog: add the Blogs app first.'),
      unique: { slug: 'another post of your blog has this address' },
      clean: (input, req) => ({
        ...cleanBody(input),
        publish_on: publishDay(input, req, app.ctx.now()),
        tags: distinctTags(input.tags as string[]),
        product_ids: distinctIds(input.product_ids as string[]),
      }),
      check: (tx, storeId, input, req) =>
        requireAdvancedFields(
          tx,
          storeId,
          input as unknown as Parameters<typeof requireAdvancedFields>[2],
          hasAdvanced(req),
        ),
    },
  );

  const advanced = offeredBy(app, 'advanced_blogs', NO_ADVANCED);
  serveSimpleResource(
    app,
    BLOG_CATEGORY,
    { things: blogCategories },
    {
      ...advanced,
      unique: { slug: 'another category of your blog has this address' },
      // Deleting with detach leaves its posts without a category (the column's on delete set null).
      usedBy: async (tx, ids) => {
        const names = await postsInCategories(tx, ids);
        return names.length ? [namedCount('post', names)] : [];
      },
    },
  );
  serveStoreSetting(app, BLOG_COMMENT_SETTING, advanced);

  const storeOf = (req: FastifyRequest) => {
    advanced.guard(req);
    return storeAuthOf(req).storeId;
  };
  const { db } = app.ctx;
  serveCalls(app, BLOG_COMMENT_CALLS, ['blog comments'], {
    list: async (query, req) => moderationPage(db, storeOf(req), query),
    moderate: async ({ ids, status }, req) => ({ message: await setCommentStatus(db, storeOf(req), ids, status) }),
    remove: async ({ ids }, req) => ({ message: await deleteComments(db, storeOf(req), ids) }),
  });
}
