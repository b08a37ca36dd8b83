import { type CallActor, access, allows, anyOf } from './call-access.js';

/** Who hears new-order alerts: the owner and staff granted orders (vendors and branches do not). */
export const LIVE_ORDER_ALERTS = access({ staff: anyOf('orders') });

export const hearsLiveOrders = (actor: CallActor): boolean => allows(LIVE_ORDER_ALERTS, actor);

/** The live-order screen a new-order alert leads to (spec section 2): the cards' "Open live orders", a push's click. */
export const LIVE_ORDERS_PATH = '/orders/product/live/all';
