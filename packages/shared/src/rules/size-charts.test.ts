import { describe, expect, it } from 'vitest';
import { convertLength, lengthText, sizeTableIn, sizeTableProblems } from './size-charts.js';

describe('convertLength', () => {
  it('converts by 2.54 cm to the inch, to one decimal', () => {
    expect(convertLength(1, 'inches', 'cms')).toBe(2.5);
    expect(convertLength(32, 'inches', 'cms')).toBe(81.3);
    expect(convertLength(100, 'cms', 'inches')).toBe(39.4);
  });

  it('gives back whole inches that were written as their exact cms', () => {
    expect(convertLength(81.28, 'cms', 'inches')).toBe(32);
    expect(convertLength(96.52, 'cms', 'inches')).toBe(38);
  });

  it('leaves a length in its own unit exactly as written', () => {
    expect(convertLength(81.28, 'cms', 'cms')).toBe(81.28);
    expect(convertLength(32.25, 'inches', 'inches')).toBe(32.25);
  });
});

describe('sizeTableIn', () => {
  it('converts every value and keeps the blanks, the sizes and the measurements', () => {
    const table = { measurements: ['Chest', 'Length'], rows: [{ size: 'M', values: [40, null] }] };
    expect(sizeTableIn(table, 'inches', 'cms')).toEqual({
      measurements: ['Chest', 'Length'],
      rows: [{ size: 'M', values: [101.6, null] }],
    });
  });
});

describe('sizeTableProblems', () => {
  it('finds nothing wrong in a well-formed grid', () => {
    const table = {
      measurements: ['Chest', 'Waist'],
      rows: [
        { size: 'S', values: [36, 30] },
        { size: 'M', values: [38, null] },
      ],
    };
    expect(sizeTableProblems(table)).toEqual([]);
  });

  it('names a measurement or a size written twice, whatever its case', () => {
    const table = {
      measurements: ['Chest', 'chest '],
      rows: [
        { size: 'S', values: [36, 30] },
        { size: 's', values: [38, 31] },
      ],
    };
    expect(sizeTableProblems(table).map((p) => p.field)).toEqual(['measurements.1', 'rows.1.size']);
  });

  it('wants one value per measurement in every row', () => {
    const table = { measurements: ['Chest', 'Waist'], rows: [{ size: 'S', values: [36] }] };
    expect(sizeTableProblems(table)).toEqual([
      { field: 'rows.0.values', message: 'Give one value for each of the 2 measurements' },
    ]);
  });
});

describe('lengthText', () => {
  it('prints a length without trailing zeros and a blank as a dash', () => {
    expect(lengthText(81.3)).toBe('81.3');
    expect(lengthText(32)).toBe('32');
    expect(lengthText(null)).toBe('–');
  });
});
