import { describe, expect, it } from 'vitest';
import { isoFromTimestamptz } from '../src/db/iso-timestamp.js';

/** As Drizzle reads a timestamptz: PostgreSQL's text through Date. */
const viaDate = (text: string) => new Date(text).toISOString();

describe('isoFromTimestamptz', () => {
  it('writes UTC text as the ISO instant, to the millisecond', () => {
    expect(isoFromTimestamptz('2026-11-25 03:42:50.027+00')).toBe('2026-11-25T03:42:50.027Z');
    expect(isoFromTimestamptz('2026-11-25 03:42:50.1+00')).toBe('2026-11-25T03:42:50.100Z');
    expect(isoFromTimestamptz('2026-11-25 03:42:50+00')).toBe('2026-11-25T03:42:50.000Z');
    expect(isoFromTimestamptz('2026-11-25 03:42:50.123999+00')).toBe('2026-11-25T03:42:50.123Z');
  });

  it('agrees with Date on every fraction length, across the years', () => {
    for (let i = 0; i < 2000; i++) {
      const instant = new Date(
        Date.UTC(1000 + ((i * 7919) % 9000), i % 12, 1 + (i % 28), i % 24, i % 60, (i * 7) % 60),
      );
      const micros = String((i * 104_729) % 1_000_000).padStart(6, '0');
      const fraction = micros.slice(0, i % 7).replace(/0+$/, '');
      const text = `${instant.toISOString().slice(0, 19).replace('T', ' ')}${fraction ? `.${fraction}` : ''}+00`;
      expect(isoFromTimestamptz(text), text).toBe(viaDate(text));
    }
  });

  it('goes through Date for text in another time zone', () => {
    for (const text of ['2026-11-25 09:12:50.5+05:30', '2026-11-24 22:42:50.027-05', '2026-11-25 03:42:50+00:00']) {
      expect(isoFromTimestamptz(text), text).toBe(viaDate(text));
    }
    expect(isoFromTimestamptz('2026-11-25 09:12:50.5+05:30')).toBe('2026-11-25T03:42:50.500Z');
  });
});
