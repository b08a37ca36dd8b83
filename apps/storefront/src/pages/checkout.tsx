import { Fragment, type ReactNode } from 'react';
import { formatMoney } from '@stallfront/shared/shop-rules';
import type { ShopCheckoutData } from '@stallfront/shared/shop';
import { ContactFields, CsrfField, Field, FormMessage, PaymentChoice, TextInput } from '../components/form.js';
import { LineDetails } from '../components/addon-fields.js';
import { CouponLine } from '../components/coupon-line.js';
import { Saving } from '../components/saving.js';

/** Contact, address, delivery and payment on one page; the summary beside it on a wide screen. */
export function CheckoutPage({ data, otherCurrencies }: { data: ShopCheckoutData; otherCurrencies: boolean }) {
  const { cart, form, totals } = data;
  const money = (minor: number) => formatMoney(minor, cart.currency);
  const couponOff = cart.coupon && !cart.coupon.problem ? cart.coupon.discount : 0;
  return (
    <section className="checkout">
      <h1>Checkout</h1>
      <FormMessage form={form} />
      <div className="checkout-grid">
        <form method="post" action={data.action} className="stack" noValidate>
          <CsrfField />
          <input type="hidden" name="idempotency_key" value={data.idempotency_key} />
          <input type="hidden" name="expected_subtotal" value={data.expected_subtotal} />
          <fieldset>
            <legend>Contact</legend>
            <ContactFields form={form} id="checkout" />
          </fieldset>
          <fieldset>
            <legend>Delivery address</legend>
            <TextInput
              form={form}
              id="checkout"
              name="line1"
              label="Street address"
              autoComplete="address-line1"
              required
            />
            <TextInput
              form={form}
              id="checkout"
              name="line2"
              label="Apartment, suite (optional)"
              autoComplete="address-line2"
            />
            <div className="two">
              <TextInput
                form={form}
                id="checkout"
                name="city"
                label="City"
                autoComplete="address-level2"
                required
                maxLength={100}
              />
              <TextInput
                form={form}
                id="checkout"
                name="region"
                label="State or region"
                autoComplete="address-level1"
                maxLength={100}
              />
            </div>
            <div className="two">
              <TextInput
                form={form}
                id="checkout"
                name="postal_code"
                label="Postal code"
                autoComplete="postal-code"
                required
                maxLength={20}
              />
              <Field form={form} id="checkout" name="country" label="Country">
                <select
                  id="checkout-country"
                  name="country"
                  autoComplete="country"
                  required
                  defaultValue={form.values.country ?? data.countries[0]?.code}
                >
                  {data.countries.map((c) => (
                    <option key={c.code} value={c.code}>
                      {c.name}
                    </option>
                  ))}
                </select>
              </Field>
            </div>
          </fieldset>
          <fieldset className={form.errors.delivery_method ? 'invalid' : undefined}>
            <legend>Delivery</legend>
            {data.delivery.map((option, i) => (
              <label key={option.method} className="choice">
                <input
                  type="radio"
                  name="delivery_method"
                  data-choice={i}
                  value={option.method}
                  defaultChecked={option.method === data.chosen}
                />
                <span>{option.label}</span>
                <strong>{option.fee === 0 ? 'Free' : money(option.fee)}</strong>
              </label>
            ))}
            {data.delivery_problem ? (
              <p className="delivery-problem" data-delivery-problem>
                {data.delivery_problem}
              </p>
            ) : null}
            {form.errors.delivery_method ? (
              <p className="error" id="checkout-delivery_method-error">
                {form.errors.delivery_method}
              </p>
            ) : null}
            <p className="hint">The choices follow your address. Changed it?</p>
            <button type="submit" className="secondary" formAction={data.delivery_action} formNoValidate>
              Update delivery options
            </button>
          </fieldset>
          <fieldset>
            <legend>Payment</legend>
            <PaymentChoice form={form} id="checkout" methods={data.payment_methods} />
            {data.gift_cards ? (
              <TextInput
                form={form}
                id="checkout"
                name="gift_card_code"
                label="Gift card code (optional): it pays first"
                autoComplete="off"
                maxLength={40}
              />
            ) : null}
          </fieldset>
          {data.order_notes ? (
            <Field form={form} id="checkout" name="note" label="Order notes (optional)">
              <textarea
                id="checkout-note"
                name="note"
                rows={3}
                maxLength={500}
                defaultValue={form.values.note}
                aria-invalid={form.errors.note ? true : undefined}
                aria-describedby={form.errors.note ? 'checkout-note-error' : undefined}
              />
            </Field>
          ) : null}
          {data.terms_href ? (
            <div className={form.errors.accept_terms ? 'field invalid' : 'field'}>
              <label>
                <input
                  type="checkbox"
                  name="accept_terms"
                  required
                  aria-invalid={form.errors.accept_terms ? true : undefined}
                  aria-describedby={form.errors.accept_terms ? 'checkout-accept_terms-error' : undefined}
                />{' '}
                I accept the <a href={data.terms_href}>terms</a>
              </label>
              {form.errors.accept_terms ? (
                <p className="error" id="checkout-accept_terms-error">
                  {form.errors.accept_terms}
                </p>
              ) : null}
            </div>
          ) : null}
          <button type="submit" className="wide">
            Place order ·{' '}
            <ByDelivery data={data}>{({ total }, marks) => <span {...marks}>{money(total)}</span>}</ByDelivery>
          </button>
        </form>
        <aside className="summary" aria-label="Order summary">
          <h2>Order summary</h2>
          <ul className="summary-lines">
            {cart.lines.map((line) => (
              <li key={line.key}>
                <span>
                  {`${line.quantity} × ${line.name}`}
                  <LineDetails line={line} />
                  <Saving note={line.discount_note} />
                </span>
                <span>{money(line.line_total)}</span>
              </li>
            ))}
          </ul>
          {cart.coupon ? (
            <>
              <CouponLine coupon={cart.coupon} currency={cart.currency} />
              {form.errors.coupon_code ? <p className="coupon-problem">{form.errors.coupon_code}</p> : null}
              {data.coupon_href ? (
                <p>
                  <a href={data.coupon_href}>Change the code in your cart</a>
                </p>
              ) : null}
            </>
          ) : null}
          <dl className="totals">
            <dt>Subtotal</dt>
            <dd>{money(totals.subtotal + couponOff)}</dd>
            {couponOff > 0 ? (
              <>
                <dt>{`Discount (${cart.coupon?.code})`}</dt>
                <dd data-coupon-discount>−{money(couponOff)}</dd>
              </>
            ) : null}
            <dt>Tax</dt>
            <dd>{money(totals.tax)}</dd>
            <ByDelivery data={data}>
              {({ total, fee }, marks) => (
                <div className="rows" {...marks}>
                  <dt>Delivery</dt>
                  <dd data-delivery-fee>{fee === 0 ? 'Free' : money(fee)}</dd>
                  <dt className="total">Total</dt>
                  <dd className="total" data-checkout-total>
                    {money(total)}
                  </dd>
                </div>
              )}
            </ByDelivery>
          </dl>
          {otherCurrencies ? (
            <p className="charged-in" data-charged-in>
              {`Your order is charged in ${cart.currency}. Prices shown in other currencies were estimates.`}
            </p>
          ) : null}
        </aside>
      </div>
    </section>
  );
}

