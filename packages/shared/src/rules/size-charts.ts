import type { MEASUREMENT_UNITS } from '../catalog/store.js';
import type { FieldProblem } from './variants.js';

export type LengthUnit = (typeof MEASUREMENT_UNITS)[number];

/** Each unit's name, as the console's unit pickers and the shop's size charts say it. */
export const LENGTH_UNIT_NAMES: Record<LengthUnit, string> = { inches: 'Inches', cms: 'Centimetres' };
/** A unit after a length: "40 in", "Chest (cm)". */
export const LENGTH_UNIT_SHORT: Record<LengthUnit, string> = { inches: 'in', cms: 'cm' };

/** The inch is 2.54 cm exactly (the international inch). */
export const CM_PER_INCH = 2.54;

/** A size chart's grid: a value (or a blank) per measurement for each size. */
export interface SizeTable {
  measurements: string[];
  rows: { size: string; values: (number | null)[] }[];
}

/**
 * A length in another unit, to one decimal place. A chart is always converted from the unit it
 * was written in, never back and forth, so its own figures stay exactly as the merchant wrote them.
 */
export function convertLength(value: number, from: LengthUnit, to: LengthUnit): number {
  if (from === to) return value;
  const converted = from === 'inches' ? value * CM_PER_INCH : value / CM_PER_INCH;
  return Math.round(converted * 10) / 10;
}

/** The chart's grid in `to` units. */
export function sizeTableIn(table: SizeTable, from: LengthUnit, to: LengthUnit): SizeTable {
  return {
    measurements: table.measurements,
    rows: table.rows.map((row) => ({
      size: row.size,
      values: row.values.map((value) => (value === null ? null : convertLength(value, from, to))),
    })),
  };
}

/** What is wrong with a grid: a measurement or a size named twice, a row without one value per measurement. */
export function sizeTableProblems(table: SizeTable): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const repeats = (names: string[], field: (i: number) => string, what: string) => {
    const seen = new Set<string>();
    names.forEach((name, i) => {
      const key = name.trim().toLowerCase();
      if (seen.has(key))
        problems.push({ field: field(i), message: `${what} “${name.trim()}” is already in the chart` });
      seen.add(key);
    });
  };
  repeats(table.measurements, (i) => `measurements.${i}`, 'The measurement');
  repeats(
    table.rows.map((row) => row.size),
    (i) => `rows.${i}.size`,
    'The size',
  );
  table.rows.forEach((row, i) => {
    if (row.values.length !== table.measurements.length) {
      problems.push({
        field: `rows.${i}.values`,
        message: `Give one value for each of the ${table.measurements.length} measurements`,
      });
    }
  });
  return problems;
}

/** A length as a chart prints it: 32, 81.3 (no trailing zero), a dash for a blank. */
export const lengthText = (value: number | null): string => (value === null ? '–' : String(value));
