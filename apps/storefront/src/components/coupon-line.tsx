import type { CartCoupon } from '@stallfront/shared/shop';
import { formatMoney } from '@stallfront/shared/shop-rules';
import { TokenField } from './form.js';

/**
 * The cart's coupon under its subtotal: what it takes off, or why it does not apply now (the
 * cart changed, the shopper's own limits), with a button to remove it where a form is given.
 */
export function CouponLine({
  coupon,
  currency,
  remove,
}: {
  coupon: CartCoupon;
  currency: string;
  remove?: { action: string; csrf: string } | null;
}) {
  const removeForm = remove ? (
    <form method="post" action={remove.action} className="inline">
      <TokenField token={remove.csrf} />
      <button type="submit" className="link" aria-label={`Remove the code ${coupon.code}`}>
        Remove
      </button>
    </form>
  ) : null;
  return (
    <div className={coupon.problem ? 'coupon-line refused' : 'coupon-line'} data-coupon={coupon.code}>
      <span>
        <strong>{coupon.code}</strong>
        {coupon.words ? ` · ${coupon.words}` : ''}
        {coupon.problem ? <small className="coupon-problem">{coupon.problem}</small> : null}
      </span>
      <span className="coupon-amount">
        {coupon.problem ? null : coupon.free_shipping ? 'Free delivery' : `−${formatMoney(coupon.discount, currency)}`}
        {removeForm}
      </span>
    </div>
  );
}
