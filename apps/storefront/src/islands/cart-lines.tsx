import { useEffect } from 'react';
import type { ShopCart } from '@stallfront/shared/shop';
import { formatMoney } from '@stallfront/shared/shop-rules';
import { CartLine } from '../components/cart-line.js';
import { CouponLine } from '../components/coupon-line.js';
import { type CartClient, useCartEditing } from './cart-editing.js';

export interface CartLinesProps {
  cart: ShopCart;
  /** The store keeps its prices for signed-in buyers and this visitor is not one: no price or subtotal. */
  pricesHidden: boolean;
  /** `{base}/cart/update`, `{base}/cart.json`, `{base}/p/`. */
  action: string;
  jsonHref: string;
  productBase: string;
  /** The checkout page; null for a quote list. */
  checkoutHref: string | null;
  /** The cart page's form token: its forms work without script too. */
  csrf: string;
  /** A quantity the page was sent back with refused (no script): the line and why. */
  refused: { line: string; message: string } | null;
  /** The cart page itself: reloaded when its last line goes, so the page says it is empty. */
  href: string;
  /** The coupon's remove button's post, where the store takes coupons. */
  couponRemoveAction?: string | null;
  client?: CartClient;
}

/**
 * The cart page's lines, subtotal and checkout link. As rendered on the server they are forms
 * that post and come back; hydrated, each change saves at once and the totals follow.
 */
export function CartLines(props: CartLinesProps) {
  const { client, csrf, action, productBase } = props;
  const { cart, edit, stateOf, told } = useCartEditing({
    client,
    action,
    jsonHref: props.jsonHref,
    initial: props.cart,
    refused: props.refused,
  });
  const shown = cart ?? props.cart;
  const empty = shown.lines.length === 0;
  useEffect(() => {
    if (empty && client) client.go(props.href);
  }, [empty, client, props.href]);
  const money = (minor: number) => formatMoney(minor, shown.currency);
  return (
    <>
      <ul className="lines">
        {shown.lines.map((line, i) => (
          <CartLine
            key={line.key}
            line={line}
            currency={shown.currency}
            pricesHidden={props.pricesHidden}
            id={`cart-line-${i}`}
            productBase={productBase}
            action={action}
            csrf={csrf}
            state={stateOf(line)}
            edit={edit}
          />
        ))}
      </ul>
      {props.pricesHidden ? null : (
        <p className="cart-subtotal">
          <span>{`Subtotal (${shown.item_count} ${shown.item_count === 1 ? 'item' : 'items'})`}</span>
          <strong data-cart-subtotal data-money={shown.subtotal}>
            {money(shown.subtotal)}
          </strong>
        </p>
      )}
      {shown.coupon ? (
        <>
          <CouponLine
            coupon={shown.coupon}
            currency={shown.currency}
            remove={props.couponRemoveAction ? { action: props.couponRemoveAction, csrf } : null}
          />
          {shown.coupon.discount > 0 && !shown.coupon.problem ? (
            <p className="cart-subtotal">
              <span>After discount</span>
              <strong data-cart-after-discount>{money(shown.subtotal - shown.coupon.discount)}</strong>
            </p>
          ) : null}
        </>
      ) : null}
      <p className="visually-hidden" role="status">
        {told}
      </p>
      {props.checkoutHref ? (
        shown.ready ? (
          <a className="button wide" href={props.checkoutHref}>
            Check out
          </a>
        ) : (
          <p className="note">Change the items marked above to check out.</p>
        )
      ) : null}
    </>
  );
}
