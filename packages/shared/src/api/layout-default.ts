import { type ShopStoreKind, shopItemWord } from '../shop/buy-mode.js';
import type { LayoutSection } from './layout-calls.js';

/** What a store's default home page is made from: its type and the hero words of its setup. */
export interface LayoutDefaultsOf extends ShopStoreKind {
  hero: { headline: string; tagline: string };
}

/**
 * The home page a store starts with, and Reset goes back to: its hero words, the catalogs it
 * highlights, then its newest products (or services, or listings).
 */
export function defaultLayout(store: LayoutDefaultsOf): LayoutSection[] {
  const words = shopItemWord(store);
  const hero: LayoutSection = {
    kind: 'text',
    hidden: false,
    style: 'hero',
    heading: store.hero.headline,
    body: store.hero.tagline ? `<p>${escapeHtml(store.hero.tagline)}</p>` : '',
  };
  const newest: LayoutSection = {
    kind: 'products',
    hidden: false,
    title: store.type === 'estates' ? 'Latest listings' : `New ${words.many}`,
    source: 'newest',
    catalog_id: null,
    collection_id: null,
    product_ids: [],
    count: 8,
  };
  const catalogs: LayoutSection = { kind: 'catalogs', hidden: false, title: 'Shop by collection', catalog_ids: [] };
  return store.type === 'estates' ? [hero, newest] : [hero, catalogs, newest];
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);
