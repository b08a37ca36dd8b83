// The keyset-paged list contract every list screen shares (page sizes, sort direction), and the
// period filter the list machinery draws for the request lists.
export * from '../schemas/list.js';
export * from '../schemas/periods.js';
