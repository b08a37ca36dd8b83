import { type KeyboardEvent, useEffect, useState } from 'react';
import type { ShopPopup } from '@stallfront/shared/shop';

export interface StorePopupProps {
  popup: ShopPopup;
  /** The page's chat button holds the bottom-right corner: on a phone the sheet leaves it room. */
  besideChat: boolean;
  /** Given by the client entry at hydration. */
  memory?: PopupMemory;
}

type Remember = NonNullable<ShopPopup['remember']>;

/** Where the browser keeps what the visitor closed (client/popup-memory.ts): kept out of this file, which the server renders too. */
export interface PopupMemory {
  closedBefore(remember: Remember): boolean;
  rememberClosed(remember: Remember): void;
}

/**
 * The store pop-up: nothing on the server (without JavaScript there is no pop-up, it is an
 * extra), then after its delay a card in the bottom-left corner. It never blocks the page: no
 * backdrop, no focus taken, so the shopper (and a browser test) can click around it.
 */
export function StorePopup({ popup, besideChat, memory }: StorePopupProps) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!memory || (popup.remember && memory.closedBefore(popup.remember))) return;
    const timer = setTimeout(() => setOpen(true), popup.delay_seconds * 1000);
    return () => clearTimeout(timer);
  }, [popup, memory]);

  if (!open) return null;
  const remember = () => {
    if (popup.remember) memory?.rememberClosed(popup.remember);
  };
  const close = () => {
    remember();
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };
  return (
    <aside
      role="dialog"
      aria-label={popup.title}
      className={besideChat ? 'store-popup beside-chat' : 'store-popup'}
      onKeyDown={onKeyDown}
    >
      {popup.image ? <img className="popup-image" src={popup.image} alt="" /> : null}
      <div className="popup-head">
        <h2>{popup.title}</h2>
        <button type="button" className="popup-close" onClick={close} aria-label="Close">
          ×
        </button>
      </div>
      {popup.text ? <p className="popup-text">{popup.text}</p> : null}
      {popup.button ? (
        <a className="button" href={popup.button.href} onClick={remember}>
          {popup.button.label}
        </a>
      ) : null}
    </aside>
  );
}
