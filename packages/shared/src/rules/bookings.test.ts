import { describe, expect, it } from 'vitest';
import { dayIn, slotProblem, slotsOn, storeTimeZone } from './bookings.js';

describe('storeTimeZone', () => {
  it('keeps a chosen zone, takes a one-zone country’s zone and a main zone for large countries', () => {
    expect(storeTimeZone('US', 'America/Chicago')).toBe('America/Chicago');
    expect(storeTimeZone('IN')).toMatch(/^Asia\/(Kolkata|Calcutta)$/);
    expect(storeTimeZone('US')).toBe('America/New_York');
  });
});

describe('slotsOn', () => {
  it('lists hourly slots from 9 to 5 in the store’s zone', () => {
    const slots = slotsOn('2026-11-24', 'Asia/Kolkata'); // a Tuesday
    expect(slots).toHaveLength(9);
    expect(slots[0]?.toISOString()).toBe('2026-11-24T03:30:00.000Z');
    expect(slots.at(-1)?.toISOString()).toBe('2026-11-24T11:30:00.000Z');
  });

  it('offers nothing on a Sunday', () => {
    expect(slotsOn('2026-11-29', 'Asia/Kolkata')).toEqual([]);
  });

  it('follows a daylight-saving change', () => {
    expect(slotsOn('2026-03-06', 'America/New_York')[0]?.toISOString()).toBe('2026-03-06T14:00:00.000Z');
    expect(slotsOn('2026-03-09', 'America/New_York')[0]?.toISOString()).toBe('2026-03-09T13:00:00.000Z');
  });
});

describe('slotProblem', () => {
  const now = new Date('2026-11-24T00:00:00Z');
  it('accepts an offered slot and refuses past, off-grid and far-away times', () => {
    expect(slotProblem(new Date('2026-11-24T03:30:00Z'), 'Asia/Kolkata', now)).toBeNull();
    expect(slotProblem(new Date('2026-11-23T03:30:00Z'), 'Asia/Kolkata', now)).toMatch(/passed/);
    expect(slotProblem(new Date('2026-11-24T03:45:00Z'), 'Asia/Kolkata', now)).toMatch(/times offered/);
    expect(slotProblem(new Date('2027-03-01T03:30:00Z'), 'Asia/Kolkata', now)).toMatch(/next 60 days/);
  });

  it('names the day in the zone', () => {
    expect(dayIn(new Date('2026-11-24T20:00:00Z'), 'Asia/Kolkata')).toBe('2026-11-25');
  });
});
