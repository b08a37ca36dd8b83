import {
  ADDON_FILE_HINT,
  ADDON_FILE_TYPES,
  type GivenMeasurement,
  lineDetailsText,
  type OrderedAddon,
} from '@stallfront/shared/rules';
import { formatMoney } from '@stallfront/shared/shop-rules';
import type { ShopProductData } from '@stallfront/shared/shop';

export type ShopAddons = ShopProductData['product']['addons'];

/**
 * The product's paid options in its buy form: a box to tick, a text to write within its length,
 * or a file to print. The file input has no name: the page's script uploads the file and posts
 * its id (client/cart-client.ts), so the form itself stays small.
 */
export function AddonFields({ addons, currency }: { addons: ShopAddons; currency: string }) {
  if (addons.length === 0) return null;
  const plus = (price: number) => (price > 0 ? ` (+${formatMoney(price, currency)})` : '');
  return (
    <fieldset className="addons">
      <legend>Options</legend>
      {addons.map((addon) =>
        addon.kind === 'tick' ? (
          <label key={addon.id} className="addon-tick">
            <input type="checkbox" name="addon" value={addon.id} required={addon.required} />
            <span>{`${addon.name}${plus(addon.price)}`}</span>
          </label>
        ) : addon.kind === 'file' ? (
          <label key={addon.id} className="field">
            <span>{`${addon.name}${plus(addon.price)}${addon.required ? '' : ' (optional)'}`}</span>
            <input
              type="file"
              accept={ADDON_FILE_TYPES.join(',')}
              data-addon-file={addon.id}
              required={addon.required}
            />
            <small className="muted">{ADDON_FILE_HINT}</small>
          </label>
        ) : (
          <label key={addon.id} className="field">
            <span>{`${addon.name}${plus(addon.price)}${addon.required ? '' : ' (optional)'}`}</span>
            <input name={`addon_${addon.id}`} maxLength={addon.max_chars} required={addon.required} />
            <small className="muted">{`${addon.max_chars} characters at most`}</small>
          </label>
        ),
      )}
    </fieldset>
  );
}

/** What a line carries under its name: "Gift wrap · Monogram: “ARK” · Kurta: Chest 40 in". */
export function LineDetails({ line }: { line: { addons: OrderedAddon[]; measurements: GivenMeasurement[] } }) {
  const text = lineDetailsText(line);
  return text ? <small className="line-addons">{text}</small> : null;
}
