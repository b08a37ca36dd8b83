import { isCountryCode } from '@stallfront/shared/taxes';

const NAMES = new Intl.DisplayNames(['en'], { type: 'region' });
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Every country the runtime's ISO list knows, by name, for a searchable select. */
export const COUNTRY_OPTIONS = [...LETTERS]
  .flatMap((a) => [...LETTERS].map((b) => a + b))
  .filter(isCountryCode)
  .map((code) => ({ value: code, label: NAMES.of(code) ?? code }))
  .sort((a, b) => a.label.localeCompare(b.label));

export const countryName = (code: string) => NAMES.of(code) ?? code;
