import { describe, expect, it } from 'vitest';
import { featuresWithStaffTier, unknownReferences, versionInForce } from './catalogue.js';

const at = (iso: string) => new Date(iso);
const versions = [
  { version: 1, immediate: false, createdAt: at('2026-01-01T00:00:00Z') },
  { version: 2, immediate: false, createdAt: at('2026-03-01T00:00:00Z') },
];

describe('versionInForce', () => {
  it('keeps a store on the version in force when its period began', () => {
    expect(versionInForce(versions, at('2026-02-01T00:00:00Z'))?.version).toBe(1);
    expect(versionInForce(versions, at('2026-03-02T00:00:00Z'))?.version).toBe(2);
  });
  it('gives the newest to a store with no paid period, and an immediate version to all', () => {
    expect(versionInForce(versions, null)?.version).toBe(2);
    const now = [...versions, { version: 3, immediate: true, createdAt: at('2026-04-01T00:00:00Z') }];
    expect(versionInForce(now, at('2026-02-01T00:00:00Z'))?.version).toBe(3);
  });
  it('falls back to the first version for a period older than every version', () => {
    expect(versionInForce(versions, at('2025-01-01T00:00:00Z'))?.version).toBe(1);
  });
});

describe('unknownReferences', () => {
  const known = { features: new Set(['blogs', '5_staff']), currencies: new Set(['USD']) };
  it('names unknown features and currencies', () => {
    expect(
      unknownReferences({ features: ['blogs', 'teleport'], staff_tier: '5_staff', prices: { USD: 1 } }, known),
    ).toEqual(['Unknown feature: teleport.']);
    expect(unknownReferences({ features: [], staff_tier: null, prices: { XYZ: 1 } }, known)[0]).toMatch(/XYZ/);
  });
});

it('featuresWithStaffTier keeps one staff feature', () => {
  expect(featuresWithStaffTier(['blogs', '1_staff'], '5_staff', (f) => f.endsWith('_staff'))).toEqual([
    'blogs',
    '5_staff',
  ]);
  expect(featuresWithStaffTier(['blogs', '1_staff'], null, (f) => f.endsWith('_staff'))).toEqual(['blogs']);
});
