/** Every key the console keeps in local storage, in one place. */
export const STORAGE_KEYS = {
  /** The encrypted session (store and master). */
  session: 'sf_session',
  /** The device's push token (spec section 3): kept across sign-outs. */
  appToken: 'app_token',
  /** The sign-up form's country list: kept across sign-outs. */
  countryList: 'country_list',
  /** Present when the dark theme is on (spec section 4). */
  darkSwitch: 'darkSwitch',
  /** 'off' when the new-order sound is turned off: a device choice, kept across sign-outs. */
  orderSound: 'order_sound',
  /**
   * The sign-in page of who last signed in on this device (a vendor's is the store's branded page):
   * kept across sign-outs, so a visit after the session ended lands on the page they sign in at.
   */
  signInPage: 'sign_in_page',
} as const;

/** Kept when the session is cleared: the spec's app token and country list, the theme and order-sound choices, the sign-in page. */
export const KEPT_ON_SIGN_OUT: readonly string[] = [
  STORAGE_KEYS.appToken,
  STORAGE_KEYS.countryList,
  STORAGE_KEYS.darkSwitch,
  STORAGE_KEYS.orderSound,
  STORAGE_KEYS.signInPage,
];

/** Session storage: where the secondary mobile header's back arrow goes. */
export const REDIRECT_PATH_KEY = 'redirect_path';

/** Removes everything from local and session storage but the kept keys. */
export function clearStorage(local: Storage = localStorage, session: Storage = sessionStorage): void {
  const kept = KEPT_ON_SIGN_OUT.map((key) => [key, local.getItem(key)] as const);
  local.clear();
  session.clear();
  for (const [key, value] of kept) if (value !== null) local.setItem(key, value);
}
