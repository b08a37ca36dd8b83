import { type GivenMeasurement, measurementsText } from './measurements.js';

/** What a shopper does with an add-on: ticks it (gift wrap), writes its text (a monogram) or sends a file to print. */
export const ADDON_KINDS = ['tick', 'text', 'file'] as const;
export type AddonKind = (typeof ADDON_KINDS)[number];

/** The files a file add-on takes (the input's accept); the server tells them by their bytes. */
export const ADDON_FILE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type AddonFileType = (typeof ADDON_FILE_TYPES)[number];
export const ADDON_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** What the shop says of them beside the file input. */
export const ADDON_FILE_HINT = 'JPEG, PNG, WebP or PDF, 10 MB at most';

/** A shopper's file kept for a file add-on: its id in the store's private files and the name it was sent under. */
export interface AddonFileRef {
  id: string;
  name: string;
}

/** An add-on chosen for a cart line: its id, the shopper's text for a text add-on, their file for a file add-on. */
export interface ChosenAddon {
  id: string;
  text?: string;
  file?: AddonFileRef;
}

/** An add-on as the buy form sends it: a file add-on names its uploaded file by id alone. */
export type AddonPick = Omit<ChosenAddon, 'file'> & { file?: string };

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
  file?: AddonFileRef;
  price: number;
}

/** The cart's key of a line: lines merge when SKU, add-ons (their texts and files) and measurements are the same. */
export function lineKey(line: {
  sku: string;
  addons?: readonly ChosenAddon[];
  measurements?: readonly { set: string; name: string; value: number }[];
}): string {
  if (!line.addons?.length && !line.measurements?.length) return line.sku;
  const chosen = [...(line.addons ?? [])]
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((a) => (a.file ? [a.id, a.text ?? '', a.file.id] : [a.id, a.text ?? '']));
  const measured = (line.measurements ?? []).map((m) => [m.set, m.name, m.value]);
  return `${line.sku}+${JSON.stringify([chosen, measured])}`;
}

export interface AddonProblem {
  /** `addon_<id>` for the add-on's input on the product page, `addons` for one no longer offered. */
  field: string;
  message: string;
}

const FILE_MISSING = 'Choose a file to print';

/** What is wrong with the add-ons chosen for a product: one no longer offered, a required one missing, a text too long, a file not sent. */
export function addonProblems(
  chosen: readonly (ChosenAddon | AddonPick)[],
  offered: readonly OfferedAddon[],
): AddonProblem[] {
  const problems: AddonProblem[] = [];
  for (const pick of chosen) {
    const addon = offered.find((o) => o.id === pick.id);
    if (!addon) problems.push({ field: 'addons', message: 'An option you chose is no longer offered' });
    else if (addon.kind === 'text' && (pick.text ?? '').length > addon.max_chars) {
      problems.push({ field: `addon_${addon.id}`, message: `${addon.max_chars} characters at most` });
    } else if (addon.kind === 'text' && !pick.text) {
      problems.push({ field: `addon_${addon.id}`, message: `Write the ${addon.name.toLowerCase()}` });
    } else if (addon.kind === 'file' && !pick.file) {
      problems.push({ field: `addon_${addon.id}`, message: FILE_MISSING });
    }
  }
  for (const addon of offered.filter((o) => o.required && !chosen.some((c) => c.id === o.id))) {
    const message =
      addon.kind === 'text'
        ? `Write the ${addon.name.toLowerCase()}`
        : addon.kind === 'file'
          ? FILE_MISSING
          : `Choose ${addon.name.toLowerCase()}`;
    problems.push({ field: `addon_${addon.id}`, message });
  }
  return problems;
}

/** The chosen add-ons as the order keeps them, in the product's order, each at its price now; one no longer offered is left out. */
export function orderedAddons(chosen: readonly ChosenAddon[], offered: readonly OfferedAddon[]): OrderedAddon[] {
  return offered.flatMap((addon) => {
    const pick = chosen.find((c) => c.id === addon.id);
    if (!pick) return [];
    return [
      {
        name: addon.name,
        price: addon.price,
        ...(addon.kind === 'text' ? { text: pick.text ?? '' } : {}),
        ...(addon.kind === 'file' && pick.file ? { file: { id: pick.file.id, name: pick.file.name } } : {}),
      },
    ];
  });
}

/** What the add-ons add to each unit of a line. */
export const addonsPrice = (addons: readonly OrderedAddon[]) => addons.reduce((n, a) => n + a.price, 0);

/** A line's add-ons in a phrase: "Gift wrap · Monogram: “ARK” · Print your photo: beach.jpg". */
export const addonsText = (addons: readonly OrderedAddon[]) =>
  addons
    .map((a) => (a.file ? `${a.name}: ${a.file.name}` : a.text === undefined ? a.name : `${a.name}: “${a.text}”`))
    .join(' · ');

/** What a line carries beyond its item, in a phrase: its add-ons, then its measurements. */
export const lineDetailsText = (line: { addons: readonly OrderedAddon[]; measurements: readonly GivenMeasurement[] }) =>
  [addonsText(line.addons), measurementsText(line.measurements)].filter(Boolean).join(' · ');

/**
 * A line's options as a second line under its name, or '' when the name already ends with them
 * (an order line's name is "Cargo Shorts / S": printing "S" again would say it twice).
 */
export function lineOptionsText(line: { name: string; option_values: readonly string[] }): string {
  const options = line.option_values.join(' / ');
  return options && !line.name.endsWith(options) ? options : '';
}
