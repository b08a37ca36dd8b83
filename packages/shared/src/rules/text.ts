/** Address slugs (spec section 5): lower case, spaces to hyphens, other non-alphanumerics removed. */
export function toSlug(text: string): string {
  return text
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A store's sub-domain proposed from its name: a slug cut to 40 characters, at least 3. */
export function subDomainFromName(name: string): string {
  const slug = toSlug(name).slice(0, 40).replace(/-$/, '');
  return slug.length >= 3 ? slug : `${slug || 'store'}-shop`;
}

/** Whether a text holds a letter or digit of any script: a name of only spaces, symbols or emoji does not. */
export const hasLetterOrDigit = (text: string): boolean => /[\p{L}\p{N}]/u.test(text);

/**
 * A product's address follows its name only while it is new and the merchant has not typed
 * one: a saved product keeps its slug, because shops and search engines link to it. The slug
 * still follows while it is the slug of the name before this change (key by key, as a person
 * types); one the merchant typed differs from it.
 */
export function slugFromName(
  name: string,
  product: { isNew: boolean; previousName: string; slug: string },
): string | null {
  return product.isNew && product.slug === toSlug(product.previousName) ? toSlug(name) : null;
}
