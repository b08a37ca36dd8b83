/** A store as far as its shop's address goes. */
export interface ShopAddressOf {
  subDomain: string;
  customDomain: string | null;
  customDomainVerifiedAt: Date | null;
}

/**
 * Where a store's shop answers, with no trailing slash: https://{custom domain} once verified,
 * else PUBLIC_URL/s/{sub_domain}. Canonical links and every mailed link start here.
 */
export function shopBaseUrl(publicUrl: string, store: ShopAddressOf): string {
  if (store.customDomain && store.customDomainVerifiedAt) return `https://${store.customDomain}`;
  return `${publicUrl.replace(/\/$/, '')}/s/${store.subDomain}`;
}
