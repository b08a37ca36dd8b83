// The keyset-paged list contract every list screen shares (page sizes, sort direction).
export * from '../schemas/list.js';
