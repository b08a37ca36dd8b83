import { LENGTH_UNIT_SHORT, type LengthUnit } from './size-charts.js';

/** A made-to-measure product's set of measurements (its custom model's `mm_sets`). */
export interface MeasurementSetOf {
  name: string;
  list: string[];
  mm_unit: LengthUnit;
}

/** A shopper's measurement on a cart or order line, by its set's and its own name. */
export interface GivenMeasurement {
  set: string;
  name: string;
  value: number;
  unit: LengthUnit;
}

/** The buy form's field of a set's measurement. */
export const measurementField = (set: number, index: number) => `mm_${set}_${index}`;

/** A length as a shopper types it: up to 999, two decimals at most. */
const LENGTH = /^\d{1,3}(\.\d{1,2})?$/;

/**
 * The shopper's measurements from the buy form (`mm_<set>_<index>`), one for every measurement
 * of every set (a suit's jacket and trousers alike), or each missing or wrong one by its field.
 */
export function readMeasurements(
  fields: Readonly<Record<string, unknown>>,
  sets: readonly MeasurementSetOf[],
): { measurements: GivenMeasurement[]; problems: { field: string; message: string }[] } {
  const measurements: GivenMeasurement[] = [];
  const problems: { field: string; message: string }[] = [];
  sets.forEach((set, i) => {
    set.list.forEach((name, j) => {
      const field = measurementField(i, j);
      const typed = typeof fields[field] === 'string' ? (fields[field] as string).trim() : '';
      if (typed === '') problems.push({ field, message: `Enter your ${name.toLowerCase()}` });
      else if (!LENGTH.test(typed) || Number(typed) <= 0) {
        problems.push({ field, message: 'Enter a length like 38.5' });
      } else measurements.push({ set: set.name, name, value: Number(typed), unit: set.mm_unit });
    });
  });
  return { measurements, problems };
}

/** Why a line's measurements no longer answer the product's sets (asked for anew, or added without them), or null. */
export function measurementProblem(
  given: readonly GivenMeasurement[],
  sets: readonly MeasurementSetOf[],
): string | null {
  const asked = sets.flatMap((set) => set.list.map((name) => `${set.name}\u0000${name}\u0000${set.mm_unit}`));
  const answered = given.map((m) => `${m.set}\u0000${m.name}\u0000${m.unit}`);
  if (asked.length === answered.length && asked.every((key, i) => key === answered[i])) return null;
  return 'Made to measure: enter your measurements on its page (remove it and add it again)';
}

/** A line's measurements in a phrase: "Kurta: Chest 40 in, Waist 34 in". */
export function measurementsText(given: readonly GivenMeasurement[]): string {
  const sets = [...new Set(given.map((m) => m.set))];
  return sets
    .map((set) => {
      const values = given.filter((m) => m.set === set).map((m) => `${m.name} ${m.value} ${LENGTH_UNIT_SHORT[m.unit]}`);
      return `${set}: ${values.join(', ')}`;
    })
    .join(' · ');
}
