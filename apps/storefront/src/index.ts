export type { ShopAssets } from './document.js';
export { renderShopPage } from './render.js';
export { renderAmpStory } from './amp-story.js';
