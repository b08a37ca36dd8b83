import { CM_PER_INCH, LENGTH_UNIT_SHORT, type LengthUnit, type SizeTable } from './size-charts.js';

/** The body measurements the sizing assistant may ask, each matched to a size chart's column by name. */
export const SIZING_MEASUREMENTS = [
  'chest',
  'bust',
  'waist',
  'hips',
  'inseam',
  'shoulder',
  'neck',
  'sleeve',
  'height',
] as const;
export type SizingMeasurement = (typeof SIZING_MEASUREMENTS)[number];

interface MeasurementInfo {
  label: string;
  /** A chart column with one of these names (whatever its case, a "(cm)" after it dropped) is this measurement. */
  names: string[];
  /** The adult body's plausible range in centimetres: a figure outside it is a typo or the wrong unit. */
  plausibleCm: [number, number];
}

export const SIZING_MEASUREMENT_INFO: Record<SizingMeasurement, MeasurementInfo> = {
  chest: { label: 'Chest', names: ['chest'], plausibleCm: [50, 200] },
  bust: { label: 'Bust', names: ['bust'], plausibleCm: [50, 200] },
  waist: { label: 'Waist', names: ['waist'], plausibleCm: [40, 200] },
  hips: { label: 'Hips', names: ['hips', 'hip'], plausibleCm: [50, 200] },
  inseam: { label: 'Inseam', names: ['inseam', 'inside leg'], plausibleCm: [40, 110] },
  shoulder: { label: 'Shoulder', names: ['shoulder', 'shoulders', 'shoulder width'], plausibleCm: [25, 70] },
  neck: { label: 'Neck', names: ['neck', 'collar'], plausibleCm: [25, 60] },
  sleeve: { label: 'Sleeve', names: ['sleeve', 'sleeve length', 'arm length'], plausibleCm: [40, 100] },
  height: { label: 'Height', names: ['height'], plausibleCm: [100, 230] },
};

export const FIT_PREFERENCES = ['snug', 'regular', 'loose'] as const;
export type FitPreference = (typeof FIT_PREFERENCES)[number];
export const FIT_NAMES: Record<FitPreference, string> = { snug: 'Snug', regular: 'Regular', loose: 'Loose' };

/** A size chart as the assistant reads it: the grid and the unit its figures were written in. */
export interface SizingChart extends SizeTable {
  unit: LengthUnit;
}

/** The shopper's answers: figures in `unit`, the fit they like and how far a fit moves a figure (in `unit`). */
export interface SizingAnswers {
  unit: LengthUnit;
  values: Partial<Record<SizingMeasurement, number>>;
  fit: FitPreference;
  tolerance: number;
}

export interface SizeAdvice {
  /**
   * fits: every measurement falls in the one size; between: measurements fall in different
   * sizes (the larger is advised); below/above: some measurement is outside the chart; none: the
   * chart has none of the measurements given.
   */
  status: 'fits' | 'between' | 'below' | 'above' | 'none';
  /** The size advised; null when a measurement is larger than the chart's biggest size, or none compared. */
  size: string | null;
  /** The next best size and why, or null. */
  runner_up: { size: string; reason: string } | null;
  /** One line per measurement compared: "Chest 98 cm fits M (93.5–98.5 cm)". */
  reasons: string[];
  /** The measurements compared, in the order asked. */
  compared: SizingMeasurement[];
}

const normalisedName = (name: string) =>
  name
    .toLowerCase()
    .replace(/\([^)]*\)/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The assistant's measurement a chart's column is, or null ("Length" is the garment's, not the body's). */
export function measurementOfColumn(column: string): SizingMeasurement | null {
  const name = normalisedName(column);
  return SIZING_MEASUREMENTS.find((key) => SIZING_MEASUREMENT_INFO[key].names.includes(name)) ?? null;
}

/** The assistant's measurements a chart has, in the assistant's order. */
export const chartMeasurements = (chart: SizeTable): SizingMeasurement[] => {
  const found = new Set(chart.measurements.map(measurementOfColumn));
  return SIZING_MEASUREMENTS.filter((key) => found.has(key));
};

/** A length from one unit to another, unrounded (the assistant compares, the chart prints). */
const lengthIn = (value: number, from: LengthUnit, to: LengthUnit) =>
  from === to ? value : from === 'inches' ? value * CM_PER_INCH : value / CM_PER_INCH;

const figure = (value: number) => String(Math.round(value * 10) / 10);
/** A figure as the reasons print it: one decimal at most, with its unit. */
const shown = (value: number, unit: LengthUnit) => `${figure(value)} ${LENGTH_UNIT_SHORT[unit]}`;

