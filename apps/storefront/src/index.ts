export { renderShopPage, type ShopAssets } from './render.js';
