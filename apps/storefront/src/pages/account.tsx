import { formatMoney } from '@stallfront/shared/shop-rules';
import {
  ACCOUNT_FORM_TITLES,
  type ShopAccountData,
  type ShopAccountFormData,
  type ShopSignInData,
} from '@stallfront/shared/shop';
import { CsrfField, EmailInput, FormMessage, TextInput } from '../components/form.js';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A signed-in customer's orders. */
/**
 * The account's newsletter: subscribed, waiting for its confirmation, or a button that signs the
 * account's email up (at once when the email is confirmed; else by the mailed link).
 */
function NewsletterChoice({
  data,
  newsletter,
}: {
  data: ShopAccountData;
  newsletter: NonNullable<ShopAccountData['newsletter']>;
}) {
  if (newsletter.status === 'subscribed')
    return <p className="muted newsletter-state">{`You get our newsletter at ${data.email}.`}</p>;
  return (
    <form method="post" action={newsletter.action} className="notice newsletter-choice">
      <CsrfField />
      <input type="hidden" name="email" value={data.email} />
      <p>
        {newsletter.status === 'pending'
          ? `Confirm your newsletter subscription: follow the link we sent to ${data.email}.`
          : 'Get our news and offers by email.'}
      </p>
      <button type="submit" className="secondary">
        {newsletter.status === 'pending' ? 'Send the link again' : 'Subscribe to the newsletter'}
      </button>
    </form>
  );
}

export function AccountPage({ data }: { data: ShopAccountData }) {
  return (
    <section className="account">
      <div className="page-head">
        <h1>{`Hello, ${data.name.split(' ')[0]}`}</h1>
        <form method="post" action={data.sign_out_action}>
          <CsrfField />
          <button type="submit" className="secondary">
            Sign out
          </button>
        </form>
      </div>
      {data.email_confirmed ? null : (
        <form method="post" action={data.confirm_action} className="notice confirm-email" data-unconfirmed>
          <CsrfField />
          <p>
            {`Confirm your email: follow the link we sent to ${data.email}. Orders placed here as a guest with this email show up once you do.`}
          </p>
          <button type="submit" className="secondary">
            Send the link again
          </button>
        </form>
      )}
      {data.newsletter ? <NewsletterChoice data={data} newsletter={data.newsletter} /> : null}
      <h2>Your orders</h2>
      {data.orders.length === 0 ? (
        <p className="empty">You have no orders yet.</p>
      ) : (
        <ul className="order-list">
          {data.orders.map((order) => (
            <li key={order.number}>
              <a href={order.href}>{`Order ${order.display_number}`}</a>
              <span className="muted">{`${day(order.created_on)} · ${order.items} ${order.items === 1 ? 'item' : 'items'}`}</span>
              <strong>{formatMoney(order.total, order.currency)}</strong>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function SignInPage({ data }: { data: ShopSignInData }) {
  const signUp = data.mode === 'sign_up';
  const { form } = data;
  return (
    <section className="narrow">
      <h1>{signUp ? 'Create an account' : 'Sign in'}</h1>
      {data.note ? <p className="notice">{data.note}</p> : null}
      <FormMessage form={form} />
      <form method="post" action={data.action} className="stack" noValidate>
        <CsrfField />
        {signUp ? (
          <TextInput
            form={form}
            id="account"
            name="name"
            label="Your name"
            autoComplete="name"
            required
            maxLength={120}
          />
        ) : null}
        <EmailInput form={form} id="account" />
        <TextInput
          form={form}
          id="account"
          name="password"
          label={signUp ? 'Password (8 characters or more)' : 'Password'}
          type="password"
          autoComplete={signUp ? 'new-password' : 'current-password'}
          required
          maxLength={128}
        />
        <button type="submit" className="wide">
          {signUp ? 'Create account' : 'Sign in'}
        </button>
      </form>
      {signUp ? null : (
        <p>
          <a href={data.forgot_href}>Forgot your password?</a>
        </p>
      )}
      <p>
        {signUp ? 'Have an account? ' : 'New here? '}
        <a href={data.switch_href}>{signUp ? 'Sign in' : 'Create an account'}</a>
      </p>
    </section>
  );
}

const LINK_TEXT: Record<ShopAccountFormData['purpose'], { intro: (email: string) => string; button: string }> = {
  forgot: {
    intro: () => 'Enter the email of your account and we will send a link to choose a new password.',
    button: 'Send me a link',
  },
  confirm: {
    intro: (email) => `Confirm ${email} for your account. Orders placed here as a guest with it join your account.`,
    button: 'Confirm my email',
  },
  claim: {
    intro: (email) =>
      `Your account for ${email} takes the password you chose at sign-up, and orders placed with this email show in it.`,
    button: 'Finish and sign in',
  },
  reset: {
    intro: (email) => `For ${email}. You will be signed in, and signed out everywhere else.`,
    button: 'Save and sign in',
  },
};

/** Asking for a password reset link, and the page a mailed link opens. */
export function AccountFormPage({ data }: { data: ShopAccountFormData }) {
  const text = LINK_TEXT[data.purpose];
  const { form } = data;
  return (
    <section className="narrow">
      <h1>{ACCOUNT_FORM_TITLES[data.purpose]}</h1>
      <p>{text.intro(data.email)}</p>
      <FormMessage form={form} />
      <form method="post" action={data.action} className="stack" noValidate>
        <CsrfField />
        {data.purpose === 'forgot' ? <EmailInput form={form} id="account" /> : null}
        {data.purpose === 'reset' ? (
          <TextInput
            form={form}
            id="account"
            name="password"
            label="New password (8 characters or more)"
            type="password"
            autoComplete="new-password"
            required
            maxLength={128}
          />
        ) : null}
        <button type="submit" className="wide">
          {text.button}
        </button>
      </form>
    </section>
  );
}
