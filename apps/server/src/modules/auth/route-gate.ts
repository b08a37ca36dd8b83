import { canAccess, routeNamed, storeOffers } from '@stallfront/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type StoreAuth, storeAuthOf } from '../../platform/auth/guards.js';
import { notFound } from '../../platform/errors.js';
import { routeAccessContext } from './store-session.js';

/**
 * Refuses a call whose console screen the caller may not open by the route table (store type,
 * named checks such as customer_enquiry, features): the server enforces the very rule that
 * hides the screen. Who may call at all is the endpoint's access (403); a store without the
 * part answers 404, as a store has no quotes or donations to show (docs/decisions.md).
 */
export function requireRoute(auth: StoreAuth, routeName: string, now: Date, refusal: string): void {
  if (!canAccess(routeNamed(routeName), routeAccessContext(auth.principal, auth.view, now))) throw notFound(refusal);
}

/**
 * Refuses a call when the store lacks the route's part (its type, features or package), 404 as
 * above, whoever calls: a vendor may read a store's size charts the owner's screen edits.
 */
export function requireStoreOffers(auth: StoreAuth, routeName: string, now: Date, refusal: string): void {
  if (!storeOfferedRoute(auth, routeName, now)) throw notFound(refusal);
}

/** Whether the store has the route's part (its type, features or package), whoever asks. */
export const storeOfferedRoute = (auth: StoreAuth, routeName: string, now: Date): boolean =>
  storeOffers(routeNamed(routeName), routeAccessContext(auth.principal, auth.view, now));

/**
 * The `guard` of a served resource or setting (serveSimpleResource, serveStoreSetting) that a
 * store has only with the route's part: a 404 saying `refusal` elsewhere, as its screen is missing.
 */
export const offeredBy = (app: FastifyInstance, routeName: string, refusal: string) => ({
  guard: (req: FastifyRequest) => requireStoreOffers(storeAuthOf(req), routeName, app.ctx.now(), refusal),
});
