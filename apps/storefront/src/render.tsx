import { renderToStaticMarkup } from 'react-dom/server';
import type { ShopDocument } from '@stallfront/shared/shop';
import { Document } from './document.js';

/** The built client files a page links to; null before `npm run build` (pages still work, unstyled). */
export interface ShopAssets {
  css: string | null;
  /** The islands' entry script. */
  js: string | null;
}

/**
 * The full HTML of one shop page. Static markup: the islands are hydrated by Preact, which
 * takes the DOM as it is, and React's text separators (`<!-- -->`) would only be noise to it.
 */
export function renderShopPage(doc: ShopDocument, assets: ShopAssets): string {
  return `<!doctype html>${renderToStaticMarkup(<Document doc={doc} assets={assets} />)}`;
}
