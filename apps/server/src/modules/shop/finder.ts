import type { ShopFinderData, ShopListQuery } from '@stallfront/shared/shop';
import {
  FINDER_QUERY_KEYS,
  type FinderPick,
  type FinderQuestion,
  fallbackSteps,
  finderPicks,
  SKIPPED_ANSWER,
} from '@stallfront/shared/shop-assistant';
import type { Db } from '../../db/client.js';
import { productPage } from './cards.js';
import { answersMatch, hasShopAssistant, publishedFinderBySlug, publishedFinders } from './finder.repo.js';
import { type Loader, notFound, PAGE_SIZE } from './pages.js';
import { canonicalOf, seoOf } from './seo.js';
import { productCards } from './shop.repo.js';
import type { ShopContext } from './shop-store.js';

const MISSING = 'This finder does not exist or is not published.';

const answerOf = (questions: FinderQuestion[], pick: FinderPick) => ({
  question: questions[pick.question]?.text ?? '',
  answer: questions[pick.question]?.answers[pick.answer]?.label ?? '',
});

/**
 * /finder/{slug}: a published finder's questions, a GET form that needs no script; with answers
 * in the query, the products matching them all, or, when none does, the nearest: the last answers
 * dropped one by one until some product matches (the page says which were left out).
 */
export const loadFinder: Loader = async ({ db, shop, params, query }) => {
  if (!hasShopAssistant(shop)) return notFound(MISSING);
  const { store } = shop;
  const finder = await publishedFinderBySlug(db, store.id, params.slug ?? '');
  if (!finder) return notFound(MISSING);
  const { questions } = finder;
  const picked = finderPicks(questions, query);
  if (picked.kind === 'broken') {
    return { kind: 'error', status: 400, title: 'This link did not work', message: picked.message };
  }
  const picks = picked.kind === 'results' ? picked.picks : [];
  const path = `/finder/${finder.slug}`;
  const href = `${store.base}${path}`;
  const chosen = (question: number) => picks.find((pick) => pick.question === question)?.answer ?? null;
  const data: ShopFinderData = {
    finder: { title: finder.name, href, intro: finder.intro },
    questions: questions.map((question, q) => ({
      key: FINDER_QUERY_KEYS[q] ?? '',
      text: question.text,
      answers: question.answers.map((answer, a) => ({
        value: String(a + 1),
        label: answer.label,
        checked: chosen(q) === a,
      })),
      skipped: chosen(q) === null,
    })),
    results: null,
  };
  if (picked.kind === 'results') data.results = await resultsOf(db, shop, href, query, questions, picks);
  return {
    kind: 'page',
    page: { kind: 'finder', data },
    seo: seoOf(shop, path, {
      title: `${finder.name} | ${store.name}`,
      description:
        finder.intro.slice(0, 160) || `${finder.name}: a few questions to find what suits you at ${store.name}.`,
      // Answers make endless addresses of the same products: only the questions are indexed.
      noindex: picked.kind === 'results',
    }),
  };
};

/**
 * The products of the answers given: the first fallback step some product matches (all the
 * answers, then without the last, …; with none left, the whole shop), a page of their cards.
 */
async function resultsOf(
  db: Db,
  shop: ShopContext,
  href: string,
  query: ShopListQuery,
  questions: FinderQuestion[],
  picks: FinderPick[],
): Promise<ShopFinderData['results']> {
  const answersOf = (list: FinderPick[]) =>
    list.flatMap((pick) => questions[pick.question]?.answers[pick.answer] ?? []);
  const steps = fallbackSteps(picks);
  let step = steps[steps.length - 1] ?? { kept: [], dropped: picks };
  for (const candidate of steps) {
    const where = answersMatch(answersOf(candidate.kept));
    const probe = await productCards(db, shop.store.id, { where, sort: 'newest', limit: 1 });
    if (probe.list.length > 0) {
      step = candidate;
      break;
    }
  }
  const rows = await productCards(db, shop.store.id, {
    where: answersMatch(answersOf(step.kept)),
    sort: query.sort ?? 'newest',
    after: query.after,
    limit: PAGE_SIZE,
  });
  // The page's links keep every answer given, skipped ones as 0, so paging stays on the results.
  const answers = Object.fromEntries(
    questions.map((_, q) => {
      const answer = picks.find((pick) => pick.question === q)?.answer;
      return [FINDER_QUERY_KEYS[q], answer === undefined ? SKIPPED_ANSWER : String(answer + 1)];
    }),
  );
  return {
    matched: step.kept.map((pick) => answerOf(questions, pick)),
    dropped: step.dropped.map((pick) => answerOf(questions, pick)),
    page: productPage(shop, href, query, rows, answers),
  };
}

/** The published finders' start pages for the sitemap, with when each last changed. */
export async function finderSitemapUrls(db: Db, shop: ShopContext) {
  if (!hasShopAssistant(shop)) return [];
  const rows = await publishedFinders(db, shop.store.id);
  return rows.map((row) => ({ loc: canonicalOf(shop, `/finder/${row.slug}`), lastmod: row.updatedAt }));
}
