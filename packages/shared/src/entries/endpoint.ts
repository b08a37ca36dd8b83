// The Endpoint type and its input/output helpers, for the console's API client.
export * from '../api/endpoint.js';
