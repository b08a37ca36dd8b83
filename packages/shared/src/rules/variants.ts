export interface VariantInput {
  option_values: string[];
  sku: string;
}

export interface FieldProblem {
  /** A form path such as `variants.2.sku`. */
  field: string;
  message: string;
}

/**
 * What is wrong with a product's options and variants: each variant names one value of
 * every option, no two variants share a combination, and no SKU repeats within the product.
 */
export function variantProblems(
  sku: string,
  options: { name: string; values: string[] }[],
  variants: VariantInput[],
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const names = new Set<string>();
  options.forEach((option, i) => {
    const key = option.name.toLowerCase();
    if (names.has(key)) problems.push({ field: `options.${i}.name`, message: 'is already an option of this product' });
    names.add(key);
  });
  if (variants.length > 0 && options.length === 0) {
    problems.push({ field: 'options', message: 'add an option (such as Size) before adding variants' });
    return problems;
  }
  const combinations = new Set<string>();
  const skus = new Map<string, string>([[sku, 'sku']]);
  variants.forEach((variant, i) => {
    if (variant.option_values.length !== options.length) {
      problems.push({
        field: `variants.${i}.option_values`,
        message: `needs one value for each of the ${options.length} options`,
      });
    } else {
      variant.option_values.forEach((value, j) => {
        const option = options[j];
        if (option && !option.values.includes(value)) {
          problems.push({ field: `variants.${i}.option_values`, message: `${value} is not a value of ${option.name}` });
        }
      });
    }
    const combination = variant.option_values.join(' / ');
    if (combinations.has(combination)) {
      problems.push({ field: `variants.${i}.option_values`, message: `${combination} is already a variant` });
    }
    combinations.add(combination);
    const other = skus.get(variant.sku);
    if (other)
      problems.push({
        field: `variants.${i}.sku`,
        message: `is the same as ${other === 'sku' ? "the product's SKU" : other}`,
      });
    else skus.set(variant.sku, `variant ${i + 1}'s SKU`);
  });
  return problems;
}

/** Every combination of the options' values, for the "generate variants" button. */
export function optionCombinations(options: { values: string[] }[]): string[][] {
  return options
    .reduce<string[][]>(
      (combos, option) => combos.flatMap((combo) => option.values.map((value) => [...combo, value])),
      [[]],
    )
    .filter((combo) => combo.length > 0);
}

/** A variant as the product form holds it: the carry rule keeps every other field it has. */
export interface CarriedVariant {
  option_values: string[];
  stock: number;
}

export interface VariantsFromOptions<V extends CarriedVariant> {
  variants: V[];
  /** The product's own stock, when it went to the first variant (a product getting its first variants). */
  carried: { stock: number; to: string[] } | null;
}

/**
 * The variants of every combination of the options, for "Create variants from options", done
 * as Shopify does when options are added to a product: nothing in stock is lost.
 * - A combination that is already a variant keeps it (SKU, price, stock, images).
 * - A variant whose values a new combination extends (an option was added: "S" becomes
 *   "S / Red", "S / Blue") goes on as the first such combination, with all it had.
 * - A product getting its first variants gives its own stock to the first combination; the
 *   others start at 0. `fresh` makes a new variant (its SKU and price from the product).
 */
export function variantsFromOptions<V extends CarriedVariant>(
  options: { values: string[] }[],
  current: V[],
  productStock: number,
  fresh: (values: string[]) => V,
): VariantsFromOptions<V> {
  const combos = optionCombinations(options);
  const keyOf = (values: string[]) => values.join(' / ');
  const kept = new Map(current.map((v) => [keyOf(v.option_values), v]));
  const comboKeys = new Set(combos.map(keyOf));
  // Variants whose own combination is gone: each may go on once, as a combination that extends it.
  const leftOver = current.filter((v) => !comboKeys.has(keyOf(v.option_values)));
  const extendsVariant = (combo: string[], v: V) => v.option_values.every((value) => combo.includes(value));
  let carried: VariantsFromOptions<V>['carried'] = null;
  const variants = combos.map((combo) => {
    const same = kept.get(keyOf(combo));
    if (same) return same;
    const index = leftOver.findIndex((v) => extendsVariant(combo, v));
    if (index >= 0) {
      const [parent] = leftOver.splice(index, 1) as [V];
      return { ...parent, option_values: combo };
    }
    const made = fresh(combo);
    if (current.length === 0 && carried === null && productStock > 0) {
      carried = { stock: productStock, to: combo };
      return { ...made, stock: productStock };
    }
    return made;
  });
  return { variants, carried };
}

export interface VariantTotals {
  /** The sum of the variants' stock: the product's own stock. */
  stock: number;
  priceMin: number;
  priceMax: number;
}

/**
 * What a product with variants shows for itself: its stock is theirs summed, its price the
 * range of theirs. Null without variants (the product's own stock and price stand). The
 * database keeps the stored row to the same rule (migration 0006_product_variant_totals).
 */
export function variantTotals(variants: { price: number; stock: number }[]): VariantTotals | null {
  if (variants.length === 0) return null;
  const prices = variants.map((v) => v.price);
  return {
    stock: variants.reduce((sum, v) => sum + v.stock, 0),
    priceMin: Math.min(...prices),
    priceMax: Math.max(...prices),
  };
}

/**
 * The swatch of each option value named like one of the store's variant colours, by value
 * (names match whatever their case: "navy" is the store's "Navy"). Values without one are left out.
 */
export function swatchesOf(values: string[], colours: { name: string; hex: string }[]): Record<string, string> {
  return swatchField(values, colours, (colour) => colour.hex.toLowerCase());
}

/** The swatch photo of each option value whose variant colour has one, by value, matched as swatchesOf matches. */
export function swatchImagesOf(
  values: string[],
  colours: { name: string; image?: string | null }[],
): Record<string, string> {
  return swatchField(values, colours, (colour) => colour.image ?? null);
}

function swatchField<Colour extends { name: string }>(
  values: string[],
  colours: Colour[],
  field: (colour: Colour) => string | null,
): Record<string, string> {
  const byName = new Map(colours.map((c) => [c.name.trim().toLowerCase(), c]));
  const found: Record<string, string> = {};
  for (const value of values) {
    const colour = byName.get(value.trim().toLowerCase());
    const picked = colour && field(colour);
    if (picked) found[value] = picked;
  }
  return found;
}
