/**
 * A shop page is the same for every visitor, so the node and a CDN can keep it. What differs
 * (the header's cart count and the signed-in name) rides in this cookie, which the server sets
 * whenever it learns them (a page it renders for the visitor, a form post) and a small inline
 * script of the page writes into the header before it is painted.
 */
export const SHOP_VISITOR_COOKIE = 'sf_visitor';

export interface ShopVisitorBits {
  cart_count: number;
  /** The signed-in customer's first name. */
  customer: string | null;
}

/** The cookie's value ("3|Asha"), or null when there is nothing to show (the cookie goes). */
export function visitorCookieValue({ cart_count, customer }: ShopVisitorBits): string | null {
  return cart_count > 0 || customer ? `${Math.max(0, cart_count)}|${customer ?? ''}` : null;
}

/** The bits in a Cookie header (document.cookie reads the same way); none when absent or unreadable. */
export function visitorOfCookies(cookies: string): ShopVisitorBits {
  const raw = new RegExp(`(?:^|;\\s*)${SHOP_VISITOR_COOKIE}=([^;]*)`).exec(cookies)?.[1];
  if (!raw) return { cart_count: 0, customer: null };
  let text = raw;
  try {
    text = decodeURIComponent(raw);
  } catch {
    return { cart_count: 0, customer: null };
  }
  const cut = text.indexOf('|');
  const count = Number.parseInt(cut < 0 ? text : text.slice(0, cut), 10);
  const name = cut < 0 ? '' : text.slice(cut + 1);
  return { cart_count: Number.isFinite(count) && count > 0 ? count : 0, customer: name || null };
}

/**
 * The inline script that follows the header: it writes the cookie's name into the account link
 * and its count onto the cart link (textContent only: the cookie is never read as markup). Its
 * hash is in the shop's Content-Security-Policy, so it must stay byte for byte what runs.
 */
export const SHOP_VISITOR_SCRIPT = `(function(){var m=/(?:^|;\\s*)${SHOP_VISITOR_COOKIE}=([^;]*)/.exec(document.cookie);if(!m)return;var t;try{t=decodeURIComponent(m[1])}catch(e){return}var i=t.indexOf('|'),n=parseInt(i<0?t:t.slice(0,i),10),c=i<0?'':t.slice(i+1);var a=document.querySelector('[data-account-link]');if(a&&c)a.textContent=c;var l=document.querySelector('.cart-link');if(!l||!(n>0))return;var s=l.querySelector('[data-cart-count]');if(!s){s=document.createElement('span');s.className='count';s.setAttribute('data-cart-count','');l.appendChild(s)}s.textContent=String(n)})()`;
