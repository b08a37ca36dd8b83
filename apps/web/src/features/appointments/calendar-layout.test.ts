import { describe, expect, it } from 'vitest';
import type { AppointmentCalendar, AppointmentRow } from '@stallfront/shared/appointments';
import { calendarRows, cellsOf, isOpenDay } from './calendar-layout';

const row = (id: string, day: string, time: string): AppointmentRow => ({
  _id: id,
  service_id: 's',
  service_name: 'Facial',
  status: 'booked',
  starts_at: `${day}T00:00:00.000Z`,
  ends_at: `${day}T01:00:00.000Z`,
  day,
  time,
  end_time: time,
  name: 'Mei Lin',
  email: 'mei@example.com',
  phone: '',
  note: '',
  cancel_reason: null,
  held_until: null,
  version: 1,
  created_on: `${day}T00:00:00.000Z`,
});

const calendar = (appointments: AppointmentRow[]): AppointmentCalendar => ({
  days: ['2026-11-23', '2026-11-29'],
  today: '2026-11-24',
  time_zone: 'Asia/Singapore',
  hours: { days: [1, 2, 3, 4, 5, 6], opens: '09:00', closes: '18:00', slot_minutes: 60 },
  appointments,
  truncated: false,
});

describe('the calendar grid', () => {
  it('has a row per slot of the opening hours', () => {
    const rows = calendarRows(calendar([]));
    expect(rows[0]).toBe('09:00');
    expect(rows.at(-1)).toBe('17:00');
    expect(rows).toHaveLength(9);
  });

  it('widens to an appointment outside the hours and files each in the row its start falls in', () => {
    const early = row('a', '2026-11-23', '07:30');
    const onGrid = row('b', '2026-11-23', '10:00');
    const offGrid = row('c', '2026-11-23', '10:15');
    const data = calendar([early, onGrid, offGrid]);
    const rows = calendarRows(data);
    expect(rows[0]).toBe('07:00');
    const cells = cellsOf(data, rows);
    expect(cells.get('2026-11-23|07:00')?.map((r) => r._id)).toEqual(['a']);
    expect(cells.get('2026-11-23|10:00')?.map((r) => r._id)).toEqual(['b', 'c']);
  });

  it('knows the closed days by the store’s weekdays', () => {
    expect(isOpenDay(calendar([]), '2026-11-23')).toBe(true);
    expect(isOpenDay(calendar([]), '2026-11-29')).toBe(false);
  });
});
