/** @jsxImportSource preact */
import { useEffect, useState } from 'preact/hooks';
import { AUTH_CALLS } from '@stallfront/shared/auth';
import { ApiError } from '../api/api-error';
import { callApi } from '../api/client';
import { loadVendorBranding, type VendorLoginInfo } from '../features/auth/vendor-branding';
import { Heading } from './AuthFrame';
import { enterAsStore } from './enter-console';
import { Loader } from './fields';
import { SignInForm } from './SignInForm';
import css from './signin.module.css';

type Branding = { info: VendorLoginInfo } | { missing: true } | undefined;

/** Vendors of a multi-vendor store sign in on a page in their store's colours. */
export function VendorSignInPage() {
  const subDomain = decodeURIComponent(location.pathname.split('/').pop() ?? '');
  const [branding, setBranding] = useState<Branding>();
  useEffect(() => {
    loadVendorBranding(subDomain).then(
      (info) => setBranding({ info }),
      (error: unknown) => {
        // Spec section 8: a failed look-up is only logged, and the loader stays; an address no store
        // has is not a failure but an answer, shown as one.
        if (error instanceof ApiError && error.status === 404) setBranding({ missing: true });
        else console.error(`Vendor sign-in: no store answers at "${subDomain}"`, error);
      },
    );
  }, [subDomain]);

  if (!branding) return <Loader label="Loading the store's sign-in page" />;
  if ('missing' in branding) return <NoSuchStore address={subDomain} />;
  return <BrandedSignIn info={branding.info} />;
}

function NoSuchStore({ address }: { address: string }) {
  return (
    <main class={`${css.root} ${css.center}`}>
      <div class={css.card}>
        <h1 class={css.h3}>No store at this address</h1>
        <p class={css.dimmed}>
          No store uses "{address}". Check the link your store sent you; the part after /vendor/signin/ is the store's
          address.
        </p>
        <a href="/session/signin">Go to the owner and staff sign-in</a>
      </div>
    </main>
  );
}

function BrandedSignIn({ info }: { info: VendorLoginInfo }) {
  const textColor = info.theme_text === 'dark' ? '#1a1b1e' : '#ffffff';
  const background = info.bg_color
    ? { backgroundImage: `url("${encodeURI(info.bg_color)}")`, backgroundSize: 'cover', backgroundPosition: 'center' }
    : { background: info.theme_color };
  const forgot = `/session/forgot-password?store_id=${info.id}&vendor=${encodeURIComponent(info.name)}`;
  return (
    <main
      class={`${css.root} ${css.center}`}
      style={background}
      data-testid="vendor-branding"
      data-text-tone={info.theme_text}
    >
      <div class={`${css.card} ${css.raised}`}>
        <div class={css.vendorBrand}>
          {info.logo ? (
            <img class={css.logo} src={info.logo} alt={`${info.store_name} logo`} />
          ) : (
            <div
              class={css.initial}
              role="img"
              aria-label={`${info.store_name} logo`}
              style={{ background: info.theme_color, color: textColor }}
            >
              {info.store_name.charAt(0).toUpperCase()}
            </div>
          )}
          <Heading
            title={info.store_name}
            lead={info.vendor_company ? `Vendor sign-in for ${info.vendor_company}` : 'Vendor sign-in'}
            size="h3"
          />
        </div>
        <SignInForm
          signIn={(values) => callApi(AUTH_CALLS.vendorLogin, { ...values, store_id: info.id }).then(enterAsStore)}
          buttonStyle={{ background: info.theme_color, color: textColor }}
        >
          <a class={css.centered} href={forgot}>
            Forgot password?
          </a>
        </SignInForm>
      </div>
    </main>
  );
}
