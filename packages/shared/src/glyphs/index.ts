// The icon sets of the product extras as React components: only the console and the shop
// import this entry, never the server.
export * from './amenity-glyphs.js';
export * from './highlight-glyphs.js';
