import { formatMoney, UNPAID_ORDER_HOLD_MINUTES } from '@stallfront/shared/shop-rules';
import type { ShopOrderData } from '@stallfront/shared/shop';
import { LineDetails } from '../components/addon-fields.js';
import { CsrfField, FormMessage, PaymentChoice } from '../components/form.js';
import { Saving } from '../components/saving.js';

const STATUS_TEXT: Record<ShopOrderData['status'], string> = {
  live: 'Confirmed',
  inactive: 'Not paid',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** An order as its shopper sees it: the confirmation after checkout, and each order in their account. */
export function OrderPage({ data }: { data: ShopOrderData }) {
  const money = (minor: number) => formatMoney(minor, data.currency);
  const rest = data.totals.total - data.gift_card_paid;
  const paidBy = {
    gift_card: 'Paid by gift card',
    cod: 'Paid on delivery',
    test_card: 'Paid by card',
    bank_transfer: 'Paid by bank transfer',
    stripe: 'Paid by card (Stripe)',
    razorpay: 'Paid through Razorpay',
  };
  const paid =
    data.payment_status === 'paid'
      ? paidBy[data.payment_method]
      : data.payment_status === 'cod_due'
        ? `Pay ${money(rest)} on delivery`
        : data.payment_status === 'refunded'
          ? 'Refunded'
          : data.payment_method === 'bank_transfer' && data.payment_status === 'pending'
            ? `Transfer ${money(rest)} to the store: your order ships once it arrives`
            : 'Payment not received';
  const shipped = data.status === 'live' && data.tracking_number !== null;
  return (
    <section className="order-page">
      <p className="muted">{`Order ${data.display_number} · ${shipped ? 'Shipped' : STATUS_TEXT[data.status]}`}</p>
      <h1>{data.status === 'live' ? `Thank you, ${data.name.split(' ')[0]}!` : `Order ${data.display_number}`}</h1>
      {data.status === 'live' && !shipped ? <p>{`We sent the confirmation to ${data.email}.`}</p> : null}
      {data.tracking_number && data.status !== 'cancelled' ? (
        <p className="notice" data-tracking>
          {shipped ? 'On its way. ' : 'Shipped. '}
          Tracking number <strong>{data.tracking_number}</strong>
        </p>
      ) : null}
      <ul className="summary-lines">
        {data.lines.map((line, i) => (
          // Two lines may share a SKU with different add-ons.
          <li key={`${line.sku}-${i}`}>
            <span>
              {`${line.quantity} × ${line.name}`}
              <LineDetails line={line} />
              <Saving note={line.discount_note} />
            </span>
            <span>{money(line.subtotal + line.coupon_discount)}</span>
          </li>
        ))}
      </ul>
      <dl className="totals">
        <dt>Subtotal</dt>
        <dd>{money(data.totals.subtotal + (data.coupon?.items ?? 0))}</dd>
        {data.coupon && data.coupon.items > 0 ? (
          <>
            <dt>{`Discount (${data.coupon.code})`}</dt>
            <dd data-coupon-discount>{`−${money(data.coupon.items)}`}</dd>
          </>
        ) : null}
        <dt>Tax</dt>
        <dd>{money(data.totals.tax)}</dd>
        <dt>Delivery</dt>
        <dd>
          {data.totals.shipping === 0 ? 'Free' : money(data.totals.shipping)}
          {data.coupon && data.coupon.delivery > 0 ? ` (${data.coupon.code})` : ''}
        </dd>
        <dt className="total">Total</dt>
        <dd className="total" data-order-total>
          {money(data.totals.total)}
        </dd>
        {data.gift_card_paid > 0 ? (
          <>
            <dt>Gift card</dt>
            <dd data-gift-card-paid>{`−${money(data.gift_card_paid)}`}</dd>
            {rest > 0 ? (
              <>
                <dt>
                  {data.payment_method === 'cod'
                    ? data.payment_status === 'paid'
                      ? 'Paid on delivery'
                      : 'Due on delivery'
                    : 'By card'}
                </dt>
                <dd>{money(rest)}</dd>
              </>
            ) : null}
          </>
        ) : null}
      </dl>
      <p data-payment-status={data.payment_status}>{paid}</p>
      {data.bank_transfer_instructions ? (
        <p className="notice" data-bank-transfer style={{ whiteSpace: 'pre-line' }}>
          {data.bank_transfer_instructions}
        </p>
      ) : null}
      {data.cancel_reason ? <p className="notice warn">{data.cancel_reason}</p> : null}
      {data.pay ? <PayAgain pay={data.pay} due={money(rest)} /> : null}
      <p className="muted">{`Delivering to ${data.address}`}</p>
    </section>
  );
}

/** An unpaid order paid again: another card, or on delivery; each try of the form is its own attempt. */
function PayAgain({ pay, due }: { pay: NonNullable<ShopOrderData['pay']>; due: string }) {
  const { form } = pay;
  return (
    <form method="post" action={pay.action} className="stack pay-again" noValidate data-pay-again>
      <CsrfField />
      <input type="hidden" name="attempt_key" value={pay.attempt_key} />
      <h2>{`Pay ${due}`}</h2>
      {pay.problem ? (
        <p className="error banner" role="alert">
          {pay.problem}
        </p>
      ) : null}
      <p className="muted">{`Your items are kept for ${UNPAID_ORDER_HOLD_MINUTES} minutes from your order; then they go back on sale.`}</p>
      <FormMessage form={form} />
      <fieldset>
        <legend>Payment</legend>
        <PaymentChoice form={form} id="pay" methods={pay.payment_methods} />
      </fieldset>
      <button type="submit" className="wide">
        Pay for this order
      </button>
    </form>
  );
}
