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
