// The console's live socket: settings, events, the join and the new-order alert.
export * from '../schemas/realtime.js';
export * from '../schemas/editing.js';
export * from '../rules/editing.js';
