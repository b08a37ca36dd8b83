import Papa from 'papaparse';
import type { DashboardCustomers } from '@stallfront/shared/dashboard';

/** The period's customers a day: who ordered for the first time and who came back. */
export function customerDaysCsv(days: DashboardCustomers['days']): string {
  return Papa.unparse({
    fields: ['Day', 'New customers', 'Returning customers'],
    data: days.map((d) => [d.day, d.new_customers, d.returning_customers]),
  });
}
