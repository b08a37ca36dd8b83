import {
  chartMeasurements,
  measurementOfColumn,
  readBodyMeasurements,
  recommendSize,
  SIZING_MEASUREMENT_INFO,
  type SizingChart,
} from '@stallfront/shared/sizing-assistant';
import { convertLength } from '@stallfront/shared/rules';
import type { ShopListQuery, ShopSizingPanel } from '@stallfront/shared/shop';
import type { ShopContext } from './shop-store.js';

interface SizedProduct {
  catalogIds: string[];
  options: { name: string; values: string[] }[];
  variants: { sku: string; option_values: string[]; stock: number }[];
}

/** The variant of `size` by the product's Size option (whatever its case), one in stock first. */
function variantOfSize(product: SizedProduct, size: string): string | null {
  const at = product.options.findIndex((option) => option.name.trim().toLowerCase() === 'size');
  if (at < 0) return null;
  const matching = product.variants.filter((v) => v.option_values[at]?.toLowerCase() === size.toLowerCase());
  return (matching.find((v) => v.stock > 0) ?? matching[0])?.sku ?? null;
}

/**
 * The product page's "Find my size" panel, where the store has the assistant on (and the app), the
 * product is in a catalog it shows on, and one of its size charts has a measurement it asks. With
 * measurements in the query, their advice, or their problems on their fields.
 */
export function sizingPanelOf(
  shop: ShopContext,
  product: SizedProduct,
  charts: (SizingChart & { name: string })[],
  action: string,
  query: ShopListQuery,
): ShopSizingPanel | null {
  const setting = shop.settings.sizingAssistant;
  if (!setting?.enabled || !shop.features.includes('sizing_assistant')) return null;
  if (!setting.all_catalogs && !product.catalogIds.some((id) => setting.catalog_ids.includes(id))) return null;
  const chart = charts.find((c) => chartMeasurements(c).some((key) => setting.measurements.includes(key)));
  if (!chart) return null;
  const present = chartMeasurements(chart);
  const asked = setting.measurements.filter((key) => present.includes(key));
  const { unit } = setting;
  const middle = chart.rows[Math.floor((chart.rows.length - 1) / 2)];
  const exampleOf = (key: (typeof asked)[number]) => {
    const column = chart.measurements.findIndex((name) => measurementOfColumn(name) === key);
    const value = middle?.values[column];
    return value === null || value === undefined ? '' : String(convertLength(value, chart.unit, unit));
  };
  const typed = Object.fromEntries(asked.map((key) => [key, query[key] ?? '']));
  const sent = asked.some((key) => query[key] !== undefined) || query.fit !== undefined;
  const reading = sent ? readBodyMeasurements(typed, asked, unit) : { values: {}, errors: {} };
  const fit = setting.offer_fit ? (query.fit ?? 'regular') : 'regular';
  const failed = Object.keys(reading.errors).length > 0;
  const advice =
    sent && !failed
      ? recommendSize(chart, { unit, values: reading.values, fit, tolerance: setting.fit_tolerance })
      : null;
  return {
    label: setting.button_label,
    action,
    unit,
    chart_name: chart.name,
    fields: asked.map((key) => ({
      key,
      label: SIZING_MEASUREMENT_INFO[key].label,
      value: typed[key] ?? '',
      error: (reading.errors as Record<string, string>)[key] ?? null,
      example: exampleOf(key),
    })),
    fit: { offered: setting.offer_fit, value: fit },
    sent,
    form_error: (reading.errors as { form?: string }).form ?? null,
    advice: advice && {
      status: advice.status,
      size: advice.size,
      runner_up: advice.runner_up,
      reasons: advice.reasons,
      sku: advice.size ? variantOfSize(product, advice.size) : null,
    },
  };
}
