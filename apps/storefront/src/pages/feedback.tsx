import type { ShopFeedbackData } from '@stallfront/shared/shop';
import { CsrfField, EmailInput, Field, FormMessage, TextInput } from '../components/form.js';

const ID = 'feedback';

/** Stars from 1 to 5, the shopper's choice kept when the form comes back. */
function RatingChoice({ form }: ShopFeedbackData) {
  const error = form.errors.rating;
  return (
    <fieldset className={error ? 'field invalid' : 'field'} aria-describedby={error ? `${ID}-rating-error` : undefined}>
      <legend>Your rating</legend>
      <div className="rating-input">
        {['5', '4', '3', '2', '1'].map((n) => (
          <label key={n}>
            <input type="radio" name="rating" value={n} defaultChecked={form.values.rating === n} />
            <span>{`${n} ★`}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p className="error" id={`${ID}-rating-error`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The shop's feedback form: who, how many stars, what they want to say, and an order if it is about one. */
export function FeedbackPage({ data }: { data: ShopFeedbackData }) {
  const { form } = data;
  return (
    <section className="narrow">
      <h1>Feedback</h1>
      <p className="muted">Tell us how we are doing. We read every message.</p>
      <FormMessage form={form} />
      <form method="post" action={data.action} className="stack" noValidate>
        <CsrfField />
        <TextInput form={form} id={ID} name="name" label="Your name" autoComplete="name" required maxLength={120} />
        <EmailInput form={form} id={ID} />
        <RatingChoice {...data} />
        <Field form={form} id={ID} name="message" label="Your feedback">
          <textarea
            id={`${ID}-message`}
            name="message"
            rows={5}
            required
            maxLength={2000}
            defaultValue={form.values.message}
            aria-invalid={form.errors.message ? true : undefined}
            aria-describedby={form.errors.message ? `${ID}-message-error` : undefined}
          />
        </Field>
        <TextInput form={form} id={ID} name="order_number" label="Order number (optional)" maxLength={30} />
        {/* A trap for robots (feedback.routes.ts): hidden from people and from screen readers. */}
        <div className="visually-hidden" aria-hidden="true">
          <label htmlFor={`${ID}-website`}>Leave this empty</label>
          <input id={`${ID}-website`} name="website" tabIndex={-1} autoComplete="off" />
        </div>
        <button type="submit" className="wide">
          Send feedback
        </button>
      </form>
    </section>
  );
}
