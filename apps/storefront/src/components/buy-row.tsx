import { AddonFields, type ShopAddons } from './addon-fields.js';
import { MeasurementFields, type ShopMeasurementSets } from './measurement-fields.js';

/** The measurements, the add-ons, the quantity and the add button of a buy box, with or without variants. */
export function BuyRow({
  mode,
  canBuy,
  addons = [],
  measurementSets = [],
  currency = '',
}: {
  mode: 'cart' | 'quote';
  canBuy: boolean;
  addons?: ShopAddons;
  measurementSets?: ShopMeasurementSets;
  currency?: string;
}) {
  return (
    <>
      <MeasurementFields sets={measurementSets} />
      <AddonFields addons={addons} currency={currency} />
      <div className="buy-row">
        <label className="qty">
          <span>Quantity</span>
          <input type="number" name="quantity" min={1} step={1} defaultValue={1} inputMode="numeric" />
        </label>
        <button type="submit" disabled={!canBuy}>
          {mode === 'quote' ? 'Add to quote' : 'Add to cart'}
        </button>
      </div>
    </>
  );
}
