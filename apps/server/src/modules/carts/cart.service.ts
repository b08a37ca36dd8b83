import {
  type AddonPick,
  addonProblems,
  addToCart,
  type BundleOffer,
  type CartLine,
  type CartView,
  type CartViewLine,
  type CouponLine,
  type CsvRowError,
  lineKey,
  measurementProblem,
  type OfferedAddon,
  priceCartLines,
  readMeasurements,
  sellableOf,
  stockProblem,
} from '@stallfront/shared';
import { imageSrcset } from '@stallfront/shared/shop';
import type { Db, Tx } from '../../db/client.js';
import type { CartRow, ProductRow } from '../../db/schema/index.js';
import { badRequest, conflict, HttpError, notFound } from '../../platform/errors.js';
import { bundleOffersOf } from '../product-extras/addon-products.js';
import { offeredAddonsOf } from '../product-extras/addons.js';
import { mediaSizes } from '../shop/shop.repo.js';
import { cartCouponOf, type CouponShopper, judgeCoupon } from '../coupons/cart-coupon.js';
import { withAddonFiles } from './addon-files.js';
import { openCart, productsBySku, saveCartLines } from './cart.repo.js';

export interface CartStore {
  id: string;
  currency: string;
  /** Quote stores collect a quote request; every other cart becomes an order. */
  cartKind: 'order' | 'quote';
  /** The store's features, where the cart is priced for a shopper: add-ons and bundles need addon_products. */
  features?: readonly string[];
}

/** What prices a cart beyond its items: the bundles its products make and the add-ons they offer. */
export interface CartExtras {
  offers: readonly BundleOffer[];
  addons: ReadonlyMap<string, readonly OfferedAddon[]>;
}
const NO_EXTRAS: CartExtras = { offers: [], addons: new Map() };

/** The extras of the products in a cart, read in two statements. */
export async function cartExtrasOf(
  db: Db | Tx,
  store: { id: string; features?: readonly string[] },
  productIds: string[],
): Promise<CartExtras> {
  return { offers: await bundleOffersOf(db, store, productIds), addons: await offeredAddonsOf(db, store, productIds) };
}

/** The measurement sets a cart asks a shopper for: a made-to-measure item's, in an order cart (a quote is measured with the merchant). */
const measuredSets = (store: CartStore, product: ProductRow) =>
  store.cartKind === 'order' ? (product.customModel?.mm_sets ?? []) : [];

/** How many of a SKU the cart holds over all its lines (one per set of add-ons). */
const unitsOfSku = (lines: readonly CartLine[], sku: string) =>
  lines.filter((l) => l.sku === sku).reduce((n, l) => n + l.quantity, 0);

/**
 * Puts a quantity of a SKU, with its add-ons and measurements, in the cart (making the cart when
 * there is none); answers its id. The add-ons must be the product's, a required one given, a text
 * within its length, a file one of the store's uploads; a made-to-measure item needs every
 * measurement of its sets (`mm` fields).
 */
export async function addCartLine(
  db: Db,
  store: CartStore,
  cartId: string | null,
  input: Omit<CartLine, 'addons'> & { addons?: AddonPick[]; mm?: Record<string, string> },
  now: Date,
): Promise<string> {
  const cart = await openCart(db, store.id, cartId);
  const { product, sellable } = await requireSold(db, store, input.sku);
  const requireStock = (units: number) => {
    const shortage = stockProblem(sellable, units);
    if (shortage) throw conflict(`quantity: ${shortage}`);
  };
  requireStock(input.quantity);
  const offered = (await offeredAddonsOf(db, store, [product.id])).get(product.id) ?? [];
  const { measurements, problems } = readMeasurements(input.mm ?? {}, measuredSets(store, product));
  const [wrong] = [...addonProblems(input.addons ?? [], offered), ...problems];
  if (wrong) throw badRequest(`${wrong.field}: ${wrong.message}`);
  const addons = await withAddonFiles(db, store.id, input.addons ?? []);
  const line: CartLine = { sku: input.sku, quantity: input.quantity, addons, measurements };
  const { lines: next, problem } = addToCart(cart?.lines ?? [], line);
  if (problem) throw conflict(`quantity: ${problem}`);
  requireStock(unitsOfSku(next, input.sku));
  return saveCartLines(db, store.id, cart, next, store.cartKind, now);
}

/**
 * A quick order: many SKUs at once, as a repeat buyer types them. Every line is checked
 * first and every problem named by its row (`row`, its place in the form, else its place in
 * `input`) and field, told with the rows the form could not read (`problems`); with any
 * problem the cart stays as it was (a 409 whose `errors` hold them all).
 */
