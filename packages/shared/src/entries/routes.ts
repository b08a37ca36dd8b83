// Subpath entries of @stallfront/shared for the console, which imports only what a page uses
// (docs/architecture.md, "The console"). The route table, guards, menus and access rules: no zod.
export * from '../routes/index.js';
