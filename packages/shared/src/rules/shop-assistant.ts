import { access, anyOf } from './call-access.js';
import { distinctTags } from './blogs.js';
import { type CollectionRules, collectionRuleIssues, normalisedRules } from './collections.js';

/** Who keeps the shop assistant's finders: the owner, and staff granted the store apps. */
export const FINDER_ACCESS = {
  read: access({ staff: anyOf('store_apps') }),
  write: access({ staff: anyOf('store_apps') }),
};

export const FINDER_STATUSES = { draft: 'Draft', published: 'Published' } as const;
export type FinderStatus = keyof typeof FINDER_STATUSES;

export const FINDER_LIMITS = { questions: 8, answersMin: 2, answersMax: 8 } as const;

/** An answer and the products it stands for: a collection's rules without vendors (each list any of its entries). */
export interface FinderAnswer {
  label: string;
  rule_catalog_ids: string[];
  rule_tags: string[];
  /** Minor units; null: no bound. */
  rule_price_min: number | null;
  rule_price_max: number | null;
}

export interface FinderQuestion {
  text: string;
  answers: FinderAnswer[];
}

export interface FinderIssue {
  field: string;
  message: string;
}

/** An answer's rule as a rule collection's, so the shop matches it exactly as it matches a collection. */
export const answerRules = (answer: FinderAnswer): CollectionRules => ({
  kind: 'rules',
  rule_catalog_ids: answer.rule_catalog_ids,
  rule_tags: answer.rule_tags,
  rule_price_min: answer.rule_price_min,
  rule_price_max: answer.rule_price_max,
  rule_vendor_ids: [],
});

const sameText = (text: string) => text.trim().toLowerCase();

/** The index of each entry that repeats an earlier one (by `key`). */
function repeats<T>(list: readonly T[], key: (entry: T) => string): number[] {
  const seen = new Set<string>();
  return list.flatMap((entry, i) => {
    const k = key(entry);
    if (seen.has(k)) return [i];
    seen.add(k);
    return [];
  });
}

/**
 * What is wrong with a finder's questions, each on its field (`questions.0.answers.1.rule_price_max`):
 * a question asked twice, an answer given twice in a question (by its label, or by the very same
 * rule: the shopper could not tell them apart), an answer without a rule or with its price range
 * upside down (the collections' rule check).
 */
export function finderIssues(questions: readonly FinderQuestion[]): FinderIssue[] {
  const issues: FinderIssue[] = repeats(questions, (q) => sameText(q.text)).map((i) => ({
    field: `questions.${i}.text`,
    message: 'Another question asks the same',
  }));
  questions.forEach((question, q) => {
    const at = (a: number, field: string) => `questions.${q}.answers.${a}.${field}`;
    for (const a of repeats(question.answers, (answer) => sameText(answer.label))) {
      issues.push({ field: at(a, 'label'), message: 'Another answer of this question says the same' });
    }
    const labelTwice = new Set(repeats(question.answers, (answer) => sameText(answer.label)));
    for (const a of repeats(question.answers, ruleKey)) {
      const hasRule = collectionRuleIssues(answerRules(question.answers[a] as FinderAnswer)).every(
        (issue) => issue.field !== 'rule_tags',
      );
      if (!labelTwice.has(a) && hasRule) {
        issues.push({ field: at(a, 'rule_tags'), message: 'Another answer of this question has the same rule' });
      }
    }
    question.answers.forEach((answer, a) => {
      for (const issue of collectionRuleIssues(answerRules(answer))) {
        const message =
          issue.field === 'rule_tags' ? 'Give this answer a rule: a catalog, a tag or a price' : issue.message;
        issues.push({ field: at(a, issue.field), message });
      }
    });
  });
  return issues;
}

/** One text for an answer's rule whatever the order or case of its lists. */
function ruleKey(answer: FinderAnswer): string {
  const rules = normalisedRules(answerRules(answer));
  return JSON.stringify([
    [...rules.rule_catalog_ids].sort(),
    rules.rule_tags.map((tag) => tag.toLowerCase()).sort(),
    rules.rule_price_min,
    rules.rule_price_max,
  ]);
}

/** The questions as saved: each answer's rule normalised as a collection's (one of each catalog and tag). */
export function normalisedQuestions(questions: readonly FinderQuestion[]): FinderQuestion[] {
  return questions.map((question) => ({
    text: question.text,
    answers: question.answers.map((answer) => {
      const rules = normalisedRules(answerRules(answer));
      return {
        label: answer.label,
        rule_catalog_ids: rules.rule_catalog_ids,
        rule_tags: distinctTags(rules.rule_tags),
        rule_price_min: rules.rule_price_min,
        rule_price_max: rules.rule_price_max,
      };
    }),
  }));
}

/** The shop's query keys of the questions' answers, one a question: ?a1=2&a2=0 (0: skipped). */
export const FINDER_QUERY_KEYS = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8'] as const;
export type FinderQueryKey = (typeof FINDER_QUERY_KEYS)[number];
export const SKIPPED_ANSWER = '0';

export interface FinderPick {
  question: number;
  answer: number;
}

export type FinderPicks =
  | { kind: 'questions' }
  | { kind: 'results'; picks: FinderPick[] }
  | { kind: 'broken'; message: string };

/**
 * What the shopper answered, from the page's query: no answer key is the questions' page; any is
 * the results (a question left out or answered 0 is skipped). An answer the finder does not have
 * (a link from before the merchant changed it) is a broken link.
 */
export function finderPicks(
  questions: readonly FinderQuestion[],
  query: Partial<Record<FinderQueryKey, string>>,
): FinderPicks {
  if (!FINDER_QUERY_KEYS.some((key) => query[key] !== undefined)) return { kind: 'questions' };
  const picks: FinderPick[] = [];
  for (const [question, key] of FINDER_QUERY_KEYS.entries()) {
    const value = query[key];
    if (value === undefined || value === SKIPPED_ANSWER) continue;
    const answer = Number(value) - 1;
    if (!questions[question]?.answers[answer]) {
      return {
        kind: 'broken',
        message: 'This finder has changed since the link was made; answer its questions again.',
      };
    }
    picks.push({ question, answer });
  }
  return { kind: 'results', picks };
}

/**
 * The answers to try, best first: all of them, then without the last, and so on to none, so a
 * shopper with no exact match is shown the nearest products and told which answers were dropped.
 */
export function fallbackSteps<T>(picks: readonly T[]): { kept: T[]; dropped: T[] }[] {
  return picks
    .map((_, i) => picks.length - i)
    .concat(0)
    .map((n) => ({ kept: picks.slice(0, n), dropped: picks.slice(n) }));
}
