// The sizing assistant: its setting and the rule that picks a size from a chart.
export * from '../api/sizing-assistant-calls.js';
export * from '../rules/sizing.js';
