import { quickOrderField, type ShopQuickOrderData } from '@stallfront/shared/shop';
import { CsrfField } from '../components/form.js';

/**
 * Rows of SKU and quantity for a buyer who knows what they want; all go to the cart, or none.
 * A refused form comes back with every row as typed and each problem beside its row.
 */
export function QuickOrderPage({ data }: { data: ShopQuickOrderData }) {
  const { form } = data;
  const problems = data.rows.flatMap((_, i) => {
    const row = i + 1;
    const field = form.errors[quickOrderField('sku', row)] ? 'sku' : 'quantity';
    const message = form.errors[quickOrderField(field, row)];
    return message ? [{ row, field, message }] : [];
  });
  return (
    <section className="narrow">
      <h1>Quick order</h1>
      <p className="muted">Type the SKUs and quantities you want; a blank quantity means one.</p>
      {form.message || problems.length > 0 ? (
        <div className="error banner" role="alert">
          <p>
            {problems.length > 0
              ? `Nothing was added to your cart: ${problems.length === 1 ? 'one row needs' : `${problems.length} rows need`} a change.`
              : form.message}
          </p>
          {problems.length > 0 ? (
            <ul>
              {problems.map((p) => (
                <li key={p.row}>
                  <a href={`#quick-${p.field}-${p.row}`}>{`Row ${p.row}: ${p.message}`}</a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <form method="post" action={data.action} className="quick-order" noValidate>
        <CsrfField />
        {data.rows.map((typed, i) => (
          <QuickOrderRow key={i} row={i + 1} typed={typed} problem={problems.find((p) => p.row === i + 1)} />
        ))}
        <button type="submit" className="wide">
          Add to cart
        </button>
      </form>
    </section>
  );
}

function QuickOrderRow({
  row,
  typed,
  problem,
}: {
  row: number;
  typed: { sku: string; quantity: string };
  problem: { field: string; message: string } | undefined;
}) {
  const problemId = `quick-problem-${row}`;
  const marks = (field: 'sku' | 'quantity') =>
    problem?.field === field ? { 'aria-invalid': true, 'aria-describedby': problemId } : {};
  return (
    <div className="quick-row">
      <label className="field">
        <span>{`SKU ${row}`}</span>
        <input
          id={`quick-sku-${row}`}
          name="sku"
          defaultValue={typed.sku}
          maxLength={40}
          autoCapitalize="characters"
          {...marks('sku')}
        />
      </label>
      <label className="field">
        <span>
          Quantity<span className="visually-hidden">{` ${row}`}</span>
        </span>
        <input
          id={`quick-quantity-${row}`}
          name="quantity"
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          defaultValue={typed.quantity}
          {...marks('quantity')}
        />
      </label>
      {problem ? (
        <p className="error" id={problemId}>
          {problem.message}
        </p>
      ) : null}
    </div>
  );
}
