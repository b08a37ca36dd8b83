import { formatMoney } from '@stallfront/shared/shop-rules';
import type { ShopAccountData, ShopSignInData } from '@stallfront/shared/shop';
import { CsrfField, FormMessage, TextInput } from '../components/form.js';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A signed-in customer's orders. */
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
      <h2>Your orders</h2>
      {data.orders.length === 0 ? (
        <p className="empty">You have no orders yet.</p>
      ) : (
        <ul className="order-list">
          {data.orders.map((order) => (
            <li key={order.number}>
              <a href={order.href}>{`Order #${order.number}`}</a>
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
        <TextInput
          form={form}
          id="account"
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
        />
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
      <p>
        {signUp ? 'Have an account? ' : 'New here? '}
        <a href={data.switch_href}>{signUp ? 'Sign in' : 'Create an account'}</a>
      </p>
    </section>
  );
}
