import type { ShopQuickOrderData } from '@stallfront/shared/shop';
import { CsrfField, FormMessage } from '../components/form.js';

/** Rows of SKU and quantity for a buyer who knows what they want; all go to the cart, or none. */
export function QuickOrderPage({ data }: { data: ShopQuickOrderData }) {
  const { form } = data;
  const skus = (form.values.sku ?? '').split(',');
  return (
    <section className="narrow">
      <h1>Quick order</h1>
      <p className="muted">Type the SKUs and quantities you want; a blank quantity means one.</p>
      <FormMessage form={form} />
      {form.errors.form ? <p className="error">{form.errors.form}</p> : null}
      <form method="post" action={data.action} className="quick-order" noValidate>
        <CsrfField />
        {Array.from({ length: data.rows }, (_, i) => (
          <div className="two" key={i}>
            <label className="field">
              <span>{`SKU ${i + 1}`}</span>
              <input name="sku" defaultValue={skus[i] ?? ''} maxLength={40} autoCapitalize="characters" />
            </label>
            <label className="field">
              <span>Quantity</span>
              <input name="quantity" type="number" min={1} step={1} inputMode="numeric" />
            </label>
          </div>
        ))}
        <button type="submit" className="wide">
          Add to cart
        </button>
      </form>
    </section>
  );
}
