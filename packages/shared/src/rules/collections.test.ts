import { describe, expect, it } from 'vitest';
import { COLLECTION } from '../api/collection-calls.js';
import { type CollectionRules, collectionRuleIssues, normalisedRules } from './collections.js';

const NO_RULES: CollectionRules = {
  kind: 'rules',
  rule_catalog_ids: [],
  rule_tags: [],
  rule_price_min: null,
  rule_price_max: null,
  rule_vendor_ids: [],
};
const CATALOG = '0195f0a4-8c1e-7b2a-9d3c-4e5f6a7b8c9d';

describe('collectionRuleIssues', () => {
  it('refuses a price range upside down on its highest price, and allows equal ends', () => {
    expect(collectionRuleIssues({ ...NO_RULES, rule_price_min: 5000, rule_price_max: 4999 })).toEqual([
      { field: 'rule_price_max', message: 'The highest price must not be below the lowest' },
    ]);
    expect(collectionRuleIssues({ ...NO_RULES, rule_price_min: 5000, rule_price_max: 5000 })).toEqual([]);
  });

  it('refuses a rule collection without a rule, but not a hand-picked one', () => {
    expect(collectionRuleIssues(NO_RULES).map((issue) => issue.field)).toEqual(['rule_tags']);
    expect(collectionRuleIssues({ ...NO_RULES, rule_tags: ['  '] }).map((issue) => issue.field)).toEqual(['rule_tags']);
    expect(collectionRuleIssues({ ...NO_RULES, kind: 'manual' })).toEqual([]);
  });

  it.each([
    { rule_catalog_ids: [CATALOG] },
    { rule_tags: ['Linen'] },
    { rule_price_min: 0 },
    { rule_price_max: 100_00 },
    { rule_vendor_ids: [CATALOG] },
  ])('accepts one rule: %o', (rule) => {
    expect(collectionRuleIssues({ ...NO_RULES, ...rule })).toEqual([]);
  });
});

describe('normalisedRules', () => {
  it('keeps one of each id and tag, and no hand-picked products, for a rule collection', () => {
    expect(
      normalisedRules({
        ...NO_RULES,
        rule_catalog_ids: [CATALOG, CATALOG],
        rule_tags: [' Linen', 'LINEN', 'Summer'],
        product_ids: [CATALOG],
      }),
    ).toEqual({ ...NO_RULES, rule_catalog_ids: [CATALOG], rule_tags: ['Linen', 'Summer'], product_ids: [] });
  });

  it('drops every rule of a hand-picked collection', () => {
    expect(
      normalisedRules({
        ...NO_RULES,
        kind: 'manual',
        rule_tags: ['Linen'],
        rule_price_min: 10,
        product_ids: [CATALOG],
      }),
    ).toEqual({ ...NO_RULES, kind: 'manual', product_ids: [CATALOG] });
  });
});

describe('the collection schema', () => {
  it('puts the rules’ issues on their fields, as the form shows them', () => {
    const result = COLLECTION.schemas.input.safeParse({
      name: 'Under 500',
      slug: 'under-500',
      description: '',
      image: '',
      status: 'published',
      kind: 'rules',
      sort: 'newest',
      rule_price_min: 500_00,
      rule_price_max: 100_00,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['rule_price_max']);
  });
});
