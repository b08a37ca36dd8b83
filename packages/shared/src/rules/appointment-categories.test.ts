import { describe, expect, it } from 'vitest';
import { DEFAULT_OPENING_HOURS } from './bookings.js';
import {
  type CategoryTimes,
  calendarHours,
  durationWords,
  categorySlotProblem,
  categorySlots,
  categoryStarts,
  hoursProblems,
  STANDARD_WEEK,
} from './appointment-categories.js';

const ZONE = 'Europe/Berlin';
// 2026-12-07 is a Monday, 2026-12-13 a Sunday.
const MONDAY = '2026-12-07';
const SUNDAY = '2026-12-13';
const at = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00+01:00`);
const times = (duration: number, buffer: number, opens = '09:00', closes = '12:00'): CategoryTimes => ({
  duration_minutes: duration,
  buffer_minutes: buffer,
  hours: STANDARD_WEEK.map((h) => ({ ...h, opens, closes })),
});
const clock = (dates: Date[]) =>
  dates.map((d) => new Intl.DateTimeFormat('en-GB', { timeStyle: 'short', timeZone: ZONE }).format(d));

describe('categoryStarts', () => {
  it.each([
    ['an hour, no buffer', times(60, 0), ['09:00', '10:00', '11:00']],
    ['the last slot ends exactly at closing', times(45, 0, '09:00', '10:30'), ['09:00', '09:45']],
    ['a buffer pushes the next slot', times(45, 15), ['09:00', '10:00', '11:00']],
    ['a buffer may run past closing', times(50, 20, '09:00', '11:10'), ['09:00', '10:10']],
    ['a slot longer than the day', times(240, 0), []],
  ])('%s', (_, category, expected) => {
    expect(clock(categoryStarts(MONDAY, ZONE, category))).toEqual(expected);
  });

  it('offers nothing on a closed day', () => {
    expect(categoryStarts(SUNDAY, ZONE, times(30, 0))).toEqual([]);
  });
});

describe('categorySlots', () => {
  const hair = times(45, 15);
  it.each([
    ['a booking at the same time', [[at(MONDAY, '10:00'), at(MONDAY, '10:45')]], [true, false, true]],
    [
      'a booking whose buffer reaches the next start',
      [[at(MONDAY, '09:30'), at(MONDAY, '10:15')]],
      [false, false, true],
    ],
    ['a booking that ended with its buffer before', [[at(MONDAY, '08:00'), at(MONDAY, '08:45')]], [true, true, true]],
  ])('%s', (_, booked, free) => {
    const slots = categorySlots(
      MONDAY,
      ZONE,
      hair,
      booked.map(([startsAt, endsAt]) => ({ startsAt, endsAt }) as never),
    );
    expect(slots.map((s) => s.free)).toEqual(free);
  });
});

describe('categorySlotProblem', () => {
  const now = at('2026-12-01', '08:00');
  it.each([
    ['one of the offered times', at(MONDAY, '10:00'), null],
    [
      'a time between slots',
      at(MONDAY, '09:30'),
      'Choose one of the times offered: this service is not booked at that time',
    ],
    ['a closed day', at(SUNDAY, '10:00'), 'Choose one of the times offered: this service is not booked at that time'],
    ['a past time', at('2026-11-30', '10:00'), 'This time has passed; choose a later one'],
  ])('%s', (_, start, problem) => {
    expect(categorySlotProblem(start, ZONE, now, times(45, 15))).toBe(problem);
  });
});

describe('hoursProblems', () => {
  it('puts backwards or empty hours on the closing time of their day, and ignores closed days', () => {
    const hours = STANDARD_WEEK.map((h) => ({ ...h }));
    hours[2] = { open: true, opens: '18:00', closes: '09:00' };
    hours[3] = { open: true, opens: '09:00', closes: '09:00' };
    hours[6] = { open: false, opens: '18:00', closes: '09:00' };
    expect(hoursProblems(hours)).toEqual([
      { field: 'hours.2.closes', message: 'Wednesday must close after it opens' },
      { field: 'hours.3.closes', message: 'Thursday must close after it opens' },
    ]);
  });
});

describe('calendarHours', () => {
  it('keeps the fixed hours without a category', () => {
    expect(calendarHours([])).toEqual(DEFAULT_OPENING_HOURS);
  });

  it('spans every category’s open days and hours', () => {
    const nails = times(30, 0, '10:00', '20:00');
    nails.hours[0] = { open: false, opens: '10:00', closes: '20:00' };
    nails.hours[6] = { open: true, opens: '11:00', closes: '16:00' };
    const hair = times(45, 15, '08:30', '17:00');
    hair.hours[6] = { open: false, opens: '08:30', closes: '17:00' };
    expect(calendarHours([nails, hair])).toEqual({
      days: [1, 2, 3, 4, 5, 6, 7],
      opens: '08:30',
      closes: '20:00',
      slotMinutes: 60,
    });
  });
});

describe('durationWords', () => {
  it('says an appointment’s length in hours and minutes', () => {
    expect(durationWords(45)).toBe('45 minutes');
    expect(durationWords(60)).toBe('1 hour');
    expect(durationWords(90)).toBe('1 hour 30 minutes');
    expect(durationWords(121)).toBe('2 hours 1 minute');
  });
});