/** Half a size's step where a chart's end has no neighbour: 2.5 cm, or 1 inch. */
const EDGE_HALF_STEP: Record<LengthUnit, number> = { cms: 2.5, inches: 1 };

interface SizeRange {
  row: number;
  value: number;
  low: number;
  high: number;
}

/**
 * Each size's range for one column, in `unit`: a size is cut for its figure and covers halfway
 * to its neighbours' figures; the smallest and biggest reach as far past their figure as
 * halfway to their one neighbour. Sizes with a blank figure are left out.
 */
function rangesOf(chart: SizingChart, column: number, unit: LengthUnit): SizeRange[] {
  const sized = chart.rows
    .map((row, i) => ({ row: i, value: row.values[column] ?? null }))
    .filter((entry): entry is { row: number; value: number } => entry.value !== null)
    .map((entry) => ({ row: entry.row, value: lengthIn(entry.value, chart.unit, unit) }))
    .sort((a, b) => a.value - b.value || a.row - b.row);
  const distinct = [...new Set(sized.map((entry) => entry.value))];
  const edges = (value: number) => {
    const at = distinct.indexOf(value);
    const before = distinct[at - 1];
    const after = distinct[at + 1];
    const gapBefore = before === undefined ? undefined : (value - before) / 2;
    const gapAfter = after === undefined ? undefined : (after - value) / 2;
    const fallback = EDGE_HALF_STEP[unit];
    return {
      low: value - (gapBefore ?? gapAfter ?? fallback),
      high: value + (gapAfter ?? gapBefore ?? fallback),
    };
  };
  return sized.map((entry) => ({ ...entry, ...edges(entry.value) }));
}

type Placement =
  | { kind: 'in'; range: SizeRange }
  | { kind: 'below'; range: SizeRange }
  | { kind: 'above'; range: SizeRange };

/** Where a figure falls among a column's ranges; on a boundary, the larger size (room to spare). */
function placementOf(value: number, ranges: SizeRange[]): Placement | null {
  const first = ranges[0];
  const last = ranges[ranges.length - 1];
  if (!first || !last) return null;
  if (value < first.low) return { kind: 'below', range: first };
  if (value > last.high) return { kind: 'above', range: last };
  // Of sizes sharing a figure, the chart's later row: charts list small to large.
  const inRange = ranges.filter((range) => value >= range.low && value <= range.high);
  const larger = inRange.reduce((best, range) =>
    range.value > best.value || (range.value === best.value && range.row > best.row) ? range : best,
  );
  return { kind: 'in', range: larger };
}

const FIT_SHIFT: Record<FitPreference, number> = { snug: -1, regular: 0, loose: 1 };

/**
 * The size a shopper's measurements fit on a chart: each measurement the chart has is moved by
 * the fit (snug takes the tolerance off, loose adds it: a loose fit is sized as a bigger body),
 * placed in a size's range, and the largest size any measurement needs is advised, so nothing
 * is tight. A measurement past the biggest size leaves no advice; one under the smallest size
 * advises the smallest.
 */
export function recommendSize(chart: SizingChart, answers: SizingAnswers): SizeAdvice {
  const { unit } = answers;
  const shift = FIT_SHIFT[answers.fit] * answers.tolerance;
  const placed: { key: SizingMeasurement; measured: number; value: number; placement: Placement }[] = [];
  for (const key of SIZING_MEASUREMENTS) {
    const measured = answers.values[key];
    if (measured === undefined) continue;
    const column = chart.measurements.findIndex((name) => measurementOfColumn(name) === key);
    if (column < 0) continue;
    const placement = placementOf(measured + shift, rangesOf(chart, column, unit));
    if (placement) placed.push({ key, measured, value: measured + shift, placement });
  }
  const compared = placed.map((entry) => entry.key);
  if (placed.length === 0) return { status: 'none', size: null, runner_up: null, reasons: [], compared };

  const sizeName = (row: number) => chart.rows[row]?.size ?? '';
  const reasons = placed.map(({ key, measured, value, placement }) => {
    const what = `${SIZING_MEASUREMENT_INFO[key].label} ${shown(measured, unit)}`;
    const moved = shift === 0 ? '' : ` (${shown(value, unit)} for a ${answers.fit} fit)`;
    const { range } = placement;
    const size = sizeName(range.row);
    if (placement.kind === 'above')
      return `${what}${moved} is larger than the chart's biggest size (${size}, up to ${shown(range.high, unit)})`;
    if (placement.kind === 'below')
      return `${what}${moved} is smaller than the chart's smallest size (${size}, from ${shown(range.low, unit)})`;
    return `${what}${moved} fits ${size} (${figure(range.low)}–${shown(range.high, unit)})`;
  });

  const above = placed.find((entry) => entry.placement.kind === 'above');
  if (above) {
    const biggest = sizeName(above.placement.range.row);
    return {
      status: 'above',
      size: null,
      runner_up: { size: biggest, reason: `${biggest} is the chart's biggest size, and may be tight` },
      reasons,
      compared,
    };
  }
  const needed = placed.map((entry) => entry.placement.range.row);
  const advised = Math.max(...needed);
  const smallestNeeded = Math.min(...needed);
  const allBelow = placed.every((entry) => entry.placement.kind === 'below');
  const status = allBelow ? 'below' : advised !== smallestNeeded ? 'between' : 'fits';
  const size = sizeName(advised);
  return { status, size, runner_up: runnerUp(chart, placed, advised, smallestNeeded, unit), reasons, compared };
}

