import type { ShopCartLine } from '@stallfront/shared/shop';
import { formatMoney } from '@stallfront/shared/shop-rules';
import type { CartEditing, LineState } from '../islands/cart-editing.js';
import { LineDetails } from './addon-fields.js';
import { TokenField } from './form.js';
import { Picture } from './picture.js';
import { Saving } from './saving.js';

export interface CartLineProps {
  line: ShopCartLine;
  currency: string;
  /** The store keeps its prices for signed-in buyers: the line's are zeroed, so none is shown. */
  pricesHidden?: boolean;
  /** Element ids of this list start with it: the cart page and the drawer may both list a line. */
  id: string;
  /** `{base}/p/`: the product's page, linked from its name. */
  productBase: string;
  /** The quantity form's post (`{base}/cart/update`) and the page's token, if it has one. */
  action: string;
  csrf: string;
  state: LineState;
  edit?: CartEditing;
}

/**
 * A cart line: its picture, name and price, the quantity stepper (− / number / +) and Remove.
 * Without script the stepper's buttons post the number shown and `step` (-1 or 1), Enter posts
 * the number typed, and Remove posts 0; with script the same controls save at once (`edit`).
 */
export function CartLine({ line, currency, pricesHidden, id, productBase, action, csrf, state, edit }: CartLineProps) {
  const money = (minor: number) => formatMoney(minor, currency);
  const problem = state.problem ?? line.problem;
  const problemId = `${id}-problem`;
  const quantity = Number(state.shown);
  // A function, not one element used twice: Preact keeps its own state on each element it renders.
  const hidden = () => (
    <>
      <TokenField token={csrf} />
      <input type="hidden" name="sku" value={line.sku} />
      <input type="hidden" name="line" value={line.key} />
    </>
  );
  return (
    <li className={problem ? 'line problem' : 'line'} aria-busy={state.busy || undefined}>
      {line.image ? (
        <Picture image={line.image} sizes="80px" className="line-thumb" />
      ) : (
        <span className="line-thumb" />
      )}
      <div className="line-main">
        {line.product_slug ? (
          <a className="line-name" href={`${productBase}${line.product_slug}`}>
            {line.name}
          </a>
        ) : (
          <span className="line-name">{line.name}</span>
        )}
        <span className="muted">{pricesHidden ? line.sku : `${line.sku} · ${money(line.unit_price)} each`}</span>
        <LineDetails line={line} />
        <Saving note={line.discount_note} />
      </div>
      <form
        method="post"
        action={action}
        className="line-qty"
        onSubmit={(event) => {
          if (!edit) return;
          event.preventDefault();
          edit.commit(line);
        }}
      >
        {hidden()}
        {/* The form's first button is the one Enter presses: it sends the number typed, stepped by nothing. */}
        <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true">
          Save quantity
        </button>
        <StepButton line={line} by={-1} edit={edit} disabled={!(quantity > 1)} />
        <input
          id={`${id}-quantity`}
          type="number"
          name="quantity"
          min={0}
          max={999}
          step={1}
          inputMode="numeric"
          value={state.shown}
          aria-label={`Quantity of ${line.name}`}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          // The server's TypeScript has no DOM: the field is read as what it is in a browser.
          onChange={(event) => edit?.type(line, (event.currentTarget as unknown as { value: string }).value)}
          onBlur={() => edit?.commit(line)}
        />
        <StepButton line={line} by={1} edit={edit} />
      </form>
      <form
        method="post"
        action={action}
        className="line-remove"
        onSubmit={(event) => {
          if (!edit) return;
          event.preventDefault();
          edit.remove(line);
        }}
      >
        {hidden()}
        <input type="hidden" name="quantity" value="0" />
        <button type="submit" className="link">
          Remove<span className="visually-hidden">{` ${line.name}`}</span>
        </button>
      </form>
      <strong className="line-total" data-money={line.line_total}>
        {money(line.line_total)}
      </strong>
      {/* Under the stepper, where the number was typed. */}
      {problem ? (
        <p className="error line-problem" id={problemId} role={state.problem ? 'alert' : undefined}>
          {problem}
        </p>
      ) : null}
    </li>
  );
}

/** − or +: posts `step` without script; with script steps the line at once. */
function StepButton({
  line,
  by,
  edit,
  disabled,
}: {
  line: ShopCartLine;
  by: -1 | 1;
  edit?: CartEditing;
  disabled?: boolean;
}) {
  return (
    <button
      type="submit"
      name="step"
      value={String(by)}
      className="step"
      disabled={disabled}
      aria-label={`${by < 0 ? 'One fewer' : 'One more'} ${line.name}`}
      onClick={(event) => {
        if (!edit) return;
        event.preventDefault();
        edit.step(line, by);
      }}
    >
      {by < 0 ? '−' : '+'}
    </button>
  );
}
