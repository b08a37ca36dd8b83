import { useContext } from 'react';
import type { ShopCartData, ShopStore } from '@stallfront/shared/shop';
import { ContactFields, CsrfContext, CsrfField, FormMessage, TextInput } from '../components/form.js';
import { CartLines } from '../islands/cart-lines.js';
import { Island } from '../islands/island.js';

/** The cart (or a quote store's quote list): lines with their quantities, then checkout or the quote request. */
export function CartPage({ store, data }: { store: ShopStore; data: ShopCartData }) {
  const { cart, form } = data;
  const quote = cart.kind === 'quote';
  const csrf = useContext(CsrfContext);
  // A quantity refused without script comes back beside its line, not only at the top.
  const refusedLine = form.errors.quantity ? (form.values.line ?? form.values.sku) : undefined;
  const refused = refusedLine ? { line: refusedLine, message: form.errors.quantity as string } : null;
  return (
    <section className="cart-page">
      <h1>{quote ? 'Your quote list' : 'Your cart'}</h1>
      {refused ? null : <FormMessage form={form} />}
      {cart.lines.length === 0 ? (
        <p className="empty">
          {quote ? 'Your quote list is empty.' : 'Your cart is empty.'} <a href={`${store.base}/`}>Keep shopping</a>
        </p>
      ) : (
        <>
          <Island
            name="cart-lines"
            component={CartLines}
            props={{
              cart,
              pricesHidden: store.prices_hidden,
              action: data.update_action,
              jsonHref: data.json_href,
              productBase: `${store.base}/p/`,
              checkoutHref: data.checkout_href,
              csrf,
              refused,
              href: `${store.base}/cart`,
              couponRemoveAction: data.coupon_remove_action,
            }}
          />
          {data.coupon_action ? (
            <form method="post" action={data.coupon_action} className="coupon-form" noValidate>
              <CsrfField />
              <TextInput
                form={form}
                id="cart"
                name="coupon_code"
                label={cart.coupon ? 'Use another discount code' : 'Discount code'}
                autoComplete="off"
                maxLength={52}
              />
              <button type="submit" className="secondary">
                Apply
              </button>
            </form>
          ) : null}
          {data.quote_action ? (
            <form method="post" action={data.quote_action} className="stack" noValidate>
              <h2>Request a quote</h2>
              <p className="muted">Send this list and we will reply with prices.</p>
              <CsrfField />
              <ContactFields form={form} id="quote" />
              <TextInput
                form={form}
                id="quote"
                name="company"
                label="Company (optional)"
                autoComplete="organization"
                maxLength={120}
              />
              <TextInput
                form={form}
                id="quote"
                name="note"
                label="Anything we should know (optional)"
                maxLength={2000}
              />
              <button type="submit" className="wide">
                Send quote request
              </button>
            </form>
          ) : null}
        </>
      )}
    </section>
  );
}
