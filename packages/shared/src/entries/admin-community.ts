// The platform admin's feedback answers, subscribers and dealers: their schemas, rules and calls.
export * from '../api/admin-feedbacks-calls.js';
export * from '../api/dealers-calls.js';
export * from '../api/subscribers-calls.js';
export * from '../schemas/admin-feedbacks.js';
export * from '../schemas/dealers.js';
export * from '../schemas/subscribers.js';
export * from '../rules/dealers.js';
export { ENQUIRY_TYPES, type EnquiryType } from '../schemas/signup.js';
