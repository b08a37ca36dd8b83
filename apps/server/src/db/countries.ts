import { COUNTRY_ROWS } from '@stallfront/shared';

/**
 * Countries offered at sign-up: ISO 3166 code, dialling code and currency. Names come
 * from the runtime's ICU data so they are spelled the standard way.
 */

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

export const COUNTRIES = COUNTRY_ROWS.trim()
  .split(/[|\n]/)
  .map((row) => {
    const [code = '', dial = '', currency = ''] = row.trim().split(' ');
    return { code, name: regionNames.of(code) ?? code, dialCode: `+${dial}`, currency };
  });
