import { shopItemWord } from '@stallfront/shared/shop-rules';
import type { ShopFinderData, ShopStore } from '@stallfront/shared/shop';
import { Pager, SortLinks } from '../components/pager.js';
import { ProductGrid } from '../components/product-grid.js';

type Question = ShopFinderData['questions'][number];

/** One question: its answers as radios, and a way to skip it (checked until an answer is chosen). */
function QuestionField({ question, n }: { question: Question; n: number }) {
  return (
    <fieldset className="finder-question">
      <legend>
        <span className="finder-step">{n}.</span> {question.text}
      </legend>
      {question.answers.map((answer) => (
        <label key={answer.value} className="finder-answer">
          <input type="radio" name={question.key} value={answer.value} defaultChecked={answer.checked} /> {answer.label}
        </label>
      ))}
      <label className="finder-answer finder-skip">
        <input type="radio" name={question.key} value="0" defaultChecked={question.skipped} /> No preference
      </label>
    </fieldset>
  );
}

function FinderForm({ data, label }: { data: ShopFinderData; label: string }) {
  return (
    <form className="finder-form" method="get" action={data.finder.href} aria-label={data.finder.title}>
      {data.questions.map((question, i) => (
        <QuestionField key={question.key} question={question} n={i + 1} />
      ))}
      <div className="filter-actions">
        <button type="submit">{label}</button>
        {data.results ? <a href={data.finder.href}>Start over</a> : null}
      </div>
    </form>
  );
}

const answersText = (answers: { answer: string }[]) => answers.map((a) => `“${a.answer}”`).join(', ');

/** A shop assistant: its questions, then the products matching the answers (or the nearest, said so). */
export function FinderPage({ store, data }: { store: ShopStore; data: ShopFinderData }) {
  const words = shopItemWord(store);
  const { finder, results } = data;
  return (
    <>
      <nav className="crumbs" aria-label="Breadcrumb">
        <a href={`${store.base}/`}>Home</a> /{' '}
        {results ? <a href={finder.href}>{finder.title}</a> : <span aria-current="page">{finder.title}</span>}
      </nav>
      <div className="page-head">
        <h1>{results ? `Your matches: ${finder.title}` : finder.title}</h1>
        {!results && finder.intro ? <p className="muted finder-intro">{finder.intro}</p> : null}
      </div>
      {results ? (
        <section aria-label="Matching products" className="finder-results">
          <p className="finder-summary">
            {results.matched.length
              ? `${capitalised(words.many)} matching ${answersText(results.matched)}.`
              : `All our ${words.many}.`}
          </p>
          {results.dropped.length ? (
            <p className="finder-fallback" role="status">
              No exact match: nothing fits all your answers, so these leave out {answersText(results.dropped)}.
            </p>
          ) : null}
          <SortLinks page={results.page} />
          <ProductGrid store={store} products={results.page.products} />
          <Pager page={results.page} />
          <details className="finder-change">
            <summary>Change your answers</summary>
            <FinderForm data={data} label="Show matches" />
          </details>
        </section>
      ) : (
        <FinderForm data={data} label="Show matches" />
      )}
    </>
  );
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