/**
 * The next best size: between sizes, the smaller one needed (for a closer fit); else the
 * neighbour the measurements lean to (a bigger one when they sit above the size's figures).
 */
function runnerUp(
  chart: SizingChart,
  placed: { key: SizingMeasurement; value: number; placement: Placement }[],
  advised: number,
  smallestNeeded: number,
  unit: LengthUnit,
): SizeAdvice['runner_up'] {
  const name = (row: number) => chart.rows[row]?.size ?? '';
  if (smallestNeeded !== advised)
    return { size: name(smallestNeeded), reason: `${name(smallestNeeded)} if you like a closer fit` };
  const lean = placed.reduce((sum, entry) => sum + (entry.value - entry.placement.range.value), 0);
  const leaning = lean > 0 ? advised + 1 : advised - 1;
  const other = lean > 0 ? advised - 1 : advised + 1;
  const row = chart.rows[leaning] ? leaning : chart.rows[other] ? other : null;
  if (row === null) return null;
  const [first] = placed;
  const column = first ? chart.measurements.findIndex((col) => measurementOfColumn(col) === first.key) : -1;
  const theirs = first ? chart.rows[row]?.values[column] : null;
  const looser = row > advised;
  const detail =
    first && theirs !== null && theirs !== undefined
      ? ` (${SIZING_MEASUREMENT_INFO[first.key].label.toLowerCase()} ${shown(lengthIn(theirs, chart.unit, unit), unit)})`
      : '';
  return { size: name(row), reason: `${name(row)} if you like it ${looser ? 'looser' : 'closer'}${detail}` };
}

export interface MeasurementReading {
  values: Partial<Record<SizingMeasurement, number>>;
  /** Each fault on its measurement, in words a shopper acts on. */
  errors: Partial<Record<SizingMeasurement | 'form', string>>;
}

/**
 * The shopper's typed measurements, read in `unit`: blanks are skipped, a comma may be the
 * decimal point; a figure that is not a positive number or lies outside a body's plausible
 * range (a typo, or inches typed as centimetres) is refused on its field. At least one is needed.
 */
export function readBodyMeasurements(
  typed: Partial<Record<SizingMeasurement, string>>,
  asked: readonly SizingMeasurement[],
  unit: LengthUnit,
): MeasurementReading {
  const values: MeasurementReading['values'] = {};
  const errors: MeasurementReading['errors'] = {};
  for (const key of asked) {
    const raw = (typed[key] ?? '').trim().replace(',', '.');
    if (raw === '') continue;
    const label = SIZING_MEASUREMENT_INFO[key].label;
    if (!/^\d{1,4}(\.\d{1,2})?$/.test(raw) && !/^\.\d{1,2}$/.test(raw)) {
      errors[key] = `Enter your ${label.toLowerCase()} as a number, like ${unit === 'cms' ? '96' : '38'}`;
      continue;
    }
    const value = Number(raw);
    if (value <= 0) {
      errors[key] = `Enter a ${label.toLowerCase()} above 0`;
      continue;
    }
    const [low, high] = SIZING_MEASUREMENT_INFO[key].plausibleCm.map((cm) =>
      unit === 'cms' ? cm : Math.round(cm / CM_PER_INCH),
    ) as [number, number];
    if (value < low || value > high) {
      errors[key] =
        `A ${label.toLowerCase()} of ${shown(value, unit)} is unlikely: enter one from ${low} to ${high} ${LENGTH_UNIT_SHORT[unit]}`;
      continue;
    }
    values[key] = value;
  }
  if (Object.keys(values).length === 0 && Object.keys(errors).length === 0)
    errors.form = 'Enter at least one measurement';
  return { values, errors };
}
