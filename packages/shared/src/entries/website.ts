// The website screens: the store settings they edit and the rules the shop draws them by.
export * from '../api/store-setting.js';
export * from '../api/website-calls.js';
export * from '../api/website-menu-calls.js';
export * from '../rules/website.js';
export * from '../api/layout-calls.js';
export * from '../api/layout-default.js';
export * from '../rules/layout.js';
