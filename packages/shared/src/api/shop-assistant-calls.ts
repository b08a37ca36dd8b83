import { z } from 'zod';
import {
  FINDER_ACCESS,
  FINDER_LIMITS,
  FINDER_STATUSES,
  type FinderQuestion,
  finderIssues,
} from '../rules/shop-assistant.js';
import { PAGE_SLUG } from '../rules/website.js';
import { text } from '../schemas/common.js';
import { moneyMinor, productTag } from '../schemas/products.js';
import { simpleResource } from './simple-resource.js';

const finderAnswer = z.object({
  label: text(80, { min: 1, required: 'Enter the answer' }),
  rule_catalog_ids: z.array(z.uuid()).max(50, '50 at most').default([]),
  rule_tags: z.array(productTag).max(50, '50 tags at most').default([]),
  rule_price_min: moneyMinor.nullable().default(null),
  rule_price_max: moneyMinor.nullable().default(null),
});

const finderQuestion = z.object({
  text: text(160, { min: 1, required: 'Enter the question' }),
  answers: z
    .array(finderAnswer)
    .min(FINDER_LIMITS.answersMin, `Give the question at least ${FINDER_LIMITS.answersMin} answers`)
    .max(FINDER_LIMITS.answersMax, `${FINDER_LIMITS.answersMax} answers at most`),
});

/**
 * /setting/shop-assistant: guided finders at /finder/{slug}, a few questions whose answers each
 * stand for a rule (catalogs, tags, a price range) matched as a rule collection's.
 */
export const FINDER = simpleResource({
  noun: 'finder',
  path: '/store/finder',
  access: FINDER_ACCESS,
  nameLabel: 'Title',
  nameMax: 120,
  fields: {
    slug: text(80, { min: 1, required: 'Enter the address of the finder' }).regex(
      PAGE_SLUG,
      'Use lower-case letters, digits and single hyphens, like find-your-jacket',
    ),
    intro: text(1000, { lines: true }),
    status: z.enum(Object.keys(FINDER_STATUSES) as ['draft', 'published'], 'Choose draft or published'),
    questions: z
      .array(finderQuestion)
      .min(1, 'Add at least one question')
      .max(FINDER_LIMITS.questions, `${FINDER_LIMITS.questions} questions at most`),
  },
  check: (value) => (Array.isArray(value.questions) ? finderIssues(value.questions as FinderQuestion[]) : []),
});
export type Finder = z.infer<typeof FINDER.schemas.item>;
