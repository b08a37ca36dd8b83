// Notifications, announcements and feedback: their schemas, rules and calls.
export * from '../api/feedback-calls.js';
export * from '../api/notice-calls.js';
export * from '../schemas/feedback.js';
export * from '../schemas/notices.js';
export * from '../rules/feedback.js';
export * from '../rules/notices.js';
