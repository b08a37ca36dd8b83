import { describe, expect, it } from 'vitest';
import { measurementProblem, measurementsText, readMeasurements } from './measurements.js';

const sets = [
  { name: 'Kurta', list: ['Chest', 'Length'], mm_unit: 'inches' as const },
  { name: 'Pyjama', list: ['Waist'], mm_unit: 'cms' as const },
];

describe('readMeasurements', () => {
  it('reads every measurement of every set, or names each missing or wrong one by its field', () => {
    expect(readMeasurements({ mm_0_0: '40', mm_0_1: ' 38.5 ', mm_1_0: '81' }, sets)).toEqual({
      measurements: [
        { set: 'Kurta', name: 'Chest', value: 40, unit: 'inches' },
        { set: 'Kurta', name: 'Length', value: 38.5, unit: 'inches' },
        { set: 'Pyjama', name: 'Waist', value: 81, unit: 'cms' },
      ],
      problems: [],
    });
    expect(readMeasurements({ mm_0_0: '40', mm_0_1: '1e3', mm_1_0: '0' }, sets).problems).toEqual([
      { field: 'mm_0_1', message: 'Enter a length like 38.5' },
      { field: 'mm_1_0', message: 'Enter a length like 38.5' },
    ]);
    expect(readMeasurements({}, sets).problems[0]).toEqual({ field: 'mm_0_0', message: 'Enter your chest' });
  });
});

describe('measurementProblem', () => {
  it('holds a line whose measurements no longer answer the sets, or that has none', () => {
    const { measurements } = readMeasurements({ mm_0_0: '40', mm_0_1: '38', mm_1_0: '81' }, sets);
    expect(measurementProblem(measurements, sets)).toBeNull();
    expect(measurementProblem(measurements, [sets[0] as (typeof sets)[0]])).toMatch(/^Made to measure/);
    expect(measurementProblem([], sets)).toMatch(/^Made to measure/);
    expect(measurementProblem([], [])).toBeNull();
  });
});

describe('measurementsText', () => {
  it('groups by set with each unit', () => {
    const { measurements } = readMeasurements({ mm_0_0: '40', mm_0_1: '38', mm_1_0: '81' }, sets);
    expect(measurementsText(measurements)).toBe('Kurta: Chest 40 in, Length 38 in · Pyjama: Waist 81 cm');
  });
});
