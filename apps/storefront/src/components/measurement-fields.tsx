import { LENGTH_UNIT_SHORT, type LengthUnit, measurementField } from '@stallfront/shared/rules';
import type { ShopProductData } from '@stallfront/shared/shop';

export type ShopMeasurementSets = ShopProductData['product']['measurement_sets'];

/** A made-to-measure item's measurements in its buy form: every one of every set, in the set's unit. */
export function MeasurementFields({ sets }: { sets: ShopMeasurementSets }) {
  if (sets.length === 0) return null;
  return (
    <>
      {sets.map((set, i) => (
        <fieldset className="measure-fields" key={set.name}>
          <legend>{`Your measurements: ${set.name}`}</legend>
          {set.list.map((name, j) => (
            <label className="field" key={name}>
              <span>{`${name} (${LENGTH_UNIT_SHORT[set.unit as LengthUnit] ?? set.unit})`}</span>
              <input name={measurementField(i, j)} inputMode="decimal" required pattern="\d{1,3}(\.\d{1,2})?" />
            </label>
          ))}
        </fieldset>
      ))}
    </>
  );
}
