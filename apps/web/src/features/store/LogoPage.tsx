import { Box, Button, ColorInput, FileButton, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { z } from 'zod';
import { hexColor, STORE_CALLS } from '@stallfront/shared/auth';
import { MEDIA_MAX_BYTES } from '@stallfront/shared/products';
import { DEFAULT_THEME_PRIMARY, textToneOn } from '@stallfront/shared/rules';
import { STORE_SETTING_CALLS } from '@stallfront/shared/store';
import { callApi } from '../../api/client';
import { sendForm } from '../../api/upload';
import { DetailLoadFailed, DetailLoading } from '../../ui/DetailStates';
import { FormPage } from '../../ui/form-page';
import { notifyError, notifySuccess } from '../../ui/notify';
import { ThemeChooser } from '../themes/ThemeChooser';
import { storeKeys } from './store-queries';

type Branding = Awaited<ReturnType<typeof callApi<typeof STORE_SETTING_CALLS.logo>>>['data'];
type Kind = 'logo' | 'favicon';

const colours = z.object({ primary: hexColor, secondary: z.union([z.literal(''), hexColor]) });
type Colours = z.infer<typeof colours>;

const logoKey = ['store', 'logo'] as const;
const SWATCHES = ['#1f4e79', '#8a4b2d', '#2b7a3d', '#a23645', '#111827', '#f5d142', '#7048e8', '#e8590c'];
const IMAGE_TYPES = 'image/png,image/jpeg,image/webp';
const LIMITS: Record<Kind, { bytes: number; words: string }> = {
  logo: { bytes: MEDIA_MAX_BYTES, words: '5 MB' },
  favicon: { bytes: 1024 * 1024, words: '1 MB' },
};
const SETTINGS_HUB = { to: '/setting', label: 'Back to settings' };

/** /setting/store/logo-management: the logo, the browser-tab icon and the theme colours the shop wears. */
const useBranding = () => useQuery({ queryKey: logoKey, queryFn: () => callApi(STORE_SETTING_CALLS.logo, {}) });

export default function LogoPage() {
  const branding = useBranding();
  if (branding.error) return <DetailLoadFailed noun="Logo" error={branding.error} back={SETTINGS_HUB} />;
  if (!branding.data) return <DetailLoading />;
  return <LogoForm saved={branding.data.data} />;
}

function ImagePicker({ kind, url, label, hint }: { kind: Kind; url: string | null; label: string; hint: string }) {
  const queryClient = useQueryClient();
  const saved = (data: Branding) => {
    queryClient.setQueryData(logoKey, { status: true, data });
    void queryClient.invalidateQueries({ queryKey: storeKeys.details });
  };
  const send = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('kind', kind);
      form.append('file', file, file.name);
      return sendForm(STORE_SETTING_CALLS.updateLogo, form);
    },
    onSuccess: (answer) => {
      saved(answer.data);
      notifySuccess(`${label} saved.`);
    },
    onError: (error) => notifyError(error.message, `The ${kind} was not saved`),
  });
  const remove = useMutation({
    mutationFn: () => callApi(STORE_SETTING_CALLS.removeLogo, { kind }),
    onSuccess: (answer) => saved(answer.data),
    onError: (error) => notifyError(error.message),
  });
  const pick = (file: File | null) => {
    if (!file) return;
    // The server decides too; this spares sending a file it would refuse.
    if (file.size > LIMITS[kind].bytes)
      return notifyError(`${file.name} is larger than ${LIMITS[kind].words}.`, `The ${kind} was not saved`);
    send.mutate(file);
  };
  return (
    <Stack gap="xs">
      <Group align="center" wrap="nowrap">
        <Box
          w={kind === 'logo' ? 160 : 64}
          h={64}
          bg="var(--mantine-color-gray-1)"
          style={{ display: 'grid', placeItems: 'center', borderRadius: 4, flexShrink: 0 }}
        >
          {url ? (
            <Image src={url} alt={`Your ${kind}`} mah={56} maw={kind === 'logo' ? 150 : 56} fit="contain" />
          ) : (
            <Text size="xs" c="dimmed">
              None yet
            </Text>
          )}
        </Box>
        <Group gap="xs">
          <FileButton onChange={pick} accept={IMAGE_TYPES}>
            {(props) => (
              <Button {...props} loading={send.isPending} variant="light">
                {url ? `Replace ${kind}` : `Upload ${kind}`}
              </Button>
            )}
          </FileButton>
          {url ? (
            <Button variant="subtle" color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
              Remove
            </Button>
          ) : null}
        </Group>
      </Group>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
    </Stack>
  );
}

