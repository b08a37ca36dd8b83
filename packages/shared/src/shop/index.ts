export * from './buy-mode.js';
export * from './images.js';
export * from './pages.js';
export * from './price.js';
export * from './review-form.js';
export * from './seo.js';
export * from './checkout-pages.js';
export * from './gift-card-pages.js';
