// The shop assistant: its finders' calls and the rules that answer them.
export * from '../api/shop-assistant-calls.js';
export * from '../rules/shop-assistant.js';
