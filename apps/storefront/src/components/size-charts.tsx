import {
  LENGTH_UNIT_NAMES,
  LENGTH_UNIT_SHORT,
  type LengthUnit,
  lengthText,
  MEASUREMENT_UNITS,
  sizeTableIn,
} from '@stallfront/shared/rules';
import type { ShopProductData } from '@stallfront/shared/shop';

type SizeChart = ShopProductData['product']['size_charts'][number];

/** The chart's grid in one unit; the stylesheet shows the one whose unit the shopper picked. */
function SizeTable({ chart, unit }: { chart: SizeChart; unit: LengthUnit }) {
  const { measurements, rows } = sizeTableIn(chart, chart.unit, unit);
  return (
    <div className="size-table" data-unit={unit}>
      <table>
        <caption className="visually-hidden">
          {chart.name}, in {LENGTH_UNIT_NAMES[unit].toLowerCase()}
        </caption>
        <thead>
          <tr>
            <th scope="col">Size</th>
            {measurements.map((measurement) => (
              <th scope="col" key={measurement}>
                {measurement} ({LENGTH_UNIT_SHORT[unit]})
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.size}>
              <th scope="row">{row.size}</th>
              {row.values.map((value, i) => (
                <td key={measurements[i]}>{lengthText(value)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The product's size charts, folded under the buy box. The shopper switches inches and
 * centimetres with two radio buttons and no script: both grids are in the page, converted here
 * from the unit the merchant wrote, and the stylesheet hides the other.
 */
export function SizeCharts({ charts }: { charts: SizeChart[] }) {
  if (charts.length === 0) return null;
  return (
    <section className="size-charts" aria-label="Size charts">
      {charts.map((chart, i) => (
        <details key={chart.name} className="size-chart">
          <summary>Size chart: {chart.name}</summary>
          <fieldset className="unit-toggle">
            <legend className="visually-hidden">Units</legend>
            {MEASUREMENT_UNITS.map((unit) => (
              <label key={unit}>
                <input type="radio" name={`size-unit-${i}`} value={unit} defaultChecked={unit === chart.unit} />
                {LENGTH_UNIT_NAMES[unit]}
              </label>
            ))}
          </fieldset>
          {MEASUREMENT_UNITS.map((unit) => (
            <SizeTable key={unit} chart={chart} unit={unit} />
          ))}
        </details>
      ))}
    </section>
  );
}
