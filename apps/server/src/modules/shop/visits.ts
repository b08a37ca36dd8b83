import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isBotAgent } from '@stallfront/shared/dashboard';
import type { AppContext } from '../../platform/context.js';
import type { ShopContext } from './shop-store.js';
import { VisitCounter } from './visit-counter.js';

/** How often a node adds its waiting counts to the rollup. */
const FLUSH_EVERY_MS = 5_000;

const counters = new WeakMap<AppContext, VisitCounter>();

/** The app's visit counter, for a reader that wants this node's latest counts written first. */
export const visitCounterOf = (ctx: AppContext): VisitCounter | undefined => counters.get(ctx);

/** The forms that put something in the cart: answered with a redirect to the cart when they did. */
const ADDS_TO_CART = new Set(['/cart', '/cart/bundle', '/quick-order']);

/** What a finished shop request counts: a page drawn (or still fresh in the browser), a funnel step; null for nothing. */
export function visitOf(
  req: FastifyRequest,
  status: number,
  contentType: string,
): { view: boolean; step: 'cart' | 'checkout' | null } | null {
  const route = (req.routeOptions.url ?? '').replace(/^\/s\/:sub/, '') || '/';
  if (req.method === 'POST') return ADDS_TO_CART.has(route) && status === 303 ? { view: false, step: 'cart' } : null;
  if (req.method !== 'GET' || (status !== 200 && status !== 304) || !contentType.startsWith('text/html')) return null;
  // The console's framed preview of a layout draft is the owner at work, not a visit.
  if ((req.query as { preview?: unknown } | undefined)?.preview !== undefined) return null;
  return { view: true, step: route === '/checkout' && status === 200 ? 'checkout' : null };
}

/**
 * Counts the shop's visits once each answer has gone out: nothing is awaited on the way to the
 * visitor, and the counts reach the database every few seconds and when the app closes.
 * `shopOf` answers the shop the request's handler found, if any.
 */
export function installVisitCounting(app: FastifyInstance, shopOf: (req: FastifyRequest) => ShopContext | undefined) {
  const counter = new VisitCounter(app.ctx.db);
  counters.set(app.ctx, counter);
  const flush = () => counter.flush(app.ctx.now().getTime()).catch((err) => app.log.error({ err }, 'visit counts'));
  const timer = setInterval(flush, FLUSH_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await flush();
  });
  app.addHook('onResponse', async (req, reply) => {
    const shop = shopOf(req);
    if (!shop) return;
    const agent = req.headers['user-agent'];
    if (isBotAgent(agent)) return;
    const visit = visitOf(req, reply.statusCode, String(reply.getHeader('content-type') ?? ''));
    if (!visit) return;
    counter.note({
      storeId: shop.store.id,
      timeZone: shop.timeZone,
      address: req.ip,
      agent: agent ?? '',
      at: app.ctx.now(),
      ...visit,
    });
  });
}