export async function addCartLines(
  db: Db,
  store: CartStore,
  cartId: string | null,
  input: (CartLine & { row?: number })[],
  now: Date,
  { quickOrder = true, problems: unread = [] as readonly CsvRowError[] } = {},
): Promise<string> {
  const cart = await openCart(db, store.id, cartId);
  let lines = cart?.lines ?? [];
  const problems: CsvRowError[] = [...unread];
  const rowOf = (i: number) => input[i]?.row ?? i + 1;
  for (const [i, { row: _row, ...line }] of input.entries()) {
    const next = addToCart(lines, line);
    if (next.problem) problems.push({ row: rowOf(i), column: 'quantity', message: next.problem });
    else lines = next.lines;
  }
  const bySku = await productsBySku(
    db,
    store.id,
    lines.map((l) => l.sku),
  );
  for (const [i, line] of input.entries()) {
    if (problems.some((p) => p.row === rowOf(i))) continue;
    const problem = sellingProblem(bySku.get(line.sku), line.sku, unitsOfSku(lines, line.sku));
    if (problem) problems.push({ row: rowOf(i), ...problem });
  }
  if (problems.length > 0) {
    const told = problems
      .sort((a, b) => a.row - b.row)
      .map((p) => `row ${p.row}: ${p.message}`)
      .join('; ');
    throw new HttpError(409, `${told}. Nothing was added.`, false, problems);
  }
  return saveCartLines(db, store.id, cart, lines, store.cartKind, now, { quickOrder });
}

/**
 * Sets a line's quantity (named by its lineKey, or by its SKU when it has no add-ons); 0 takes the
 * line out. More than the stock holds is refused, naming what is left.
 */
export async function setCartQuantity(
  db: Db,
  store: CartStore,
  cartId: string | null,
  input: { line?: string; sku: string; quantity: number },
  now: Date,
): Promise<void> {
  const cart = await openCart(db, store.id, cartId);
  const key = input.line ?? input.sku;
  const line = cart?.lines.find((l) => lineKey(l) === key);
  if (!cart || !line) throw notFound('This item is not in your cart.');
  const next =
    input.quantity === 0
      ? cart.lines.filter((l) => l !== line)
      : cart.lines.map((l) => (l === line ? { ...l, quantity: input.quantity } : l));
  // Fewer is always allowed: a line over what is left steps down to it one at a time.
  if (input.quantity > line.quantity) {
    const shortage = stockProblem((await requireSold(db, store, line.sku)).sellable, unitsOfSku(next, line.sku));
    if (shortage) throw conflict(`quantity: ${shortage}, so your cart keeps ${line.quantity}`);
  }
  await saveCartLines(db, store.id, cart, next, store.cartKind, now);
}

/** The product selling a SKU of this shop, and what the SKU sells, or the refusal. */
async function requireSold(db: Db, store: CartStore, sku: string) {
  const product = (await productsBySku(db, store.id, [sku])).get(sku);
  if (!product) throw notFound('sku: no item of this shop has that SKU');
  const found = sellableOf(product, sku);
  if (!found.ok) throw conflict(`sku: ${found.problem}`);
  return { product, sellable: found.sellable };
}

/** Why a row's SKU cannot be had in this quantity, told beside its SKU or its quantity; null when it can. */
function sellingProblem(
  product: ProductRow | undefined,
  sku: string,
  quantity: number,
): { column: 'sku' | 'quantity'; message: string } | null {
  if (!product) return { column: 'sku', message: `No item has the SKU ${sku}` };
  const found = sellableOf(product, sku);
  if (!found.ok) return { column: 'sku', message: found.problem };
  const shortage = stockProblem(found.sellable, quantity);
  return shortage ? { column: 'quantity', message: shortage } : null;
}

/** Who looks at a cart with a coupon code, when, and the delivery fee chosen (free shipping takes it off). */
export interface CouponViewer {
  shopper: CouponShopper;
  now: Date;
  shippingFee?: number;
}

/** The cart row, its products by SKU and the cart priced as the shop shows it (no coupon yet). */
export async function pricedCart(db: Db, store: CartStore, cartId: string | null) {
  const cart = await openCart(db, store.id, cartId);
  const bySku = await productsBySku(db, store.id, cart?.lines.map((l) => l.sku) ?? []);
  const extras = await cartExtrasOf(
    db,
    store,
    [...bySku.values()].map((p) => p.id),
  );
  return { cart, bySku, view: cartViewOf(store, cart, bySku, extras) };
}

/** Judges a code on a priced cart for a viewer (rules/coupons.ts). */
export function judgeCartCode(
  db: Db,
  store: CartStore,
  { cart, bySku, view }: Awaited<ReturnType<typeof pricedCart>>,
  code: string,
  viewer: CouponViewer,
) {
  const lines = couponLinesOf(view.lines, (i) => bySku.get(cart?.lines[i]?.sku ?? ''));
  const coupons = { storeId: store.id, currency: store.currency, lines, shippingFee: viewer.shippingFee ?? 0 };
  return judgeCoupon(db, coupons, code, viewer.shopper, viewer.now);
}

