import Cookies from 'js-cookie';
import { type StoreCallOutput, STORE_CALLS } from '@stallfront/shared/auth';
import { textToneOn, VENDOR_BRANDING_COOKIE_HOURS } from '@stallfront/shared/rules';
import { callApi } from '../../api/client';

/** The vendor login info of spec section 3, as the vendor sign-in page caches it. */
export interface VendorLoginInfo {
  id: string;
  /** The last segment of /vendor/signin/{sub_domain}: the store's sub-domain, or a vendor's own address. */
  name: string;
  store_name: string;
  logo: string | null;
  theme_color: string;
  theme_text: 'dark' | 'light';
  /** The store's vendor background image, if it set one. */
  bg_color: string | null;
  /** At a vendor's own address: its company. */
  vendor_company?: string;
}

export const VENDOR_COOKIE = 'vendor_login_info';

export function brandingFrom(data: StoreCallOutput<'domainDetails'>['data']): VendorLoginInfo {
  const themeColor = data.theme_colors.primary;
  return {
    id: data._id,
    name: data.sub_domain,
    store_name: data.name,
    logo: data.logo,
    theme_color: themeColor,
    theme_text: textToneOn(themeColor),
    bg_color: data.vendor_bg ?? null,
    ...(data.vendor_company ? { vendor_company: data.vendor_company } : {}),
  };
}

/** The cached branding, when the cookie holds this store's; anything unreadable counts as absent. */
export function parseCachedBranding(cookie: string | undefined, subDomain: string): VendorLoginInfo | undefined {
  if (!cookie) return undefined;
  try {
    const info = JSON.parse(cookie) as VendorLoginInfo;
    return info.name === subDomain && typeof info.id === 'string' ? info : undefined;
  } catch {
    return undefined;
  }
}

/** Branding from the 12-hour cookie (spec section 4), else from domain_details, which then fills the cookie. */
export async function loadVendorBranding(subDomain: string): Promise<VendorLoginInfo> {
  const cached = parseCachedBranding(Cookies.get(VENDOR_COOKIE), subDomain);
  if (cached) return cached;
  const response = await callApi(STORE_CALLS.domainDetails, { dom_id: subDomain });
  const info = brandingFrom(response.data);
  Cookies.set(VENDOR_COOKIE, JSON.stringify(info), {
    expires: VENDOR_BRANDING_COOKIE_HOURS / 24,
    sameSite: 'lax',
    path: '/',
  });
  return info;
}
