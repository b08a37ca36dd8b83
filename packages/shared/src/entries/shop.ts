// The shop's page data, buy modes and SEO builders (server loaders and storefront views).
export * from '../shop/index.js';
