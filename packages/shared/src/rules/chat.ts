import { access } from './call-access.js';
import { CHAT_IMAGE_MAX_BYTES, CHAT_PAGE_SIZE } from '../catalog/limits.js';

/** Support chat is the store owner's alone (spec section 6: "only an active owner store"). */
export const CHAT_ACCESS = access();

/** The longest chat text: a long message fits, a pasted document (20 KB) does not. */
export const CHAT_TEXT_MAX = 4000;

/** Messages a store may send a minute: a person typing stays far below it, a script does not. */
export const CHAT_MESSAGES_PER_MINUTE = 20;

/** Controls that reorder text as it is shown (U+202E makes "gpj.exe" read "exe.jpg"). */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
/** A message's text without them: what it shows is what was typed, in order. */
export const withoutBidiControls = (text: string) => text.replace(BIDI_CONTROLS, '');

/** The image types a chat image may be (spec section 5), checked again on the server by the bytes. */
export const CHAT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The spec's words for an image over the limit (section 8). */
export const CHAT_IMAGE_TOO_LARGE = 'Accept file size upto 1 MB';

/** Who wrote a message: the store's owner or the platform's support. */
export type ChatSide = 'store' | 'support';

/** The two messages a store's conversation opens with: a first-time owner's badge shows 2 (spec section 9). */
export const WELCOME_MESSAGES = [
  'Welcome to Stallfront! This is your direct line to our support team.',
  'Ask us anything about setting up your store, products, orders or billing. We usually reply within a few hours.',
] as const;
export const SUPPORT_SENDER_NAME = 'Stallfront Support';

/** Whether the signed-in person gets the chat button and its unread count (spec section 6). */
export function hasSupportChat(who: { loginType: string; storeStatus?: string }): boolean {
  return who.loginType === 'admin' && who.storeStatus === 'active';
}

/** A picked image: ignored when its type is not allowed (spec section 8), refused with the spec's words when too large. */
export function chatImageCheck(file: { type: string; size: number }): 'ok' | 'ignore' | typeof CHAT_IMAGE_TOO_LARGE {
  if (!(CHAT_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'ignore';
  return file.size > CHAT_IMAGE_MAX_BYTES ? CHAT_IMAGE_TOO_LARGE : 'ok';
}

/** A blank text is not sent (spec section 5), unless an image goes with it (its caption is optional). */
export function isSendable(content: string, hasImage: boolean): boolean {
  return hasImage || content.trim().length > 0;
}

/** What Enter does in the chat box: send, or a new line with Shift (spec section 5). */
export function enterAction(key: { key: string; shiftKey: boolean; isComposing?: boolean }): 'send' | 'newline' | null {
  if (key.key !== 'Enter' || key.isComposing) return null;
  return key.shiftKey ? 'newline' : 'send';
}

/** A message's lines, shown with a break between each (spec section 5), never as the sender's HTML. */
export const chatLines = (content: string): string[] => content.split(/\r\n|\r|\n/);

/** Scrolling up loads an older page while the total exceeds what is loaded (spec section 4). */
export function olderPage(loaded: number, total: number): { skip: number; limit: number } | null {
  return total > loaded ? { skip: loaded, limit: CHAT_PAGE_SIZE } : null;
}
