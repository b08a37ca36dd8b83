import Papa from 'papaparse';
import { minorToDecimal } from '@stallfront/shared/rules';
import type { CohortRowOut } from '@stallfront/shared/reports-customers';

/** The triangle as a spreadsheet reads it: a row per cohort, a count and a percent per month after. */
export function cohortsCsv(cohorts: readonly CohortRowOut[], currency: string): string {
  const months = Math.max(0, ...cohorts.map((c) => c.cells.length));
  const offsets = Array.from({ length: months }, (_, i) => i);
  return Papa.unparse({
    fields: [
      'Cohort',
      'Customers',
      `Revenue (${currency})`,
      ...offsets.flatMap((i) => [`Month ${i} customers`, `Month ${i} %`]),
    ],
    data: cohorts.map((c) => [
      c.cohort,
      c.customers,
      minorToDecimal(c.sales, currency),
      ...offsets.flatMap((i): (number | string)[] => {
        const cell = c.cells[i];
        return cell ? [cell.customers, cell.percent] : ['', ''];
      }),
    ]),
  });
}
