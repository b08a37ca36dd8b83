// Support chat: its schemas, rules and calls, for the console's chat window and the admin inbox.
export * from '../api/chat-calls.js';
export * from '../rules/chat.js';
export * from '../schemas/chat.js';
