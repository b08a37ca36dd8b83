import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { formatMoney } from '@stallfront/shared/shop-rules';
import type { ShopCartDrawer } from '@stallfront/shared/shop';
import { CartLine } from '../components/cart-line.js';
import { type CartClient, useCartEditing } from './cart-editing.js';

export interface CartDrawerProps {
  /** "Cart", or "Quote" for a quote list. */
  label: string;
  count: number;
  href: string;
  /** `{base}/cart.json`: the drawer's contents. */
  jsonHref: string;
  /** `{base}/cart/update`: a line's quantity form. */
  updateAction: string;
  /** `{base}/p/`: a line's product page. */
  productBase: string;
  /** The browser side (client/cart-client.ts), given by the client entry at hydration. */
  client?: CartClient;
}

interface Modal {
  open: boolean;
  showModal(): void;
  close(): void;
}

/**
 * The header's cart link. As rendered on the server it is a plain link to the cart page.
 * Once hydrated, a click opens the cart in a drawer instead, and the page's add-to-cart forms
 * post by script and open the drawer with the cart as it now is.
 */
export function CartDrawer({
  label,
  count: initialCount,
  href,
  jsonHref,
  updateAction,
  productBase,
  client,
}: CartDrawerProps) {
  const [count, setCount] = useState(initialCount);
  const [drawer, setDrawer] = useState<ShopCartDrawer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const modal = () => dialog.current as unknown as Modal | null;
  const { cart, setCart, edit, stateOf, told } = useCartEditing({
    client,
    action: updateAction,
    jsonHref,
    initial: null,
  });

  async function open(message: string | null) {
    if (!client) return;
    const data = await client.load(jsonHref);
    if (!data) return client.go(href);
    setProblem(message);
    setDrawer(data);
    setCart(data.cart);
    if (!modal()?.open) modal()?.showModal();
  }

  useEffect(() => client?.onAdded((message) => void open(message)));
  // The header counts what the cart holds now, whichever island changed it.
  useEffect(() => {
    if (cart) setCount(cart.item_count);
  }, [cart]);

  const close = () => modal()?.close();
  // A click on the backdrop lands on the dialog itself, outside its panel.
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === dialog.current) close();
  };
  const money = (minor: number) => formatMoney(minor, cart?.currency ?? 'USD');

  return (
    <>
      <a
        className="cart-link"
        href={href}
        onClick={(event) => {
          if (!client) return;
          event.preventDefault();
          void open(null);
        }}
      >
        {label}
        {count > 0 ? (
          <span className="count" data-cart-count>
            {count}
          </span>
        ) : null}
      </a>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; Escape closes a modal dialog natively */}
      <dialog ref={dialog} className="cart-drawer" aria-labelledby="cart-drawer-title" onClick={onDialogClick}>
        <div className="drawer-panel">
          <header className="drawer-head">
            <h2 id="cart-drawer-title">{label === 'Quote' ? 'Your quote list' : 'Your cart'}</h2>
            <button type="button" className="drawer-close" onClick={close} aria-label="Close">
              ×
            </button>
          </header>
          {problem ? (
            <p className="error banner" role="alert">
              {problem}
            </p>
          ) : null}
          {cart && cart.lines.length > 0 ? (
            <>
              <ul className="drawer-lines">
                {cart.lines.map((line, i) => (
                  <CartLine
                    key={line.key}
                    line={line}
                    currency={cart.currency}
                    pricesHidden={drawer?.prices_hidden}
                    id={`drawer-line-${i}`}
                    productBase={productBase}
                    action={updateAction}
                    csrf=""
                    state={stateOf(line)}
                    edit={edit}
                  />
                ))}
              </ul>
              {drawer?.prices_hidden ? null : (
                <p className="drawer-subtotal">
                  <span>Subtotal</span>
                  <strong data-drawer-subtotal>{money(cart.subtotal)}</strong>
                </p>
              )}
            </>
          ) : (
            <p className="muted">{cart ? 'Nothing here yet.' : 'Loading…'}</p>
          )}
          <p className="visually-hidden" role="status">
            {told}
          </p>
          <div className="drawer-actions">
            <a className="button secondary" href={drawer?.cart_href ?? href}>
              {label === 'Quote' ? 'View quote list' : 'View cart'}
            </a>
            {drawer?.checkout_href && cart?.ready && cart.lines.length > 0 ? (
              <a className="button" href={drawer.checkout_href}>
                Check out
              </a>
            ) : null}
          </div>
        </div>
      </dialog>
    </>
  );
}
