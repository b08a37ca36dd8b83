import type { EditorsNotice } from '../schemas/editing.js';

/**
 * The other people with a thing open, once each, for this console: its own socket is left out, and
 * a person with the form open in two tabs counts once. An owner's second tab is "you", not another.
 */
export function otherEditors(notice: EditorsNotice, ownSocketId: string, ownUserId: string): string[] {
  const names = new Map<string, string>();
  for (const editor of notice.editors) {
    if (editor.socket_id === ownSocketId || editor.user_id === ownUserId) continue;
    names.set(editor.user_id, editor.name);
  }
  return [...names.values()].sort((a, b) => a.localeCompare(b));
}

/** "Priya is editing this product", "Priya and Sam are editing…", "Priya and 2 others are editing…"; null for nobody. */
export function editingSentence(names: readonly string[], what: string): string | null {
  const [first, second] = names;
  if (!first) return null;
  if (names.length === 1) return `${first} is editing ${what}`;
  if (names.length === 2) return `${first} and ${second} are editing ${what}`;
  return `${first} and ${names.length - 1} others are editing ${what}`;
}
