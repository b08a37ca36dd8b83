import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import { dayIn } from '@stallfront/shared';
import { SHOP_COMMENT_FIELDS, shopCommentInput } from '@stallfront/shared/blogs';
import { authRateLimit } from '../../platform/rate-limit.js';
import { notFound as missing } from '../../platform/errors.js';
import { addShopComment } from '../blogs/advanced-blogs.service.js';
import { hasAdvancedBlog, loadBlogPost } from './blog.js';
import { livePostBySlug } from './blog.repo.js';
import { FEEDBACK_TRAP } from './feedback.routes.js';
import { bodyOf, formRoutes, type ShopTools, withStatus } from './form-routes.js';

/**
 * A live post's comment form (advanced blogs): guarded like every shop form (form-guard.ts) and
 * per client as few a minute as the feedback form, since each one is kept for the merchant.
 */
export function installBlogCommentRoutes(
  app: FastifyInstance,
  prefix: string,
  form: RouteShorthandOptions,
  tools: ShopTools,
) {
  const { db } = app.ctx;
  const limited = { ...form, config: authRateLimit(app) };
  const { post, now } = formRoutes(app, prefix, limited, tools);
  post(
    '/blog/:slug/comments',
    hasAdvancedBlog,
    shopCommentInput,
    async (req, _reply, shop, input) => {
      const slug = (req.params as { slug: string }).slug;
      const row = await livePostBySlug(db, { storeId: shop.store.id, today: dayIn(now(), shop.timeZone) }, slug);
      if (!row) throw missing('This post is not in the blog.');
      // A filled trap is answered as a held comment, so the robot learns nothing, and nothing is kept.
      const status = bodyOf(req)[FEEDBACK_TRAP] ? 'pending' : await addShopComment(db, shop.store.id, row.id, input);
      const sent = status === 'approved' ? 'shown' : 'held';
      return { kind: 'redirect', status: 303, to: `${shop.store.base}/blog/${row.slug}?comment=${sent}#comments` };
    },
    async (req, shop, state, status) =>
      withStatus(
        await loadBlogPost({
          db,
          shop,
          params: req.params as Record<string, string>,
          query: { sort: 'newest' },
          now: now(),
          commentForm: state,
        }),
        status,
      ),
    { fields: SHOP_COMMENT_FIELDS },
  );
}
