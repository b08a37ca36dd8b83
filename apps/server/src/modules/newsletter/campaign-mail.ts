import { eq, inArray } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import { formatMoney } from '@stallfront/shared';
import type { DbOrTx } from '../../db/client.js';
import { products } from '../../db/schema/index.js';
import { owned } from '../../platform/store-scope.js';

/** A product block of a campaign: a card with its picture, name, price and link. */
export interface ProductBlock {
  name: string;
  price: string;
  image: string | null;
  href: string;
}

export interface CampaignContent {
  storeName: string;
  subject: string;
  /** Rich text, sanitised when it was saved. */
  bodyHtml: string;
  products: ProductBlock[];
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Absolute: a mail is read far from the shop. */
const absolute = (publicUrl: string, url: string) =>
  url.startsWith('/') ? `${publicUrl.replace(/\/$/, '')}${url}` : url;

/** The picked products as blocks, in the order they were picked; products gone or archived are left out. */
export async function productBlocks(
  db: DbOrTx,
  storeId: string,
  ids: string[],
  shop: { publicUrl: string; shopUrl: string },
): Promise<ProductBlock[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      price: products.price,
      currency: products.currency,
      images: products.images,
    })
    .from(products)
    .where(owned(products, storeId, inArray(products.id, ids), eq(products.archived, false)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const image = row.images[0]?.url;
    return [
      {
        name: row.name,
        price: formatMoney(Number(row.price), row.currency),
        image: image ? absolute(shop.publicUrl, image) : null,
        href: `${shop.shopUrl}/p/${row.slug}`,
      },
    ];
  });
}

function productCard(p: ProductBlock): string {
  const picture = p.image
    ? `<img src="${escapeHtml(p.image)}" alt="${escapeHtml(p.name)}" width="240" style="display:block;width:100%;max-width:240px;height:auto;border-radius:6px">`
    : '';
  return `<td style="padding:8px;vertical-align:top;width:50%"><a href="${escapeHtml(p.href)}" style="color:#111;text-decoration:none">${picture}<div style="font-weight:600;margin-top:6px">${escapeHtml(p.name)}</div><div>${escapeHtml(p.price)}</div></a></td>`;
}

/** Product cards two to a row, as a table every mail reader lays out. */
function productGrid(blocks: ProductBlock[]): string {
  if (blocks.length === 0) return '';
  const rows: string[] = [];
  for (let i = 0; i < blocks.length; i += 2) {
    rows.push(
      `<tr>${blocks
        .slice(i, i + 2)
        .map(productCard)
        .join('')}</tr>`,
    );
  }
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${rows.join('')}</table>`;
}

/** The mail's HTML: the text, the product cards, and the unsubscribe link at its foot. */
export function campaignHtml(content: CampaignContent, unsubscribeUrl: string): string {
  return [
    '<!doctype html><html><head><meta charset="utf-8">',
    `<title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="margin:0;padding:16px;font-family:Arial,sans-serif;color:#111;background:#fff">',
    '<div style="max-width:560px;margin:0 auto">',
    `<div>${content.bodyHtml}</div>`,
    productGrid(content.products),
    '<hr style="border:none;border-top:1px solid #ddd;margin:24px 0">',
    `<p style="font-size:12px;color:#666">You get this because you subscribed to ${escapeHtml(content.storeName)}. `,
    `<a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></p>`,
    '</div></body></html>',
  ].join('');
}

/** The plain text part: the words, the products as lines, the unsubscribe link. */
export function campaignText(content: CampaignContent, unsubscribeUrl: string): string {
  const words = sanitizeHtml(content.bodyHtml.replace(/<\/(p|h[2-4]|li|blockquote)>|<br\s*\/?>/gi, '\n'), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const items = content.products.map((p) => `${p.name} (${p.price}): ${p.href}`);
  return [words, ...(items.length ? ['', ...items] : []), '', `Unsubscribe: ${unsubscribeUrl}`].join('\n');
}

/** The whole message for one address; List-Unsubscribe lets mail readers offer their own button. */
export function campaignMessage(content: CampaignContent, to: string, unsubscribeUrl: string) {
  return {
    to,
    subject: content.subject,
    text: campaignText(content, unsubscribeUrl),
    html: campaignHtml(content, unsubscribeUrl),
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>` },
  };
}

export const unsubscribeUrl = (shopUrl: string, token: string) =>
  `${shopUrl}/unsubscribe?token=${encodeURIComponent(token)}`;
