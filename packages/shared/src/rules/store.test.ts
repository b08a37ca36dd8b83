import { describe, expect, it } from 'vitest';
import {
  formatOrderNumber,
  isTimeZone,
  nextNumberProblem,
  PLAIN_ORDER_NUMBERS,
  belowMinimum,
  validUntilFrom,
} from './store.js';

describe('formatOrderNumber', () => {
  it.each([
    [PLAIN_ORDER_NUMBERS, 1001, '1001'],
    [{ prefix: 'UT-', padding: 6 }, 1042, 'UT-001042'],
    [{ prefix: '#', padding: 2 }, 1042, '#1042'],
    [{ prefix: 'INV/', padding: 0 }, 7, 'INV/7'],
    [{ prefix: '', padding: 10 }, 123, '0000000123'],
  ])('%j writes %i as %s', (format, count, written) => {
    expect(formatOrderNumber(format, count)).toBe(written);
  });
});

describe('nextNumberProblem', () => {
  it('takes the next number or any above it, never one already given', () => {
    expect(nextNumberProblem(1005, 1005)).toBeNull();
    expect(nextNumberProblem(9000, 1005)).toBeNull();
    expect(nextNumberProblem(1004, 1005)).toBe('Orders up to 1004 exist; choose 1005 or more');
  });
});

describe('isTimeZone', () => {
  it('knows IANA zones and their older aliases, and nothing else', () => {
    expect(isTimeZone('Asia/Kolkata')).toBe(true);
    expect(isTimeZone('Asia/Calcutta')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone('../etc/passwd')).toBe(false);
  });
});

describe('B2B rules', () => {
  it('counts validity days on the calendar, across months and leap days', () => {
    expect(validUntilFrom('2026-11-29', 14)).toBe('2026-12-13');
    expect(validUntilFrom('2028-02-20', 10)).toBe('2028-03-01');
    expect(validUntilFrom('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('names a line below the minimum order quantity', () => {
    expect(belowMinimum(10, 10, 'Rice 5 kg')).toBeNull();
    expect(belowMinimum(3, 10, 'Rice 5 kg')).toBe('Rice 5 kg: order at least 10');
  });
});
