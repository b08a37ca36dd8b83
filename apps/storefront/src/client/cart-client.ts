import type { ShopAddonFileAnswer, ShopCartDrawer, ShopFormAnswer } from '@stallfront/shared/shop';
import type { CartClient } from '../islands/cart-editing.js';

/** The cart page's lines and the header's drawer tell each other of a change by this event. */
const CART_CHANGED = 'stallfront:cart';

/**
 * The cart drawer's browser side: reads `cart.json`, and posts the page's add-to-cart forms
 * (`data-cart-add`) by script, telling the drawer what the shop answered. A form whose post
 * fails on the network is sent the ordinary way instead. A quantity changed in the drawer or on
 * the cart page is posted by script too, and each tells the other of the cart it leaves.
 */
export const cartClient: CartClient = {
  async load(href) {
    const res = await fetch(href, { headers: { accept: 'application/json' } });
    return res.ok ? ((await res.json()) as ShopCartDrawer) : null;
  },
  go(href) {
    window.location.assign(href);
  },
  async send(action, fields) {
    const res = await fetch(action, {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: { accept: 'application/json' },
    });
    return (await res.json()) as ShopFormAnswer;
  },
  changed(drawer) {
    document.dispatchEvent(new CustomEvent<ShopCartDrawer>(CART_CHANGED, { detail: drawer }));
  },
  onChanged(listener) {
    const onChange = (event: Event) => listener((event as CustomEvent<ShopCartDrawer>).detail);
    document.addEventListener(CART_CHANGED, onChange);
    return () => document.removeEventListener(CART_CHANGED, onChange);
  },
  onAdded(listener) {
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-cart-add')) return;
      event.preventDefault();
      void post(form).then(listener, () => form.submit());
    };
    document.addEventListener('submit', onSubmit);
    return () => document.removeEventListener('submit', onSubmit);
  },
};

/** Posts the form as the browser would, answering the shop's problem with it, or null when added. */
async function post(form: HTMLFormElement): Promise<string | null> {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (button) button.disabled = true;
  try {
    const body = new URLSearchParams();
    for (const [name, value] of new FormData(form)) body.append(name, String(value));
    const unsent = await sendAddonFiles(form, body);
    if (unsent) return unsent;
    const res = await fetch(form.action, { method: 'POST', body, headers: { accept: 'application/json' } });
    const answer = (await res.json()) as ShopFormAnswer;
    return answer.ok ? null : (answer.message ?? Object.values(answer.errors)[0] ?? 'This could not be added.');
  } finally {
    if (button) button.disabled = false;
  }
}

/**
 * Uploads the files chosen for the form's file add-ons ({base}/cart/file, beside the form's
 * {base}/cart) and adds each one's id to the form's fields; answers the shop's refusal, or null.
 */
async function sendAddonFiles(form: HTMLFormElement, body: URLSearchParams): Promise<string | null> {
  for (const input of form.querySelectorAll<HTMLInputElement>('input[type="file"][data-addon-file]')) {
    const file = input.files?.[0];
    if (!file) continue;
    const upload = new FormData();
    upload.append('file', file);
    const res = await fetch(`${form.action}/file`, {
      method: 'POST',
      body: upload,
      headers: { accept: 'application/json', 'x-csrf-token': body.get('_csrf') ?? '' },
    });
    const answer = (await res.json().catch(() => null)) as ShopAddonFileAnswer | { message?: string } | null;
    if (!answer || !('ok' in answer))
      return answer?.message ?? 'Your file could not be sent: reload the page and try again.';
    if (!answer.ok) return answer.message;
    body.append(`addon_file_${input.dataset.addonFile}`, answer.file.id);
  }
  return null;
}
