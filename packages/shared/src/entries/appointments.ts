// Appointment console schemas, rules and calls.
export * from '../api/appointment-calls.js';
export * from '../rules/appointments.js';
export * from '../schemas/appointments.js';
export { BOOKING_DAYS_AHEAD } from '../rules/bookings.js';
