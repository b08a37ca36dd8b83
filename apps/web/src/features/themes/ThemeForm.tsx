import { ColorInput, Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import {
  contrastRatio,
  MIN_TEXT_CONTRAST,
  THEME_CALLS,
  THEME_FONT_KEYS,
  THEME_FONTS,
  THEME_STORE_TYPES,
  themeInput,
  type ThemeInputValues,
  type ThemeStoreType,
  type ThemeView,
} from '@stallfront/shared/catalogue';
import type { LayoutSection } from '@stallfront/shared/website';
import { callApi } from '../../api/client';
import { FormPage } from '../../ui/form-page';
import { notifySuccess } from '../../ui/notify';
import { themeKeys } from './theme-queries';
import { ThemeLayoutsEditor } from './ThemeLayoutsEditor';
import { ThemePreview } from './ThemePreview';

type Values = {
  name: string;
  description: string;
  colors: { primary: string; secondary: string; background: string; text: string };
  fonts: { heading: (typeof THEME_FONT_KEYS)[number]; body: (typeof THEME_FONT_KEYS)[number] };
  layouts: Record<ThemeStoreType, LayoutSection[]>;
  active: boolean;
  is_default: boolean;
};

const SWATCHES = [
  '#2f6fed',
  '#8a4b2d',
  '#2b7a3d',
  '#1f4e79',
  '#a23645',
  '#7048e8',
  '#c9a227',
  '#f2a541',
  '#ffffff',
  '#faf7f2',
  '#16181d',
];
const FONT_OPTIONS = THEME_FONT_KEYS.map((value) => ({ value, label: THEME_FONTS[value].label }));
const emptyLayouts = () => Object.fromEntries(THEME_STORE_TYPES.map((t) => [t, []])) as unknown as Values['layouts'];

const blank = (): Values => ({
  name: '',
  description: '',
  colors: { primary: '#2f6fed', secondary: '#f59f00', background: '#ffffff', text: '#16181d' },
  fonts: { heading: 'system', body: 'system' },
  layouts: emptyLayouts(),
  active: true,
  is_default: false,
});

const valuesOf = (theme: ThemeView): Values => ({
  name: theme.name,
  description: theme.description,
  colors: theme.colors,
  fonts: theme.fonts,
  layouts: { ...emptyLayouts(), ...theme.layouts },
  active: theme.active,
  is_default: theme.is_default,
});

const HEX = /^#[0-9a-f]{6}$/i;

/** The contrast of the text on the background, said as the admin picks them. */
function ContrastLine({ text, background }: { text: string; background: string }) {
  if (!HEX.test(text) || !HEX.test(background)) return null;
  const ratio = contrastRatio(text, background);
  const ok = ratio >= MIN_TEXT_CONTRAST;
  return (
    <Text size="sm" c={ok ? 'dimmed' : 'red'} data-testid="contrast-line">
      Text contrast {ratio.toFixed(2)}:1 —{' '}
      {ok ? 'readable (WCAG AA)' : `below ${MIN_TEXT_CONTRAST}:1, it will be refused`}
    </Text>
  );
}

/** /admin/themes?theme=<id>|new: a theme's colours, fonts and default home pages, with a live preview. */
export function ThemeForm({ theme, onDone }: { theme: ThemeView | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: theme ? valuesOf(theme) : blank(),
    validate: zod4Resolver(themeInput),
  });
  const values = form.getValues();
  const onSubmit = async (input: Values) => {
    const body = input as ThemeInputValues;
    const answer = theme
      ? await callApi(THEME_CALLS.update, { ...body, id: theme._id } as never)
      : await callApi(THEME_CALLS.create, body as never);
    await queryClient.invalidateQueries({ queryKey: themeKeys.list });
    notifySuccess(answer.message);
    form.resetDirty();
    onDone();
  };
  const colour = (key: keyof Values['colors'], label: string, description: string) => (
    <ColorInput
      label={label}
      description={description}
      required
      format="hex"
      swatches={SWATCHES}
      {...form.getInputProps(`colors.${key}`)}
    />
  );
  return (
    <FormPage
      form={form}
      title={theme ? `Edit ${theme.name}` : 'New theme'}
      backTo="/admin/themes"
      backLabel="Back to themes"
      isNew={!theme}
      onSubmit={onSubmit}
      notice={
        theme && theme.stores > 0 ? (
          <Text size="sm">
            {theme.stores} {theme.stores === 1 ? 'shop wears' : 'shops wear'} this theme: its colours and fonts change
            there as soon as you save. The home page layouts apply to stores that choose it from now on.
          </Text>
        ) : undefined
      }
      aside={
        <Stack gap="xs">
          <Text fw={600} size="sm">
            Preview
          </Text>
          <ThemePreview colors={values.colors} fonts={values.fonts} />
        </Stack>
      }
      sections={[
        {
          id: 'about',
          title: 'Theme',
          content: (
            <Stack>
              <TextInput label="Name" required maxLength={60} {...form.getInputProps('name')} />
              <Textarea
                label="Description"
                description="What the store owner reads when choosing"
                autosize
                minRows={2}
                maxLength={300}
                {...form.getInputProps('description')}
              />
              <Switch
                label="Stores can choose it"
                description="Off: the stores wearing it keep it; no one else can choose it"
                disabled={values.is_default}
                {...form.getInputProps('active', { type: 'checkbox' })}
              />
              <Switch
                label="Default for new stores"
                description="Stores that never chose a theme wear it"
                disabled={theme?.is_default}
                {...form.getInputProps('is_default', { type: 'checkbox' })}
              />
            </Stack>
          ),
        },
        {
          id: 'colours',
          title: 'Colours',
          content: (
            <Stack>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {colour('primary', 'Main colour', 'Buttons, links and accents')}
                {colour('secondary', 'Accent colour', 'Badges and highlights')}
                {colour('background', 'Background', 'The page behind everything')}
                {colour('text', 'Text', 'Must read on the background and on white cards')}
              </SimpleGrid>
              <ContrastLine text={values.colors.text} background={values.colors.background} />
            </Stack>
          ),
        },
        {
          id: 'fonts',
          title: 'Fonts',
          description: 'Fonts every device already has: the shop downloads none.',
          content: (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label="Headings"
                data={FONT_OPTIONS}
                allowDeselect={false}
                {...form.getInputProps('fonts.heading')}
              />
              <Select
                label="Body text"
                data={FONT_OPTIONS}
                allowDeselect={false}
                {...form.getInputProps('fonts.body')}
              />
            </SimpleGrid>
          ),
        },
        {
          id: 'layouts',
          title: 'Default home page per store type',
          description: 'Given to a store that chooses the theme before changing its home page, or that asks for it.',
          content: (
            <ThemeLayoutsEditor
              value={values.layouts}
              onChange={(next) => form.setFieldValue('layouts', next)}
              errorOf={(type) => {
                const entry = Object.entries(form.errors).find(([path]) => path.startsWith(`layouts.${type}`));
                return entry ? String(entry[1]) : undefined;
              }}
            />
          ),
        },
      ]}
    />
  );
}
