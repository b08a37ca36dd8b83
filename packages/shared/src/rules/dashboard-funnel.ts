/**
 * The conversion funnel's rules: a shop session's steps (visited, added to cart, reached
 * checkout, ordered) and their rates, and who is not counted (docs/decisions.md, "The conversion funnel").
 */

/** A session ends after this long without a page, as common analytics count it. */
export const VISIT_SESSION_IDLE_MS = 30 * 60_000;

/** The steps of the funnel, in order; each is a share of the sessions. */
export const FUNNEL_STEPS = ['sessions', 'cart_sessions', 'checkout_sessions', 'orders'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** A share of the sessions in percent, rounded to one decimal; null without sessions (nothing to divide by). */
export function rateOf(count: number, sessions: number): number | null {
  if (sessions <= 0) return null;
  return Math.round((count / sessions) * 1000) / 10;
}

export interface FunnelCounts {
  sessions: number;
  cart_sessions: number;
  checkout_sessions: number;
  orders: number;
}

/** The period's rates: added to cart, reached checkout and ordered, each of the sessions. */
export function funnelRates(counts: FunnelCounts) {
  return {
    cart_rate: rateOf(counts.cart_sessions, counts.sessions),
    checkout_rate: rateOf(counts.checkout_sessions, counts.sessions),
    conversion_rate: rateOf(counts.orders, counts.sessions),
  };
}

/** The share of abandoned carts that became orders after all, in percent (one decimal); null without any. */
export const recoveryRate = (recovered: number, abandoned: number): number | null => rateOf(recovered, abandoned);

/**
 * Robots, link previews and command-line clients by their user agent: not shoppers. A browser
 * run by a test (HeadlessChrome) is counted, as it sees the shop as a shopper does.
 */
const BOT_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|preview|curl\/|wget\/|python-|go-http-client|okhttp|java\/|libwww|httpclient|lighthouse|pingdom|uptime|monitor/i;

/** Whether a request's user agent is a robot's; a request without one is. */
export function isBotAgent(userAgent: string | undefined): boolean {
  if (!userAgent || userAgent.trim() === '') return true;
  return BOT_AGENT.test(userAgent);
}
