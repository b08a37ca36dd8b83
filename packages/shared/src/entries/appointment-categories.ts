// Appointment categories: their calls and the booking rules drawn from them.
export * from '../api/appointment-category-calls.js';
export * from '../rules/appointment-categories.js';
