import {
  addToCart,
  type BundleOffer,
  bundleSavings,
  type CartLine,
  type CartLineInput,
  type CartView,
  type CartViewLine,
  sellableOf,
  NO_SAVING,
  stockProblem,
} from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import type { CartRow, ProductRow } from '../../db/schema/index.js';
import { conflict, notFound } from '../../platform/errors.js';
import { bundleOffersOf } from '../product-extras/addon-products.js';
import { openCart, productsBySku, saveCartLines } from './cart.repo.js';

export interface CartStore {
  id: string;
  currency: string;
  /** Quote stores collect a quote request; every other cart becomes an order. */
  cartKind: 'order' | 'quote';
  /** The store's features, where the cart is priced for a shopper: add-on bundles discount with addon_products. */
  features?: readonly string[];
}

/** Puts a quantity of a SKU in the cart (making the cart when there is none); answers its id. */
export async function addCartLine(
  db: Db,
  store: CartStore,
  cartId: string | null,
  input: CartLineInput,
  now: Date,
): Promise<string> {
  const cart = await openCart(db, store.id, cartId);
  const lines = cart?.lines ?? [];
  const { lines: next, problem } = addToCart(lines, input);
  if (problem) throw conflict(`quantity: ${problem}`);
  const wanted = (next.find((l) => l.sku === input.sku) as CartLine).quantity;
  await requireSellable(db, store, input.sku, wanted);
  return saveCartLines(db, store.id, cart, next, store.cartKind, now);
}

/**
 * A quick order: many SKUs at once, as a repeat buyer types them. Every line is checked
 * first and every problem named by its row; with any problem the cart stays as it was.
 */
export async function addCartLines(
  db: Db,
  store: CartStore,
  cartId: string | null,
  input: CartLineInput[],
  now: Date,
  { quickOrder = true } = {},
): Promise<string> {
  const cart = await openCart(db, store.id, cartId);
  let lines = cart?.lines ?? [];
  const problems: string[] = [];
  for (const [row, line] of input.entries()) {
    const next = addToCart(lines, line);
    if (next.problem) problems.push(`row ${row + 1}: ${next.problem}`);
    else lines = next.lines;
  }
  const bySku = await productsBySku(
    db,
    store.id,
    lines.map((l) => l.sku),
  );
  for (const [row, line] of input.entries()) {
    const wanted = lines.find((l) => l.sku === line.sku)?.quantity ?? line.quantity;
    const problem = sellingProblem(bySku.get(line.sku), line.sku, wanted);
    if (problem) problems.push(`row ${row + 1}: ${problem}`);
  }
  if (problems.length > 0) throw conflict(`${problems.join('; ')}. Nothing was added.`);
  return saveCartLines(db, store.id, cart, lines, store.cartKind, now, { quickOrder });
}

/** Sets a line's quantity; 0 takes the line out. */
export async function setCartQuantity(
  db: Db,
  store: CartStore,
  cartId: string | null,
  input: { sku: string; quantity: number },
  now: Date,
): Promise<void> {
  const cart = await openCart(db, store.id, cartId);
  if (!cart?.lines.some((l) => l.sku === input.sku)) throw notFound('This item is not in your cart.');
  if (input.quantity > 0) await requireSellable(db, store, input.sku, input.quantity);
  const next =
    input.quantity === 0
      ? cart.lines.filter((l) => l.sku !== input.sku)
      : cart.lines.map((l) => (l.sku === input.sku ? { ...l, quantity: input.quantity } : l));
  await saveCartLines(db, store.id, cart, next, store.cartKind, now);
}

async function requireSellable(db: Db, store: CartStore, sku: string, quantity: number) {
  const product = (await productsBySku(db, store.id, [sku])).get(sku);
  if (!product) throw notFound('sku: no item of this shop has that SKU');
  const found = sellableOf(product, sku);
  if (!found.ok) throw conflict(`sku: ${found.problem}`);
  const shortage = stockProblem(found.sellable, quantity);
  if (shortage) throw conflict(`quantity: ${shortage}`);
}

function sellingProblem(product: ProductRow | undefined, sku: string, quantity: number): string | null {
  if (!product) return `no item has the SKU ${sku}`;
  const found = sellableOf(product, sku);
  return found.ok ? stockProblem(found.sellable, quantity) : found.problem;
}

/** The cart as the shop shows it, priced and checked against today's products. */
export async function viewCart(db: Db, store: CartStore, cartId: string | null): Promise<CartView> {
  const cart = await openCart(db, store.id, cartId);
  const bySku = await productsBySku(db, store.id, cart?.lines.map((l) => l.sku) ?? []);
  const offers = await bundleOffersOf(
    db,
    store,
    [...bySku.values()].map((p) => p.id),
  );
  return cartViewOf(store, cart, bySku, offers);
}

/** The cart priced at today's prices, with the add-on bundles' savings of `offers` (none where not given). */
export function cartViewOf(
  store: CartStore,
  cart: CartRow | null,
  bySku: Map<string, ProductRow>,
  offers: readonly BundleOffer[] = [],
): CartView {
  const priced = (cart?.lines ?? []).map((line) => {
    const product = bySku.get(line.sku);
    const found = product ? sellableOf(product, line.sku) : null;
    return { line, product, found, unitPrice: found?.ok ? found.sellable.price : 0 };
  });
  const savings = bundleSavings(
    priced.map((p) => ({ productId: p.product?.id ?? '', quantity: p.line.quantity, unitPrice: p.unitPrice })),
    offers,
  );
  const lines = priced.map(({ line, product, found, unitPrice }, i): CartViewLine => {
    const sellable = found?.ok ? found.sellable : null;
    const saving = savings[i] ?? NO_SAVING;
    const variantImage =
      sellable?.variantIndex != null ? product?.variants[sellable.variantIndex]?.images[0]?.url : undefined;
    return {
      sku: line.sku,
      name: sellable?.name ?? product?.name ?? line.sku,
      product_slug: product?.slug ?? null,
      image: variantImage ?? product?.images[0]?.url ?? null,
      quantity: line.quantity,
      unit_price: unitPrice,
      discount: saving.discount,
      discount_note: saving.note,
      line_total: unitPrice * line.quantity - saving.discount,
      tax_rate_bp: product?.taxRateBp ?? 0,
      problem: !found
        ? 'This item is no longer sold'
        : found.ok
          ? stockProblem(found.sellable, line.quantity)
          : found.problem,
    };
  });
  return {
    id: cart?.id ?? null,
    kind: cart?.kind ?? store.cartKind,
    currency: store.currency,
    lines,
    item_count: lines.reduce((n, l) => n + l.quantity, 0),
    subtotal: lines.reduce((n, l) => n + l.line_total, 0),
    ready: lines.length > 0 && lines.every((l) => l.problem === null),
  };
}
