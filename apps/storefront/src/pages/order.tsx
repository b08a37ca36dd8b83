import { formatMoney } from '@stallfront/shared/shop-rules';
import type { ShopOrderData } from '@stallfront/shared/shop';
import { LineDetails } from '../components/addon-fields.js';
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
  const paid =
    data.payment_status === 'paid'
      ? data.payment_method === 'gift_card'
        ? 'Paid by gift card'
        : 'Paid by card'
      : data.payment_status === 'cod_due'
        ? `Pay ${money(rest)} on delivery`
        : 'Payment not received';
  return (
    <section className="order-page">
      <p className="muted">{`Order #${data.number} · ${STATUS_TEXT[data.status]}`}</p>
      <h1>{data.status === 'live' ? `Thank you, ${data.name.split(' ')[0]}!` : `Order #${data.number}`}</h1>
      {data.status === 'live' ? <p>{`We sent the confirmation to ${data.email}.`}</p> : null}
      <ul className="summary-lines">
        {data.lines.map((line, i) => (
          // Two lines may share a SKU with different add-ons.
          <li key={`${line.sku}-${i}`}>
            <span>
              {`${line.quantity} × ${line.name}`}
              <LineDetails line={line} />
              <Saving note={line.discount_note} />
            </span>
            <span>{money(line.subtotal)}</span>
          </li>
        ))}
      </ul>
      <dl className="totals">
        <dt>Subtotal</dt>
        <dd>{money(data.totals.subtotal)}</dd>
        <dt>Tax</dt>
        <dd>{money(data.totals.tax)}</dd>
        <dt>Delivery</dt>
        <dd>{data.totals.shipping === 0 ? 'Free' : money(data.totals.shipping)}</dd>
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
                <dt>{data.payment_status === 'cod_due' ? 'Due on delivery' : 'By card'}</dt>
                <dd>{money(rest)}</dd>
              </>
            ) : null}
          </>
        ) : null}
      </dl>
      <p>{paid}</p>
      <p className="muted">{`Delivering to ${data.address}`}</p>
    </section>
  );
}
