import type { PopupMemory } from '../islands/store-popup.js';

// Storage can be switched off or full (a private window): the pop-up then simply shows again.
export const popupMemory: PopupMemory = {
  closedBefore({ key, version }) {
    try {
      return window.localStorage.getItem(key) === version;
    } catch {
      return false;
    }
  },
  rememberClosed({ key, version }) {
    try {
      window.localStorage.setItem(key, version);
    } catch {
      // Nothing to keep it in: the visitor sees it again on the next page.
    }
  },
};
