// Quotes, enquiries and donations: their schemas with their calls.
export * from '../api/request-calls.js';
export * from '../schemas/donations.js';
export * from '../schemas/enquiries.js';
export * from '../schemas/periods.js';
export * from '../schemas/quotes.js';
