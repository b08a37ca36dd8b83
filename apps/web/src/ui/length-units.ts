import { LENGTH_UNIT_NAMES, MEASUREMENT_UNITS } from '@stallfront/shared/rules';

/** Inches or centimetres, for a SegmentedControl or a Select. */
export const LENGTH_UNIT_OPTIONS = MEASUREMENT_UNITS.map((value) => ({ value, label: LENGTH_UNIT_NAMES[value] }));
