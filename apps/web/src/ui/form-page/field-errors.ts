import { ApiError } from '../../api/api-error';

/** Whether a form path ("sku", "variants.0.sku") names a value the form holds. */
export function hasPath(values: unknown, path: string): boolean {
  let node = values;
  for (const key of path.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, key)) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return true;
}

/**
 * Splits a refused save into the errors that belong on the form's fields and the text left for a
 * toast: the whole message when no named field is on the form, else the parts that are not.
 */
export function sortServerErrors(values: unknown, error: unknown): { fields: Record<string, string>; toast?: string } {
  if (!(error instanceof ApiError))
    return { fields: {}, toast: error instanceof Error ? error.message : String(error) };
  const fields: Record<string, string> = {};
  const others: string[] = [];
  for (const [path, message] of Object.entries(error.fieldErrors)) {
    if (hasPath(values, path)) fields[path] = message;
    else others.push(`${path}: ${message}`);
  }
  if (Object.keys(fields).length === 0) return { fields, toast: error.message };
  return { fields, toast: others.length > 0 ? others.join('; ') : undefined };
}

/** Scrolls to and focuses the first of these fields on the page, in the order a reader meets them. */
export function focusFirstField(nodes: readonly (HTMLElement | null)[]): HTMLElement | undefined {
  const [first] = nodes
    .filter((node): node is HTMLElement => node !== null)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  first?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  first?.focus({ preventScroll: true });
  return first;
}
