/** Session storage key of the order ids this tab has alerted, newest last. */
export const SEEN_ORDERS_KEY = 'live_orders_seen';
const KEEP = 200;

/**
 * The new-order alerts this tab has shown. The server delivers an alert at least once (again
 * after a crash between sending and marking it sent, or on a reconnect), so a repeat of an
 * order id is ignored; kept in session storage so a reload does not show an old order again.
 */
export class SeenOrders {
  private ids: string[];

  constructor(private readonly storage: Storage = sessionStorage) {
    try {
      const kept: unknown = JSON.parse(storage.getItem(SEEN_ORDERS_KEY) ?? '[]');
      this.ids = Array.isArray(kept) ? kept.filter((id): id is string => typeof id === 'string') : [];
    } catch {
      this.ids = [];
    }
  }

  /** True the first time an order id is offered, false for every repeat. */
  firstSight(orderId: string): boolean {
    if (this.ids.includes(orderId)) return false;
    this.ids = [...this.ids, orderId].slice(-KEEP);
    this.storage.setItem(SEEN_ORDERS_KEY, JSON.stringify(this.ids));
    return true;
  }
}
