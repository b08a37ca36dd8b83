// The blog: its posts' calls and the rules of when the shop shows them; the advanced blog's
// categories, related products and comments.
export * from '../api/blog-calls.js';
export * from '../rules/blogs.js';
export * from '../api/advanced-blog-calls.js';
export * from '../rules/advanced-blogs.js';
