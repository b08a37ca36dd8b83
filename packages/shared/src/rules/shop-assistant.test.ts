import { describe, expect, it } from 'vitest';
import { FINDER } from '../api/shop-assistant-calls.js';
import {
  type FinderAnswer,
  type FinderQuestion,
  fallbackSteps,
  finderIssues,
  finderPicks,
  normalisedQuestions,
} from './shop-assistant.js';

const CATALOG = '0195f0a4-8c1e-7b2a-9d3c-4e5f6a7b8c9d';
const answer = (label: string, rule: Partial<FinderAnswer>): FinderAnswer => ({
  label,
  rule_catalog_ids: [],
  rule_tags: [],
  rule_price_min: null,
  rule_price_max: null,
  ...rule,
});
const WHO: FinderQuestion = {
  text: 'Who is it for?',
  answers: [answer('Men', { rule_catalog_ids: [CATALOG] }), answer('Women', { rule_tags: ['women'] })],
};
const BUDGET: FinderQuestion = {
  text: 'Budget?',
  answers: [answer('Under 50', { rule_price_max: 4999 }), answer('50 and up', { rule_price_min: 5000 })],
};

describe('finderIssues', () => {
  it('accepts answers each with a rule of its own', () => {
    expect(finderIssues([WHO, BUDGET])).toEqual([]);
  });

  it('refuses an impossible price range on the answer’s highest price, as a collection’s', () => {
    const upside = {
      ...BUDGET,
      answers: [answer('Odd', { rule_price_min: 5000, rule_price_max: 10 }), BUDGET.answers[1] as FinderAnswer],
    };
    expect(finderIssues([upside])).toEqual([
      { field: 'questions.0.answers.0.rule_price_max', message: 'The highest price must not be below the lowest' },
    ]);
  });

  it('refuses an answer without a rule', () => {
    const bare = { ...WHO, answers: [...WHO.answers, answer('Anyone', {})] };
    expect(finderIssues([bare])).toEqual([
      { field: 'questions.0.answers.2.rule_tags', message: 'Give this answer a rule: a catalog, a tag or a price' },
    ]);
  });

  it('refuses an answer given twice in a question, by its label whatever its case or by its very rule', () => {
    const twice = { ...WHO, answers: [...WHO.answers, answer(' men ', { rule_tags: ['x'] })] };
    expect(finderIssues([twice])).toEqual([
      { field: 'questions.0.answers.2.label', message: 'Another answer of this question says the same' },
    ]);
    const sameRule = { ...WHO, answers: [...WHO.answers, answer('Ladies', { rule_tags: ['WOMEN '] })] };
    expect(finderIssues([sameRule])).toEqual([
      { field: 'questions.0.answers.2.rule_tags', message: 'Another answer of this question has the same rule' },
    ]);
    // The same answer in two questions is fine: they narrow each other.
    expect(finderIssues([WHO, { ...BUDGET, answers: [...BUDGET.answers, WHO.answers[0] as FinderAnswer] }])).toEqual(
      [],
    );
  });

  it('refuses a question asked twice', () => {
    expect(finderIssues([WHO, { ...BUDGET, text: 'WHO is it for?' }])).toEqual([
      { field: 'questions.1.text', message: 'Another question asks the same' },
    ]);
  });
});

describe('normalisedQuestions', () => {
  it('keeps one of each catalog and tag of an answer, as a collection keeps its rules', () => {
    const [saved] = normalisedQuestions([
      { text: 'Q', answers: [answer('A', { rule_catalog_ids: [CATALOG, CATALOG], rule_tags: [' Linen', 'LINEN'] })] },
    ]);
    expect(saved?.answers[0]).toEqual(answer('A', { rule_catalog_ids: [CATALOG], rule_tags: ['Linen'] }));
  });
});

describe('finderPicks', () => {
  it('is the questions without an answer key, the results with any', () => {
    expect(finderPicks([WHO, BUDGET], {})).toEqual({ kind: 'questions' });
    expect(finderPicks([WHO, BUDGET], { a1: '2', a2: '0' })).toEqual({
      kind: 'results',
      picks: [{ question: 0, answer: 1 }],
    });
    expect(finderPicks([WHO, BUDGET], { a2: '1' })).toEqual({ kind: 'results', picks: [{ question: 1, answer: 0 }] });
    expect(finderPicks([WHO, BUDGET], { a1: '0', a2: '0' })).toEqual({ kind: 'results', picks: [] });
  });

  it('calls an answer the finder does not have a broken link', () => {
    expect(finderPicks([WHO, BUDGET], { a1: '3' }).kind).toBe('broken');
    expect(finderPicks([WHO, BUDGET], { a3: '1' }).kind).toBe('broken');
  });
});

describe('fallbackSteps', () => {
  it('drops the last answer, then the one before, down to none', () => {
    expect(fallbackSteps(['a', 'b', 'c'])).toEqual([
      { kept: ['a', 'b', 'c'], dropped: [] },
      { kept: ['a', 'b'], dropped: ['c'] },
      { kept: ['a'], dropped: ['b', 'c'] },
      { kept: [], dropped: ['a', 'b', 'c'] },
    ]);
    expect(fallbackSteps([])).toEqual([{ kept: [], dropped: [] }]);
  });
});

describe('the finder schema', () => {
  const finder = { name: 'Find your jacket', slug: 'find-your-jacket', intro: '', status: 'published' };
  it('refuses a question with fewer than 2 answers, and no questions', () => {
    const one = FINDER.schemas.input.safeParse({ ...finder, questions: [{ ...WHO, answers: [WHO.answers[0]] }] });
    expect(one.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['questions.0.answers', 'Give the question at least 2 answers'],
    ]);
    const none = FINDER.schemas.input.safeParse({ ...finder, questions: [] });
    expect(none.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['questions']);
  });

  it('puts the rules’ issues on their answer’s field, as the form shows them', () => {
    const bad = {
      ...BUDGET,
      answers: [answer('Odd', { rule_price_min: 5000, rule_price_max: 10 }), BUDGET.answers[1]],
    };
    const result = FINDER.schemas.input.safeParse({ ...finder, questions: [bad] });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['questions.0.answers.0.rule_price_max']);
  });
});
