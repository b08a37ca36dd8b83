// Sizing demo data: the size charts and the measurement sets of a clothing shop.
import type { DemoThing } from './demo-things.js';

/** A demo chart: measurements across, then each size with its figures in the chart's unit. */
function chart(
  name: string,
  unit: 'inches' | 'cms',
  measurements: string[],
  rows: [string, ...number[]][],
  products: string[],
): DemoThing {
  return {
    name,
    fields: { unit, chart: { measurements, rows: rows.map(([size, ...values]) => ({ size, values })) } },
    products,
  };
}

/** The size charts a clothing shop writes, one per cut (product names from demo-products.ts). */
export const SIZE_CHARTS: Record<string, DemoThing[]> = {
  clothing: [
    chart(
      "Men's shirts and tees",
      'inches',
      ['Chest', 'Length', 'Shoulder'],
      [
        ['S', 38, 28, 17],
        ['M', 40, 29, 17.5],
        ['L', 42, 30, 18],
        ['XL', 44, 31, 18.5],
        ['XXL', 46, 32, 19],
      ],
      ['Oxford Shirt', 'Linen Kurta', 'Polo Tee', 'Henley Tee', 'Denim Jacket'],
    ),
    chart(
      "Women's dresses and tops",
      'cms',
      ['Bust', 'Waist', 'Hip'],
      [
        ['XS', 81, 63, 89],
        ['S', 86, 68, 94],
        ['M', 91, 73, 99],
        ['L', 97, 79, 104],
        ['XL', 103, 85, 110],
      ],
      ['Anarkali Dress', 'Wrap Dress', 'Silk Blouse', 'Kurti Set'],
    ),
    chart(
      'Trousers and skirts',
      'inches',
      ['Waist', 'Hip', 'Inseam'],
      [
        ['28', 28, 36, 30],
        ['30', 30, 38, 31],
        ['32', 32, 40, 32],
        ['34', 34, 42, 32],
        ['36', 36, 44, 33],
      ],
      ['Slim Chinos', 'Denim Jeans', 'Palazzo Pants', 'Maxi Skirt'],
    ),
  ],
};

/** A tailor's measurement set: its unit, the measurements, notes to the shopper. */
const measurementSet = (name: string, list: string[], notes: string[]): DemoThing => ({
  name,
  fields: { mmUnit: 'inches', list, notesList: notes, additionalQty: 0 },
});

/** The sets a clothing shop that stitches to measure keeps, for its product form to copy. */
export const MEASUREMENT_SETS: Record<string, DemoThing[]> = {
  clothing: [
    measurementSet(
      'Kurta',
      ['Chest', 'Waist', 'Hip', 'Shoulder', 'Sleeve length', 'Kurta length'],
      ['Measure over a thin shirt, the tape snug but not tight.'],
    ),
    measurementSet(
      'Blouse',
      ['Bust', 'Under bust', 'Waist', 'Shoulder', 'Armhole', 'Sleeve length', 'Blouse length'],
      ['Measure over the bra you will wear with it.', 'Stitching takes 7 days after the order.'],
    ),
  ],
};
