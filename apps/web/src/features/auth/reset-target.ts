import { useSearchParams } from 'react-router';
import { SIGN_IN } from '@stallfront/shared/routes';

/**
 * Whose password a reset is for. A vendor's reset starts on their store's branded page and carries
 * the store in the URL (?store_id=&vendor=); an owner's or staff member's carries nothing.
 */
export function useResetTarget() {
  const [params] = useSearchParams();
  const storeId = params.get('store_id') ?? undefined;
  const vendor = params.get('vendor') ?? undefined;
  const isVendor = Boolean(storeId && vendor);
  return {
    isVendor,
    storeId,
    email: params.get('email') ?? '',
    signInPath: isVendor && vendor ? `/vendor/signin/${encodeURIComponent(vendor)}` : SIGN_IN,
    /** The query string that carries the target to the next page. */
    query: (email: string) => {
      const next = new URLSearchParams({ email });
      if (isVendor && storeId && vendor) {
        next.set('store_id', storeId);
        next.set('vendor', vendor);
      }
      return next.toString();
    },
  };
}
