/** Where the shop's built client files are served (modules/shop/assets.ts); the console's are under /assets/. */
export const SHOP_ASSETS_PREFIX = '/shop-assets/';
