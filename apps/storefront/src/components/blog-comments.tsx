import type { ShopBlogComments } from '@stallfront/shared/shop';
import { CsrfField, EmailInput, Field, FormMessage, TextInput } from './form.js';

const ID = 'comment';
const DAY = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' });

const SENT = {
  shown: 'Thank you: your comment is below.',
  held: 'Thank you: your comment will show here once the shop has read it.',
} as const;

/**
 * A post's approved comments, oldest first, as plain text (React escapes it; line breaks kept by
 * the stylesheet), and the form to add one.
 */
export function BlogComments({ comments }: { comments: ShopBlogComments }) {
  const { form } = comments;
  return (
    <section className="narrow post-comments" id="comments" aria-labelledby="comments-heading">
      <h2 id="comments-heading">
        {comments.list.length === 0
          ? 'Comments'
          : `${comments.list.length} comment${comments.list.length === 1 ? '' : 's'}`}
      </h2>
      {comments.list.length > 0 ? (
        <ol className="comment-list">
          {comments.list.map((comment) => (
            <li key={comment.id} className="comment">
              <p className="comment-head">
                <strong>{comment.name}</strong>{' '}
                <time className="muted" dateTime={comment.posted_on}>
                  {DAY.format(new Date(`${comment.posted_on}T00:00:00Z`))}
                </time>
              </p>
              <p className="comment-body">{comment.body}</p>
            </li>
          ))}
        </ol>
      ) : null}
      {comments.sent ? (
        <p className="notice" role="status">
          {SENT[comments.sent]}
        </p>
      ) : null}
      <h3>Leave a comment</h3>
      <p className="muted">Your email is not shown. Comments are plain text.</p>
      <FormMessage form={form} />
      <form method="post" action={comments.action} className="stack" noValidate>
        <CsrfField />
        <TextInput form={form} id={ID} name="name" label="Your name" autoComplete="name" required maxLength={80} />
        <EmailInput form={form} id={ID} />
        <Field form={form} id={ID} name="body" label="Comment">
          <textarea
            id={`${ID}-body`}
            name="body"
            rows={5}
            required
            maxLength={2000}
            defaultValue={form.values.body}
            aria-invalid={form.errors.body ? true : undefined}
            aria-describedby={form.errors.body ? `${ID}-body-error` : undefined}
          />
        </Field>
        {/* A trap for robots (blog-comment.routes.ts): hidden from people and from screen readers. */}
        <div className="visually-hidden" aria-hidden="true">
          <label htmlFor={`${ID}-website`}>Leave this empty</label>
          <input id={`${ID}-website`} name="website" tabIndex={-1} autoComplete="off" />
        </div>
        <button type="submit">Post comment</button>
      </form>
    </section>
  );
}
