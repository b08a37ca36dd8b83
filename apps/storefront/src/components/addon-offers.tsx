import { bundleChoices, percentOf } from '@stallfront/shared/rules';
import type { ShopAddonOffer, ShopProductData, ShopSkuChoice } from '@stallfront/shared/shop';
import { formatMoney } from '@stallfront/shared/shop-rules';
import { CsrfField } from './form.js';
import { Picture } from './picture.js';

/** A product's way in: a tick for its one SKU, or a choice of its variants (or none of them). */
function Pick({
  name,
  choices,
  money,
}: {
  name: string;
  choices: ShopSkuChoice[];
  money: (c: ShopSkuChoice) => string;
}) {
  const [first] = choices;
  if (choices.length === 1 && first) {
    return (
      <label className="bundle-pick">
        <input type="checkbox" name="sku" value={first.sku} defaultChecked />
        <span className="visually-hidden">{`Add ${name}`}</span>
      </label>
    );
  }
  return (
    <select name="sku" defaultValue={first?.sku} aria-label={`${name}: choose one`}>
      <option value="">Not this one</option>
      {choices.map((choice) => (
        <option key={choice.sku} value={choice.sku}>
          {`${choice.label} · ${money(choice)}`}
        </option>
      ))}
    </select>
  );
}

/** "Up to 15% off", "10% off", or nothing when every item is at full price. */
function savingLine(items: ShopAddonOffer['items'], productName: string): string | null {
  const percents = [...new Set(items.map((item) => item.discount_percent))];
  const best = Math.max(...percents);
  if (best === 0) return null;
  return `${percents.length > 1 ? 'Up to ' : ''}${best}% off bought with ${productName}.`;
}

/** The product page's "frequently bought together": this product and the offered ones, ticked, added to the cart in one post. */
export function AddonOffer({ data }: { data: ShopProductData }) {
  const { addon_offer: offer, product } = data;
  if (!offer) return null;
  const money = (minor: number) => formatMoney(minor, product.currency);
  const own = bundleChoices(
    { sku: product.sku, label: product.name, price: product.price, stock: product.stock },
    product.variants.map((v) => ({ sku: v.id, label: v.label, price: v.price, stock: v.stock })),
  );
  const saving = savingLine(offer.items, product.name);
  return (
    <section className="bundle" aria-labelledby="bundle-title">
      <h2 id="bundle-title">{offer.heading}</h2>
      {saving ? <p className="muted">{saving}</p> : null}
      <form method="post" action={offer.action} data-cart-add>
        <CsrfField />
        <ul>
          {own.length > 0 ? (
            <li>
              <Pick name={product.name} choices={own} money={(c) => money(c.price)} />
              <span className="bundle-name">{`This item: ${product.name}`}</span>
            </li>
          ) : null}
          {offer.items.map((item) => {
            const sale = (choice: ShopSkuChoice) =>
              money(choice.price - percentOf(choice.price, item.discount_percent));
            const cheapest = item.choices.reduce((a, b) => (b.price < a.price ? b : a));
            return (
              <li key={item.href}>
                <Pick name={item.name} choices={item.choices} money={sale} />
                {item.image ? <Picture image={item.image} sizes="56px" className="bundle-thumb" /> : null}
                <a className="bundle-name" href={item.href}>
                  {item.name}
                </a>
                <span className="bundle-price">
                  {item.discount_percent > 0 ? (
                    <>
                      <strong>{sale(cheapest)}</strong> <s>{money(cheapest.price)}</s>
                    </>
                  ) : (
                    money(cheapest.price)
                  )}
                </span>
              </li>
            );
          })}
        </ul>
        <button type="submit">Add selected to cart</button>
      </form>
    </section>
  );
}