/**
 * The cart as the shop shows it, priced and checked against today's products, bundles and
 * add-ons; with a viewer, its coupon code judged for that shopper and its shares taken off.
 */
export async function viewCart(
  db: Db,
  store: CartStore,
  cartId: string | null,
  viewer?: CouponViewer,
): Promise<CartView> {
  const priced = await pricedCart(db, store, cartId);
  const { cart, view } = priced;
  if (cart?.couponCode && viewer && view.lines.length > 0) {
    const judged = await judgeCartCode(db, store, priced, cart.couponCode, viewer);
    view.coupon = cartCouponOf(judged, store.currency);
    view.lines.forEach((line, i) => {
      line.coupon_discount = judged.discount.lines[i] ?? 0;
    });
  }
  // The media store's smaller copies, so a thumbnail does not load a full-size picture.
  const sizes = await mediaSizes(
    db,
    store.id,
    view.lines.flatMap((l) => (l.image ? [l.image.url] : [])),
  );
  for (const line of view.lines) {
    const known = line.image && sizes.get(line.image.url);
    if (line.image && known) line.image.srcset = imageSrcset(line.image.url, known.width, known.sizes);
  }
  return view;
}

/**
 * Carts as their shoppers see them (add-ons priced, bundle savings taken), with one read of
 * all their products and one of their extras: a page of abandoned carts, a reminder's cart.
 */
export async function cartViewsOf(db: Db, store: CartStore, carts: CartRow[]): Promise<CartView[]> {
  const bySku = await productsBySku(db, store.id, [...new Set(carts.flatMap((c) => c.lines.map((l) => l.sku)))]);
  const extras = await cartExtrasOf(
    db,
    store,
    [...bySku.values()].map((p) => p.id),
  );
  return carts.map((cart) => cartViewOf(store, cart, bySku, extras));
}

/** The cart priced at today's prices with `extras` (none where not given: items at their own prices). */
export function cartViewOf(
  store: CartStore,
  cart: CartRow | null,
  bySku: Map<string, ProductRow>,
  extras: CartExtras = NO_EXTRAS,
): CartView {
  const found = (cart?.lines ?? []).map((line) => {
    const product = bySku.get(line.sku);
    return { line, product, found: product ? sellableOf(product, line.sku) : null };
  });
  const priced = priceCartLines(
    found.map(({ line, product, found }) => ({
      productId: product?.id ?? '',
      quantity: line.quantity,
      price: found?.ok ? found.sellable.price : 0,
      addons: line.addons,
    })),
    extras.offers,
    extras.addons,
  );
  const lines = found.map(({ line, product, found }, i): CartViewLine => {
    const sellable = found?.ok ? found.sellable : null;
    const { unitPrice, addons, addonProblem, saving } = priced[i] as (typeof priced)[number];
    const picture =
      (sellable?.variantIndex != null ? product?.variants[sellable.variantIndex]?.images[0] : undefined) ??
      product?.images[0];
    const name = sellable?.name ?? product?.name ?? line.sku;
    return {
      key: lineKey(line),
      sku: line.sku,
      name,
      product_slug: product?.slug ?? null,
      image: picture ? { url: picture.url, alt: picture.alt || name, srcset: null } : null,
      quantity: line.quantity,
      unit_price: unitPrice,
      addons,
      measurements: line.measurements ?? [],
      discount: saving.discount,
      discount_note: saving.note,
      line_total: unitPrice * line.quantity - saving.discount,
      coupon_discount: 0,
      tax_class_id: product?.taxClassId ?? null,
      problem: !found
        ? 'This item is no longer sold'
        : found.ok
          ? (stockProblem(found.sellable, line.quantity) ??
            addonProblem ??
            measurementProblem(line.measurements ?? [], product ? measuredSets(store, product) : []))
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
    coupon: null,
    ready: lines.length > 0 && lines.every((l) => l.problem === null),
  };
}

/** Cart lines as a coupon sees them: their product, catalogs and vendor, at the cart's prices. */
export function couponLinesOf(
  lines: readonly Pick<CartViewLine, 'unit_price' | 'quantity' | 'discount'>[],
  productAt: (i: number) => Pick<ProductRow, 'id' | 'catalogIds' | 'vendorId'> | undefined,
): CouponLine[] {
  return lines.map((line, i) => {
    const product = productAt(i);
    return {
      productId: product?.id ?? '',
      catalogIds: product?.catalogIds ?? [],
      vendorId: product?.vendorId ?? null,
      unitPrice: line.unit_price,
      quantity: line.quantity,
      discount: line.discount,
    };
  });
}