/** The shop's header and a button in the chosen colours, with the text tone the shop picks (brightness 145). */
function ShopPreview({ colours: { primary, secondary }, logo }: { colours: Colours; logo: string | null }) {
  const main = /^#[0-9a-f]{6}$/i.test(primary) ? primary : '#1f4e79';
  const second = /^#[0-9a-f]{6}$/i.test(secondary) ? secondary : null;
  const on = (colour: string) => (textToneOn(colour) === 'dark' ? '#111' : '#fff');
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Text fw={600} size="sm">
          In the shop
        </Text>
        <Group p="sm" gap="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
          {logo ? <Image src={logo} alt="" h={32} w="auto" fit="contain" /> : null}
          <Text fw={700}>Your store</Text>
        </Group>
        <Box
          data-testid="colour-preview"
          bg={main}
          c={on(main)}
          px="md"
          py={8}
          ta="center"
          fw={600}
          style={{ borderRadius: 4 }}
        >
          Add to cart
        </Box>
        {second ? (
          <Box bg={second} c={on(second)} px="md" py={6} ta="center" fz="sm" style={{ borderRadius: 4 }}>
            Sale
          </Box>
        ) : null}
        <Text size="xs" c="dimmed">
          Text on {main} is {textToneOn(main) === 'dark' ? 'dark' : 'light'}: the shop picks it from the colour’s
          brightness so it stays readable.
        </Text>
      </Stack>
    </Paper>
  );
}

function LogoForm({ saved }: { saved: Branding }) {
  const queryClient = useQueryClient();
  const branding = useBranding().data?.data ?? saved;
  const form = useForm<Colours>({
    mode: 'controlled',
    initialValues: { primary: saved.theme_colors.primary, secondary: saved.theme_colors.secondary ?? '' },
    validate: zod4Resolver(colours),
  });
  const onSubmit = async ({ primary, secondary }: Colours) => {
    const theme_colors = secondary ? { primary, secondary } : { primary };
    await callApi(STORE_CALLS.patchDetails, { theme_colors });
    queryClient.setQueryData(logoKey, { status: true, data: { ...branding, theme_colors } });
    void queryClient.invalidateQueries({ queryKey: storeKeys.details });
    form.setInitialValues({ primary, secondary });
    form.reset();
    notifySuccess('Colours saved.');
  };
  return (
    <FormPage
      form={form}
      title="Logo and colours"
      onSubmit={onSubmit}
      aside={<ShopPreview colours={form.getValues()} logo={branding.logo} />}
      sections={[
        {
          id: 'theme',
          title: 'Theme',
          description: 'The shop’s colours, fonts and starting home page, from the platform’s themes.',
          content: (
            <ThemeChooser
              storeName="Your store"
              onChosen={(choice) => {
                void queryClient.invalidateQueries({ queryKey: logoKey });
                if (choice.own_primary === null && form.getValues().primary !== DEFAULT_THEME_PRIMARY) {
                  form.setInitialValues({ primary: DEFAULT_THEME_PRIMARY, secondary: '' });
                  form.reset();
                }
              }}
            />
          ),
        },
        {
          id: 'logo',
          title: 'Logo',
          description: 'Saved as soon as it is uploaded.',
          content: (
            <Stack>
              <ImagePicker
                kind="logo"
                label="Logo"
                url={branding.logo}
                hint="JPEG, PNG or WebP up to 5 MB; a wide logo on a clear background looks best."
              />
              <ImagePicker
                kind="favicon"
                label="Favicon"
                url={branding.favicon}
                hint="The browser tab’s icon: a square image up to 1 MB. Without one the shop uses the logo."
              />
            </Stack>
          ),
        },
        {
          id: 'colours',
          title: 'Your own colours',
          description: 'Kept over the theme’s colours; the starting colour lets the theme’s show.',
          content: (
            <Stack>
              <ColorInput
                label="Main colour"
                required
                format="hex"
                swatches={SWATCHES}
                description="Buttons, links and the shop’s accents"
                {...form.getInputProps('primary')}
              />
              <ColorInput
                label="Second colour"
                format="hex"
                swatches={SWATCHES}
                description="Optional: badges and highlights"
                {...form.getInputProps('secondary')}
              />
            </Stack>
          ),
        },
      ]}
    />
  );
}
