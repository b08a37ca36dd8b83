import { Anchor, Box, Center, Image, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { AUTH_CALLS } from '@stallfront/shared/auth';
import { ApiError } from '../../api/api-error';
import { callApi } from '../../api/client';
import { SignInForm } from './SignInForm';
import { useStoreSignIn } from './use-sign-in';
import { loadVendorBranding, type VendorLoginInfo } from './vendor-branding';

/** Vendors of a multi-vendor store sign in on a page in their store's colours. */
export default function VendorSignInPage() {
  const subDomain = useParams().sub_domain ?? '';
  const branding = useQuery({
    queryKey: ['vendor_branding', subDomain],
    queryFn: () => loadVendorBranding(subDomain),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  useEffect(() => {
    // Spec section 8: a failed look-up is only logged, and the loader stays; an address no store
    // has is not a failure but an answer, shown as one.
    if (branding.error) console.error(`Vendor sign-in: no store answers at "${subDomain}"`, branding.error);
  }, [branding.error, subDomain]);

  if (branding.error instanceof ApiError && branding.error.status === 404) return <NoSuchStore address={subDomain} />;
  if (!branding.data) {
    return (
      <Center mih="100dvh">
        <Loader aria-label="Loading the store's sign-in page" />
      </Center>
    );
  }
  return <BrandedSignIn info={branding.data} />;
}

function NoSuchStore({ address }: { address: string }) {
  return (
    <Center mih="100dvh" p="md">
      <Paper withBorder radius="lg" p="xl" w="100%" maw={420}>
        <Stack gap="sm">
          <Title order={1} size="h3">
            No store at this address
          </Title>
          <Text size="sm" c="dimmed">
            No store uses "{address}". Check the link your store sent you; the part after /vendor/signin/ is the store's
            address.
          </Text>
          <Anchor component={Link} to="/session/signin" size="sm">
            Go to the owner and staff sign-in
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}

function BrandedSignIn({ info }: { info: VendorLoginInfo }) {
  const signIn = useStoreSignIn((values) => callApi(AUTH_CALLS.vendorLogin, { ...values, store_id: info.id }));
  const textColor = info.theme_text === 'dark' ? '#1a1b1e' : '#ffffff';
  const background = info.bg_color
    ? { backgroundImage: `url("${encodeURI(info.bg_color)}")`, backgroundSize: 'cover', backgroundPosition: 'center' }
    : { background: info.theme_color };
  return (
    <Center mih="100dvh" p="md" style={background} data-testid="vendor-branding" data-text-tone={info.theme_text}>
      <Paper withBorder shadow="lg" radius="lg" p="xl" w="100%" maw={420}>
        <Stack gap="xs" align="center" mb="lg">
          {info.logo ? (
            <Image src={info.logo} alt={`${info.store_name} logo`} h={64} w="auto" fit="contain" />
          ) : (
            <Box
              role="img"
              aria-label={`${info.store_name} logo`}
              bg={info.theme_color}
              c={textColor}
              fw={700}
              fz={28}
              w={64}
              h={64}
              style={{ borderRadius: 16, display: 'grid', placeItems: 'center' }}
            >
              {info.store_name.charAt(0).toUpperCase()}
            </Box>
          )}
          <Title order={1} size="h3" ta="center">
            {info.store_name}
          </Title>
          <Text c="dimmed" size="sm">
            Vendor sign-in
          </Text>
        </Stack>
        <SignInForm signIn={signIn} buttonProps={{ style: { background: info.theme_color, color: textColor } }}>
          <Anchor
            component={Link}
            to={`/session/forgot-password?store_id=${info.id}&vendor=${encodeURIComponent(info.name)}`}
            size="sm"
            ta="center"
          >
            Forgot password?
          </Anchor>
        </SignInForm>
      </Paper>
    </Center>
  );
}
