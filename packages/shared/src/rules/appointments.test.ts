import { describe, expect, it } from 'vitest';
import {
  allowedAppointmentActions,
  applyAppointmentAction,
  calendarDays,
  calendarStep,
  mailsCustomer,
} from './appointments.js';

describe('applyAppointmentAction', () => {
  it('moves a booked appointment to done or cancelled, and keeps it booked when rescheduled', () => {
    expect(applyAppointmentAction('booked', 'done')).toEqual({ ok: true, next: 'done', changed: true });
    expect(applyAppointmentAction('booked', 'cancel')).toEqual({ ok: true, next: 'cancelled', changed: true });
    expect(applyAppointmentAction('booked', 'reschedule')).toEqual({ ok: true, next: 'booked', changed: true });
  });

  it('cancelling a cancelled appointment is allowed and changes nothing', () => {
    expect(applyAppointmentAction('cancelled', 'cancel')).toEqual({ ok: true, next: 'cancelled', changed: false });
  });

  it('refuses done from anything but booked', () => {
    expect(applyAppointmentAction('done', 'done')).toEqual({
      ok: false,
      message: 'Only a booked appointment can be marked done; this one is done.',
    });
    expect(applyAppointmentAction('cancelled', 'done')).toEqual({
      ok: false,
      message: 'Only a booked appointment can be marked done; this one is cancelled.',
    });
  });

  it('refuses to reschedule a done or cancelled appointment', () => {
    expect(applyAppointmentAction('done', 'reschedule')).toMatchObject({ ok: false });
    expect(applyAppointmentAction('cancelled', 'reschedule')).toEqual({
      ok: false,
      message: 'Only a booked appointment can be rescheduled; this one is cancelled.',
    });
  });

  it('refuses to cancel a done appointment', () => {
    expect(applyAppointmentAction('done', 'cancel')).toEqual({
      ok: false,
      message: 'A done appointment cannot be cancelled.',
    });
  });
});

describe('allowedAppointmentActions', () => {
  it('offers every action on a booked appointment and none once it is done or cancelled', () => {
    expect(allowedAppointmentActions('booked')).toEqual(['reschedule', 'cancel', 'done']);
    expect(allowedAppointmentActions('done')).toEqual([]);
    expect(allowedAppointmentActions('cancelled')).toEqual([]);
  });
});

describe('mailsCustomer', () => {
  it('mails the customer a new time or a cancellation, not a done mark', () => {
    expect(mailsCustomer('reschedule')).toBe(true);
    expect(mailsCustomer('cancel')).toBe(true);
    expect(mailsCustomer('done')).toBe(false);
  });
});

describe('calendarDays', () => {
  it('is the day itself in day view', () => {
    expect(calendarDays('2026-11-24', 'day')).toEqual(['2026-11-24']);
  });

  it('is Monday to Sunday of the day’s week, across a month end and from a Sunday', () => {
    expect(calendarDays('2026-11-24', 'week')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(calendarDays('2026-11-29', 'week')[0]).toBe('2026-11-23');
    expect(calendarDays('2026-12-02', 'week')).toContain('2026-11-30');
  });

  it('steps a day or a week', () => {
    expect(calendarStep('2026-11-30', 'day', -1)).toBe('2026-11-29');
    expect(calendarStep('2026-12-28', 'week', 1)).toBe('2027-01-04');
  });
});
