import { type GivenMeasurement, measurementsText } from './measurements.js';

/** What a shopper does with an add-on: ticks it (gift wrap) or writes its text (a monogram). */
export const ADDON_KINDS = ['tick', 'text'] as const;
export type AddonKind = (typeof ADDON_KINDS)[number];

/** An add-on chosen for a cart line: its id, and the shopper's text for a text add-on. */
export interface ChosenAddon {
  id: string;
  text?: string;
}

/** An add-on as a product offers it now (attached to it or to one of its catalogs). */
export interface OfferedAddon {
  id: string;
  name: string;
  kind: AddonKind;
  /** Minor units added to each unit of the line. */
  price: number;
  required: boolean;
  /** The longest text of a text add-on. */
  max_chars: number;
}

/** An add-on as an order line keeps it: what it was called and cost when ordered. */
export interface OrderedAddon {
  name: string;
  text?: string;
  price: number;
}

/** The cart's key of a line: lines merge when SKU, add-ons (and their texts) and measurements are the same. */
export function lineKey(line: {
  sku: string;
  addons?: readonly ChosenAddon[];
  measurements?: readonly { set: string; name: string; value: number }[];
}): string {
  if (!line.addons?.length && !line.measurements?.length) return line.sku;
  const chosen = [...(line.addons ?? [])].sort((a, b) => a.id.localeCompare(b.id)).map((a) => [a.id, a.text ?? '']);
  const measured = (line.measurements ?? []).map((m) => [m.set, m.name, m.value]);
  return `${line.sku}+${JSON.stringify([chosen, measured])}`;
}

export interface AddonProblem {
  /** `addon_<id>` for the add-on's input on the product page, `addons` for one no longer offered. */
  field: string;
  message: string;
}

/** What is wrong with the add-ons chosen for a product: one no longer offered, a required one missing, a text too long. */
export function addonProblems(chosen: readonly ChosenAddon[], offered: readonly OfferedAddon[]): AddonProblem[] {
  const problems: AddonProblem[] = [];
  for (const pick of chosen) {
    const addon = offered.find((o) => o.id === pick.id);
    if (!addon) problems.push({ field: 'addons', message: 'An option you chose is no longer offered' });
    else if (addon.kind === 'text' && (pick.text ?? '').length > addon.max_chars) {
      problems.push({ field: `addon_${addon.id}`, message: `${addon.max_chars} characters at most` });
    } else if (addon.kind === 'text' && !pick.text) {
      problems.push({ field: `addon_${addon.id}`, message: `Write the ${addon.name.toLowerCase()}` });
    }
  }
  for (const addon of offered.filter((o) => o.required && !chosen.some((c) => c.id === o.id))) {
    const message =
      addon.kind === 'text' ? `Write the ${addon.name.toLowerCase()}` : `Choose ${addon.name.toLowerCase()}`;
    problems.push({ field: `addon_${addon.id}`, message });
  }
  return problems;
}

/** The chosen add-ons as the order keeps them, in the product's order, each at its price now; one no longer offered is left out. */
export function orderedAddons(chosen: readonly ChosenAddon[], offered: readonly OfferedAddon[]): OrderedAddon[] {
  return offered.flatMap((addon) => {
    const pick = chosen.find((c) => c.id === addon.id);
    if (!pick) return [];
    return [{ name: addon.name, price: addon.price, ...(addon.kind === 'text' ? { text: pick.text ?? '' } : {}) }];
  });
}

/** What the add-ons add to each unit of a line. */
export const addonsPrice = (addons: readonly OrderedAddon[]) => addons.reduce((n, a) => n + a.price, 0);

/** A line's add-ons in a phrase: "Gift wrap · Monogram: “ARK”". */
export const addonsText = (addons: readonly OrderedAddon[]) =>
  addons.map((a) => (a.text === undefined ? a.name : `${a.name}: “${a.text}”`)).join(' · ');

/** What a line carries beyond its item, in a phrase: its add-ons, then its measurements. */
export const lineDetailsText = (line: { addons: readonly OrderedAddon[]; measurements: readonly GivenMeasurement[] }) =>
  [addonsText(line.addons), measurementsText(line.measurements)].filter(Boolean).join(' · ');
