import type { ShopHomeSection } from '@stallfront/shared/shop';

/** One kind of section's data. */
export type SectionOf<K extends ShopHomeSection['kind']> = Extract<ShopHomeSection, { kind: K }>;

/** What every section component is given: its data and how many of its first pictures load at once. */
export interface SectionProps<K extends ShopHomeSection['kind']> {
  section: SectionOf<K>;
  eager: number;
}
