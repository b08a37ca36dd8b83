// Articles: their calls and the rules of reading time and topics.
export * from '../api/article-calls.js';
export * from '../rules/articles.js';
