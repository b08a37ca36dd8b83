import { canAccess, routeNamed } from '@stallfront/shared';
import { routeAccessContext } from './store-session.js';
import { forbidden } from '../../platform/errors.js';
import type { StoreAuth } from '../../platform/auth/guards.js';

/**
 * Refuses a call whose console screen the caller may not open by the route table (store type,
 * named checks such as customer_enquiry, features, staff grants): the server enforces the
 * very rule that hides the screen.
 */
export function requireRoute(auth: StoreAuth, routeName: string, now: Date, refusal: string): void {
  if (!canAccess(routeNamed(routeName), routeAccessContext(auth.principal, auth.view, now))) throw forbidden(refusal);
}
