// Saved views of lists, with their calls.
export * from '../api/saved-view-calls.js';
export * from '../schemas/saved-views.js';
