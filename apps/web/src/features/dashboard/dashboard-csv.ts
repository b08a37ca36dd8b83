import Papa from 'papaparse';
import { type DashboardDay, type DashboardShare, shareOf } from '@stallfront/shared/dashboard';
import { minorToDecimal } from '@stallfront/shared/rules';

/** The days of the period as a spreadsheet reads them: sales in the currency's units, not minor units. */
export function daysCsv(days: readonly DashboardDay[], currency: string): string {
  return Papa.unparse({
    fields: ['Day', 'Orders', 'Units', `Sales (${currency})`],
    data: days.map((d) => [d.day, d.orders, d.units, minorToDecimal(d.sales, currency)]),
  });
}

/** A breakdown's shares with their part of the whole, named as the screen names them. */
export function sharesCsv(
  shares: readonly DashboardShare[],
  heading: string,
  labelOf: (key: string) => string,
  currency: string,
): string {
  const whole = shares.reduce((sum, s) => sum + s.sales, 0);
  return Papa.unparse({
    fields: [heading, 'Orders', `Sales (${currency})`, 'Share of sales (%)'],
    data: shares.map((s) => [labelOf(s.key), s.orders, minorToDecimal(s.sales, currency), shareOf(s.sales, whole)]),
  });
}
