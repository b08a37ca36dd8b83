// Support chat: its schemas, rules, limits and calls, for the console's chat window and the admin inbox.
export { CHAT_IMAGE_MAX_BYTES, CHAT_PAGE_SIZE } from '../catalog/limits.js';
export * from '../api/chat-calls.js';
export * from '../rules/chat.js';
export * from '../schemas/chat.js';
