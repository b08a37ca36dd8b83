import Papa from 'papaparse';
import type { DashboardFunnelDay } from '@stallfront/shared/dashboard';

/** The funnel's days as a spreadsheet reads them. */
export function funnelDaysCsv(days: readonly DashboardFunnelDay[]): string {
  return Papa.unparse({
    fields: ['Day', 'Sessions', 'Page views', 'Added to cart', 'Reached checkout', 'Orders'],
    data: days.map((d) => [d.day, d.sessions, d.page_views, d.cart_sessions, d.checkout_sessions, d.orders]),
  });
}
