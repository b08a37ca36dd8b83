import Papa from 'papaparse';
import type { DashboardDay } from '@stallfront/shared/dashboard';
import { minorToDecimal } from '@stallfront/shared/rules';

/** The days of the period as a spreadsheet reads them: sales in the currency's units, not minor units. */
export function daysCsv(days: readonly DashboardDay[], currency: string): string {
  return Papa.unparse({
    fields: ['Day', 'Orders', 'Units', `Sales (${currency})`],
    data: days.map((d) => [d.day, d.orders, d.units, minorToDecimal(d.sales, currency)]),
  });
}
