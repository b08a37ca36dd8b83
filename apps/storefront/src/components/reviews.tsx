import type { ShopProductData } from '@stallfront/shared/shop';
import { CsrfField } from './form.js';
import { Stars } from './stars.js';

const when = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

function Field({
  name,
  label,
  error,
  children,
}: {
  name: string;
  label: string;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={error ? 'field invalid' : 'field'}>
      <label htmlFor={`review-${name}`}>{label}</label>
      {children}
      {error ? (
        <p className="error" id={`review-${name}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Approved reviews (text escaped like all text React writes) and the form that posts a new one. */
export function Reviews({ data }: { data: ShopProductData }) {
  const { reviews, review_form: form } = data;
  const v = form.values;
  const e = form.errors;
  const described = (name: string) => (e[name] ? `review-${name}-error` : undefined);
  return (
    <section className="reviews" id="reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title">Reviews</h2>
      {reviews.count > 0 && reviews.average !== null ? (
        <p className="rating-summary">
          <Stars rating={reviews.average} /> {reviews.average.toFixed(1)} out of 5 · {reviews.count}{' '}
          {reviews.count === 1 ? 'review' : 'reviews'}
        </p>
      ) : (
        <p className="muted">No reviews yet. Be the first to write one.</p>
      )}
      <ul className="review-list">
        {reviews.list.map((r, i) => (
          <li key={i} className="review">
            <p>
              <Stars rating={r.rating} /> <strong>{r.title || `${r.rating} stars`}</strong>
            </p>
            <p className="review-body">{r.body}</p>
            <p className="muted">
              {r.customer_name} · {when(r.created_on)}
            </p>
            {r.reply ? <p className="reply">Reply from the store: {r.reply}</p> : null}
          </li>
        ))}
      </ul>
      {form.sent ? (
        <p className="notice" role="status">
          Thank you! Your review will appear once the store approves it.
        </p>
      ) : (
        <form className="review-form" method="post" action={`${data.review_action}#reviews`} noValidate>
          <h3>Write a review</h3>
          <CsrfField />
          {e.form ? (
            <p className="error" role="alert">
              {e.form}
            </p>
          ) : null}
          <fieldset className={e.rating ? 'field invalid' : 'field'} aria-describedby={described('rating')}>
            <legend>Your rating</legend>
            <div className="rating-input">
              {['5', '4', '3', '2', '1'].map((n) => (
                <label key={n}>
                  <input type="radio" name="rating" value={n} defaultChecked={v.rating === n} />
                  <span>{`${n} ★`}</span>
                </label>
              ))}
            </div>
            {e.rating ? (
              <p className="error" id="review-rating-error">
                {e.rating}
              </p>
            ) : null}
          </fieldset>
          <Field name="customer_name" label="Your name" error={e.customer_name}>
            <input
              id="review-customer_name"
              name="customer_name"
              defaultValue={v.customer_name}
              maxLength={80}
              autoComplete="name"
              aria-describedby={described('customer_name')}
            />
          </Field>
          <Field name="title" label="Title (optional)" error={e.title}>
            <input id="review-title" name="title" defaultValue={v.title} maxLength={120} />
          </Field>
          <Field name="body" label="Your review" error={e.body}>
            <textarea
              id="review-body"
              name="body"
              rows={4}
              defaultValue={v.body}
              maxLength={2000}
              aria-describedby={described('body')}
            />
          </Field>
          <button type="submit">Send review</button>
        </form>
      )}
    </section>
  );
}
