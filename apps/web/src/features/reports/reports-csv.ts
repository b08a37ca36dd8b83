import Papa from 'papaparse';
import { minorToDecimal } from '@stallfront/shared/rules';
import type { ProductsReport, SalesReport, TaxReport } from '@stallfront/shared/reports';
import { bucketLabel, partName, percentOf } from './report-format';

/** The sales report as a spreadsheet reads it: money in the currency's units, the totals last. */
export function salesCsv(report: SalesReport): string {
  const money = (minor: number) => minorToDecimal(minor, report.currency);
  const figures = (f: SalesReport['totals']) =>
    [f.orders, f.units, f.gross, f.discounts, f.net, f.tax, f.shipping, f.total].map((v, i) => (i < 2 ? v : money(v)));
  const c = report.currency;
  return Papa.unparse({
    fields: [
      'Period',
      'From',
      'To',
      'Orders',
      'Units',
      `Gross sales (${c})`,
      `Discounts (${c})`,
      `Net sales (${c})`,
    ].concat([`Tax (${c})`, `Shipping (${c})`, `Total sales (${c})`]),
    data: [
      ...report.buckets.map((b) => [bucketLabel(b, report.grain), b.from, b.to, ...figures(b)]),
      ['Total', report.from, report.to, ...figures(report.totals)],
    ],
  });
}

/** The tax report: a row per rate's part, then the totals. */
export function taxCsv(report: TaxReport): string {
  const money = (minor: number) => minorToDecimal(minor, report.currency);
  const c = report.currency;
  return Papa.unparse({
    fields: ['Rate', 'Part', 'Part rate', `Taxable (${c})`, `Tax (${c})`],
    data: [
      ...report.rates.flatMap((r) =>
        r.parts.map((p) => [
          percentOf(r.rate_bp),
          partName(p.name, p.rate_bp),
          percentOf(p.rate_bp),
          money(p.taxable),
          money(p.tax),
        ]),
      ),
      ['Total', '', '', money(report.totals.taxable), money(report.totals.tax)],
    ],
  });
}

/** The products report, in its sort. */
export function productsCsv(report: ProductsReport): string {
  return Papa.unparse({
    fields: ['Product', 'SKU', 'Units sold', `Revenue (${report.currency})`, 'On hand', 'Stock turns'],
    data: report.products.map((p) => [
      p.name,
      p.sku,
      p.units,
      minorToDecimal(p.revenue, report.currency),
      p.stock,
      p.turns ?? '',
    ]),
  });
}
