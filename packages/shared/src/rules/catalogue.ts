/** The platform's catalogue of packages, features and currencies (/admin/packages, /admin/features, /admin/currencies). */

/** 10000 basis points = 100 %. */
export const FEE_BPS_MAX = 10_000;

export interface VersionFacts {
  version: number;
  immediate: boolean;
  createdAt: Date;
}

/**
 * The version of a package a store pays under: the newest one that was saved before the store's
 * current period began, or was saved as immediate. A store with no paid period (`periodStart`
 * null) gets the newest. Versions are snapshots, so an immediate edit carries the edits before it.
 */
export function versionInForce<V extends VersionFacts>(
  versions: readonly V[],
  periodStart: Date | null,
): V | undefined {
  let best: V | undefined;
  for (const v of versions) {
    const applies = periodStart === null || v.immediate || v.createdAt.getTime() <= periodStart.getTime();
    if (applies && (!best || v.version > best.version)) best = v;
  }
  return best ?? versions.reduce<V | undefined>((a, v) => (!a || v.version < a.version ? v : a), undefined);
}

/** What a package refers to that the catalogue lacks: features, currencies; empty when all is known. */
export function unknownReferences(
  pkg: { features: readonly string[]; staff_tier: string | null; prices: Record<string, number> },
  known: { features: ReadonlySet<string>; currencies: ReadonlySet<string> },
): string[] {
  const problems: string[] = [];
  const features = [...pkg.features, ...(pkg.staff_tier ? [pkg.staff_tier] : [])];
  const unknown = features.filter((f) => !known.features.has(f));
  if (unknown.length) problems.push(`Unknown feature${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}.`);
  const currencies = Object.keys(pkg.prices).filter((c) => !known.currencies.has(c));
  if (currencies.length)
    problems.push(`No active billing currency ${currencies.join(', ')}: add it on the currencies page first.`);
  return problems;
}

/** The package's features with the staff tier as its one staff feature. */
export function featuresWithStaffTier(
  features: readonly string[],
  staffTier: string | null,
  isStaffFeature: (f: string) => boolean,
): string[] {
  const rest = features.filter((f) => !isStaffFeature(f));
  return [...new Set(staffTier ? [...rest, staffTier] : rest)];
}