/** Marks an element as drawn for one delivery choice (see ByDelivery). */
type DeliveryMarks = { 'data-for-delivery': string; 'data-chosen'?: '' };

/**
 * What depends on the delivery chosen (its fee, the total), drawn once per delivery choice and
 * marked with its place in the list (the radio's `data-choice`): the stylesheet shows the one
 * whose radio is checked (`:has`, for the first twelve), so the summary follows the
 * choice without script; without `:has` the one the page was drawn with stays.
 */
function ByDelivery({
  data,
  children,
}: {
  data: ShopCheckoutData;
  children: (amounts: { total: number; fee: number }, marks: DeliveryMarks) => ReactNode;
}) {
  const items = data.totals.subtotal + data.totals.tax;
  // A free-shipping coupon takes whichever fee is chosen.
  const free = data.cart.coupon?.free_shipping ?? false;
  // Nothing offered for the address: the items alone, the delivery still to choose.
  if (data.delivery.length === 0)
    return children({ total: items, fee: 0 }, { 'data-for-delivery': '', 'data-chosen': '' });
  return data.delivery.map((option, i) => (
    <Fragment key={option.method}>
      {children(
        { total: items + (free ? 0 : option.fee), fee: free ? 0 : option.fee },
        { 'data-for-delivery': String(i), ...(option.method === data.chosen ? { 'data-chosen': '' } : {}) },
      )}
    </Fragment>
  ));
}
