import { type ShopStoreKind, shopItemWord } from './buy-mode.js';

/** The keys of a store's additional_features that hold its shop's hero words. */
export const SHOP_HERO_KEYS = { headline: 'shop_headline', tagline: 'shop_tagline' } as const;

const wordsAt = (features: Record<string, unknown>, key: string): string | null => {
  const value = features[key];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
};

/**
 * What the home page's hero says: the merchant's own headline and tagline when set, else the
 * store's name and an invitation in the store type's words (listings, services, products).
 */
export function shopHero(
  store: ShopStoreKind & { name: string },
  features: Record<string, unknown>,
): { headline: string; tagline: string } {
  return {
    headline: wordsAt(features, SHOP_HERO_KEYS.headline) ?? store.name,
    tagline: wordsAt(features, SHOP_HERO_KEYS.tagline) ?? `Browse our newest ${shopItemWord(store).many} below.`,
  };
}
