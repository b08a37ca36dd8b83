import { text } from 'drizzle-orm/pg-core';
import { attachments, namedThings } from './named-things.js';

/** Reusable notes shown under chosen products and catalogs (FOOTNOTE in packages/shared). */
export const footnotes = namedThings('footnotes', { text: text('text').notNull() });
export const footnoteProducts = attachments('footnote_products', footnotes, 'products');
export const footnoteCatalogs = attachments('footnote_catalogs', footnotes, 'catalogs');
