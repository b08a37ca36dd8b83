// The console's live socket: settings, events, the join and the new-order alert.
export * from '../schemas/realtime.js';
