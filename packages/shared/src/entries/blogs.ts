// The blog: its posts' calls and the rules of when the shop shows them.
export * from '../api/blog-calls.js';
export * from '../rules/blogs.js';
