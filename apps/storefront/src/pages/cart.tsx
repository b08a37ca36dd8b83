import { formatMoney } from '@stallfront/shared/shop-rules';
import type { ShopCartData, ShopStore } from '@stallfront/shared/shop';
import { ContactFields, CsrfField, FormMessage, TextInput } from '../components/form.js';
import { LineDetails } from '../components/addon-fields.js';
import { Saving } from '../components/saving.js';

/** The cart (or a quote store's quote list): lines with their quantities, then checkout or the quote request. */
export function CartPage({ store, data }: { store: ShopStore; data: ShopCartData }) {
  const { cart, form } = data;
  const quote = cart.kind === 'quote';
  const money = (minor: number) => formatMoney(minor, cart.currency);
  return (
    <section className="cart-page">
      <h1>{quote ? 'Your quote list' : 'Your cart'}</h1>
      <FormMessage form={form} />
      {cart.lines.length === 0 ? (
        <p className="empty">
          {quote ? 'Your quote list is empty.' : 'Your cart is empty.'} <a href={`${store.base}/`}>Keep shopping</a>
        </p>
      ) : (
        <>
          <ul className="lines">
            {cart.lines.map((line) => (
              <li key={line.key} className={line.problem ? 'line problem' : 'line'}>
                <div className="line-main">
                  {line.product_slug ? (
                    <a href={`${store.base}/p/${line.product_slug}`}>{line.name}</a>
                  ) : (
                    <span>{line.name}</span>
                  )}
                  <span className="muted">{`${line.sku} · ${money(line.unit_price)} each`}</span>
                  <LineDetails line={line} />
                  <Saving note={line.discount_note} />
                  {line.problem ? <span className="error">{line.problem}</span> : null}
                </div>
                <form method="post" action={data.update_action} className="line-qty">
                  <CsrfField />
                  <input type="hidden" name="sku" value={line.sku} />
                  <input type="hidden" name="line" value={line.key} />
                  <label>
                    <span className="visually-hidden">{`Quantity of ${line.name}`}</span>
                    <input
                      type="number"
                      name="quantity"
                      min={0}
                      step={1}
                      defaultValue={line.quantity}
                      inputMode="numeric"
                    />
                  </label>
                  <button type="submit" className="secondary">
                    Update
                  </button>
                </form>
                <form method="post" action={data.update_action} className="line-remove">
                  <CsrfField />
                  <input type="hidden" name="sku" value={line.sku} />
                  <input type="hidden" name="line" value={line.key} />
                  <input type="hidden" name="quantity" value="0" />
                  <button type="submit" className="link">
                    Remove<span className="visually-hidden">{` ${line.name}`}</span>
                  </button>
                </form>
                <strong className="line-total">{money(line.line_total)}</strong>
              </li>
            ))}
          </ul>
          <p className="cart-subtotal">
            <span>{`Subtotal (${cart.item_count} ${cart.item_count === 1 ? 'item' : 'items'})`}</span>
            <strong>{money(cart.subtotal)}</strong>
          </p>
          {data.checkout_href ? (
            cart.ready ? (
              <a className="button wide" href={data.checkout_href}>
                Check out
              </a>
            ) : (
              <p className="note">Change the items marked above to check out.</p>
            )
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
