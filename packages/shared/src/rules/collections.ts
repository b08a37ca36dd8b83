import { access, anyOf } from './call-access.js';
import { distinctTags } from './blogs.js';

/** Who keeps the collections: the owner, and staff granted the store apps (the screen's own grant). */
export const COLLECTION_ACCESS = {
  read: access({ staff: anyOf('store_apps') }),
  write: access({ staff: anyOf('store_apps') }),
};

export const COLLECTION_STATUSES = { draft: 'Draft', published: 'Published' } as const;
export type CollectionStatus = keyof typeof COLLECTION_STATUSES;

/** Hand-picked products, or every visible product the rules match when the page is read. */
export const COLLECTION_KINDS = { manual: 'Hand-picked', rules: 'By rules' } as const;
export type CollectionKind = keyof typeof COLLECTION_KINDS;

/** The order the shop lists a collection's products in. */
export const COLLECTION_SORTS = {
  newest: 'Newest first',
  price_asc: 'Price, low to high',
  price_desc: 'Price, high to low',
  name: 'Name, A to Z',
} as const;
export type CollectionSort = keyof typeof COLLECTION_SORTS;

/** A collection's rules as the form sends them: each list matches any of its entries, the rules all together. */
export interface CollectionRules {
  kind: CollectionKind;
  rule_catalog_ids: string[];
  rule_tags: string[];
  /** Minor units; null: no bound. */
  rule_price_min: number | null;
  rule_price_max: number | null;
  rule_vendor_ids: string[];
}

export interface RuleIssue {
  field: keyof CollectionRules;
  message: string;
}

/** What is wrong with a collection's rules, each on its field: a price range upside down, a rule collection with no rule. */
export function collectionRuleIssues(rules: CollectionRules): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const { rule_price_min: min, rule_price_max: max } = rules;
  if (min !== null && max !== null && min > max) {
    issues.push({ field: 'rule_price_max', message: 'The highest price must not be below the lowest' });
  }
  if (rules.kind === 'rules' && !hasAnyRule(rules)) {
    // Without a rule it would be the whole shop: the catalog page does that.
    issues.push({ field: 'rule_tags', message: 'Add at least one rule: a catalog, a tag, a price or a vendor' });
  }
  return issues;
}

const hasAnyRule = (rules: CollectionRules) =>
  rules.rule_catalog_ids.length > 0 ||
  distinctTags(rules.rule_tags).length > 0 ||
  rules.rule_price_min !== null ||
  rules.rule_price_max !== null ||
  rules.rule_vendor_ids.length > 0;

/**
 * The rules as saved: one of each id and tag (tags trimmed, whatever their case). A hand-picked
 * collection keeps no rules and a rule one no hand-picked products, so each has one way in.
 */
export function normalisedRules<T extends CollectionRules & { product_ids?: string[] }>(value: T): T {
  if (value.kind === 'manual') {
    return {
      ...value,
      rule_catalog_ids: [],
      rule_tags: [],
      rule_price_min: null,
      rule_price_max: null,
      rule_vendor_ids: [],
    };
  }
  return {
    ...value,
    ...(value.product_ids ? { product_ids: [] } : {}),
    rule_catalog_ids: [...new Set(value.rule_catalog_ids)],
    rule_tags: distinctTags(value.rule_tags),
    rule_vendor_ids: [...new Set(value.rule_vendor_ids)],
  };
}
