import { renderToStaticMarkup } from 'react-dom/server';
import type { ShopDocument } from '@stallfront/shared/shop';
import { Document, type ShopAssets } from './document.js';

/**
 * The full HTML of one shop page. Static markup: the islands are hydrated by Preact, which
 * takes the DOM as it is, and React's text separators (`<!-- -->`) would only be noise to it.
 */
export function renderShopPage(doc: ShopDocument, assets: ShopAssets): string {
  return `<!doctype html>${renderToStaticMarkup(<Document doc={doc} assets={assets} />)}`;
}
