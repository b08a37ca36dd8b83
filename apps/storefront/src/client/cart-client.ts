import type { ShopCartDrawer, ShopFormAnswer } from '@stallfront/shared/shop';
import type { CartClient } from '../islands/cart-drawer.js';

/**
 * The cart drawer's browser side: reads `cart.json`, and posts the page's add-to-cart forms
 * (`data-cart-add`) by script, telling the drawer what the shop answered. A form whose post
 * fails on the network is sent the ordinary way instead.
 */
export const cartClient: CartClient = {
  async load(href) {
    const res = await fetch(href, { headers: { accept: 'application/json' } });
    return res.ok ? ((await res.json()) as ShopCartDrawer) : null;
  },
  go(href) {
    window.location.assign(href);
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
    const res = await fetch(form.action, { method: 'POST', body, headers: { accept: 'application/json' } });
    const answer = (await res.json()) as ShopFormAnswer;
    return answer.ok ? null : (answer.message ?? Object.values(answer.errors)[0] ?? 'This could not be added.');
  } finally {
    if (button) button.disabled = false;
  }
}
