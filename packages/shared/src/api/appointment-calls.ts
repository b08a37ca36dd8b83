import {
  appointmentActionInput,
  appointmentActionResponse,
  appointmentCalendarQuery,
  appointmentCalendarResponse,
  appointmentDetailResponse,
  appointmentFilters,
  appointmentIdParams,
  appointmentListBody,
  appointmentListResponse,
  appointmentSlotsQuery,
  appointmentSlotsResponse,
} from '../schemas/appointments.js';
import { APPOINTMENT_ACCESS } from '../rules/appointments.js';
import { endpoint } from './endpoint.js';
import { pagedCalls } from './list-calls.js';

const store = { auth: 'store', access: APPOINTMENT_ACCESS } as const;

/**
 * The console's appointments (/orders/appointments): the bookings shoppers made for a service
 * store's services. Spec section 7 names no calls for them; these follow the orders' style.
 */
export const APPOINTMENT_CALLS = {
  ...pagedCalls({
    path: '/store/appointments/list',
    countPath: '/store/appointments/count',
    caller: store,
    body: appointmentListBody,
    count: appointmentFilters,
    page: appointmentListResponse,
    what: 'appointments, by status, store days and a search of the customer',
  }),
  calendar: endpoint({
    method: 'GET',
    path: '/store/appointments/calendar',
    ...store,
    input: appointmentCalendarQuery,
    output: appointmentCalendarResponse,
    summary: "A day or a week (Monday to Sunday) of appointments, with the store's hours and time zone",
  }),
  get: endpoint({
    method: 'GET',
    path: '/store/appointments/:id',
    ...store,
    input: appointmentIdParams,
    output: appointmentDetailResponse,
    summary: 'One appointment with its timeline and what may be done to it now',
  }),
  slots: endpoint({
    method: 'GET',
    path: '/store/appointments/slots',
    ...store,
    input: appointmentSlotsQuery,
    output: appointmentSlotsResponse,
    summary: "The times of the appointment's service on a day, each free or taken, to reschedule to",
  }),
  act: endpoint({
    method: 'POST',
    path: '/store/appointments/action',
    ...store,
    input: appointmentActionInput,
    output: appointmentActionResponse,
    summary:
      'Reschedule to a free time, cancel with a reason, or mark done; the customer is emailed of a new time or a cancellation',
  }),
};
