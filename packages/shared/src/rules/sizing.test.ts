import { describe, expect, it } from 'vitest';
import {
  chartMeasurements,
  measurementOfColumn,
  readBodyMeasurements,
  recommendSize,
  type SizingAnswers,
  type SizingChart,
} from './sizing.js';

/** The demo's women's chart (cm): bust ranges XS 78.5–83.5, S –88.5, M –94, L –100, XL –106. */
const WOMEN: SizingChart = {
  unit: 'cms',
  measurements: ['Bust', 'Waist', 'Hip'],
  rows: [
    { size: 'XS', values: [81, 63, 89] },
    { size: 'S', values: [86, 68, 94] },
    { size: 'M', values: [91, 73, 99] },
    { size: 'L', values: [97, 79, 104] },
    { size: 'XL', values: [103, 85, 110] },
  ],
};
/** The demo's men's chart, in inches. */
const MEN: SizingChart = {
  unit: 'inches',
  measurements: ['Chest', 'Length', 'Shoulder'],
  rows: [
    { size: 'S', values: [38, 28, 17] },
    { size: 'M', values: [40, 29, 17.5] },
    { size: 'L', values: [42, 30, 18] },
    { size: 'XL', values: [44, 31, 18.5] },
  ],
};

const answers = (values: SizingAnswers['values'], more: Partial<SizingAnswers> = {}): SizingAnswers => ({
  unit: 'cms',
  values,
  fit: 'regular',
  tolerance: 3,
  ...more,
});

describe('recommendSize', () => {
  it('advises the size every measurement falls in, with each reason and the neighbour leaned to', () => {
    const advice = recommendSize(WOMEN, answers({ bust: 90, waist: 72, hips: 98 }));
    expect(advice.status).toBe('fits');
    expect(advice.size).toBe('M');
    expect(advice.reasons).toEqual([
      'Bust 90 cm fits M (88.5–94 cm)',
      'Waist 72 cm fits M (70.5–76 cm)',
      'Hips 98 cm fits M (96.5–101.5 cm)',
    ]);
    // All three sit under M's figures: the smaller size is the next best.
    expect(advice.runner_up).toEqual({ size: 'S', reason: 'S if you like it closer (bust 86 cm)' });
    expect(advice.compared).toEqual(['bust', 'waist', 'hips']);
  });

  it('between sizes advises the larger, so nothing is tight, and offers the smaller', () => {
    const advice = recommendSize(WOMEN, answers({ bust: 90, hips: 103 }));
    expect(advice.status).toBe('between');
    expect(advice.size).toBe('L');
    expect(advice.runner_up).toEqual({ size: 'M', reason: 'M if you like a closer fit' });
    expect(advice.reasons[1]).toBe('Hips 103 cm fits L (101.5–107 cm)');
  });

  it('on the boundary of two sizes takes the larger', () => {
    expect(recommendSize(WOMEN, answers({ bust: 88.5 })).size).toBe('M');
  });

  it('past the biggest size advises none and names the biggest as the closest', () => {
    const advice = recommendSize(WOMEN, answers({ bust: 110, waist: 80 }));
    expect(advice.status).toBe('above');
    expect(advice.size).toBeNull();
    expect(advice.reasons[0]).toBe("Bust 110 cm is larger than the chart's biggest size (XL, up to 106 cm)");
    expect(advice.runner_up?.size).toBe('XL');
  });

  it('under the smallest size advises the smallest', () => {
    const advice = recommendSize(WOMEN, answers({ bust: 75 }));
    expect(advice.status).toBe('below');
    expect(advice.size).toBe('XS');
    expect(advice.reasons[0]).toBe("Bust 75 cm is smaller than the chart's smallest size (XS, from 78.5 cm)");
  });

  it('sizes a loose fit as a bigger body and a snug one as a smaller', () => {
    expect(recommendSize(WOMEN, answers({ bust: 87 })).size).toBe('S');
    const loose = recommendSize(WOMEN, answers({ bust: 87 }, { fit: 'loose' }));
    expect(loose.size).toBe('M');
    expect(loose.reasons[0]).toBe('Bust 87 cm (90 cm for a loose fit) fits M (88.5–94 cm)');
    expect(recommendSize(WOMEN, answers({ bust: 89 }, { fit: 'snug' })).size).toBe('S');
  });

  it('converts between the shopper’s unit and the chart’s', () => {
    // 102 cm is 40.2 inches: M on a chart written in inches (39–41 in).
    const metric = recommendSize(MEN, answers({ chest: 102 }));
    expect(metric.size).toBe('M');
    expect(metric.reasons[0]).toBe('Chest 102 cm fits M (99.1–104.1 cm)');
    // 35.5 inches is 90.2 cm: M on the chart written in centimetres.
    const imperial = recommendSize(WOMEN, answers({ bust: 35.5 }, { unit: 'inches', tolerance: 1 }));
    expect(imperial.size).toBe('M');
    expect(imperial.reasons[0]).toBe('Bust 35.5 in fits M (34.8–37 in)');
  });

  it('skips blanks in the chart and measurements it does not have', () => {
    const gappy: SizingChart = {
      ...WOMEN,
      rows: WOMEN.rows.map((row, i) => (i === 2 ? { ...row, values: [null, 73, 99] } : row)),
    };
    // Without M's bust, S covers up to halfway to L (91.5).
    expect(recommendSize(gappy, answers({ bust: 90 })).size).toBe('S');
    const none = recommendSize(MEN, answers({ hips: 100 }));
    expect(none).toMatchObject({ status: 'none', size: null, compared: [] });
  });
});

describe('the chart’s columns', () => {
  it('are matched by name whatever their case, a unit after them dropped; garment lengths are not asked', () => {
    expect(measurementOfColumn('Hip')).toBe('hips');
    expect(measurementOfColumn(' CHEST (cm) ')).toBe('chest');
    expect(measurementOfColumn('Inside leg')).toBe('inseam');
    expect(measurementOfColumn('Length')).toBeNull();
    expect(chartMeasurements(MEN)).toEqual(['chest', 'shoulder']);
  });
});

describe('readBodyMeasurements', () => {
  it('reads figures, a comma as the decimal point, and skips blanks', () => {
    const read = readBodyMeasurements({ bust: '90,5', waist: ' 72 ', hips: '' }, ['bust', 'waist', 'hips'], 'cms');
    expect(read).toEqual({ values: { bust: 90.5, waist: 72 }, errors: {} });
  });

  it('refuses what is not a number, zero and implausible figures, each on its field', () => {
    const read = readBodyMeasurements({ bust: 'ninety', waist: '0', hips: '900' }, ['bust', 'waist', 'hips'], 'cms');
    expect(read.values).toEqual({});
    expect(read.errors).toEqual({
      bust: 'Enter your bust as a number, like 96',
      waist: 'Enter a waist above 0',
      hips: 'A hips of 900 cm is unlikely: enter one from 50 to 200 cm',
    });
  });

  it('judges plausibility in the unit typed: 90 inches of waist is unlikely, 36 is fine', () => {
    expect(readBodyMeasurements({ waist: '90' }, ['waist'], 'inches').errors.waist).toBe(
      'A waist of 90 in is unlikely: enter one from 16 to 79 in',
    );
    expect(readBodyMeasurements({ waist: '36' }, ['waist'], 'inches').values).toEqual({ waist: 36 });
  });

  it('needs at least one measurement, and reads only those asked', () => {
    expect(readBodyMeasurements({ chest: '96' }, ['bust'], 'cms').errors).toEqual({
      form: 'Enter at least one measurement',
    });
  });
});
