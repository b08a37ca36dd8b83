import { Badge, Button, Checkbox, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { STORE_THEME_CALLS, type StoreThemeChoice } from '@stallfront/shared/catalogue';
import { callApi } from '../../api/client';
import { notifyError, notifySuccess } from '../../ui/notify';
import { themeKeys, useThemeChoice } from './theme-queries';
import { ThemePreview } from './ThemePreview';

/**
 * The store owner's theme choice (in Logo and colours): the active themes as previews, what
 * happens to the own colour and the home page said before choosing, applied at once.
 */
export function ThemeChooser({
  storeName,
  onChosen,
}: {
  storeName: string;
  onChosen: (choice: StoreThemeChoice) => void;
}) {
  const query = useThemeChoice();
  if (query.error) return <Text c="red">The themes could not be loaded: {query.error.message}</Text>;
  if (!query.data) return <Text c="dimmed">Loading themes…</Text>;
  if (query.data.data.themes.length === 0) return <Text c="dimmed">No themes are offered yet.</Text>;
  return <Chooser choice={query.data.data} storeName={storeName} onChosen={onChosen} />;
}

function Chooser({
  choice,
  storeName,
  onChosen,
}: {
  choice: StoreThemeChoice;
  storeName: string;
  onChosen: (choice: StoreThemeChoice) => void;
}) {
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState(choice.theme_id ?? choice.themes[0]?._id ?? '');
  const [keepPrimary, setKeepPrimary] = useState(true);
  const [useLayout, setUseLayout] = useState(false);
  const theme = choice.themes.find((t) => t._id === picked);
  const choose = useMutation({
    mutationFn: () =>
      callApi(STORE_THEME_CALLS.choose, { theme_id: picked, keep_primary: keepPrimary, use_layout: useLayout }),
    onSuccess: (answer) => {
      queryClient.setQueryData(themeKeys.choice, { status: true, data: answer.data });
      notifySuccess(answer.message);
      setUseLayout(false);
      onChosen(answer.data);
    },
    onError: (error) => notifyError(error.message, 'The theme was not changed'),
  });
  const own = choice.own_primary;
  // What the shop will wear: the store's own main colour over the theme's while it is kept.
  const worn = (colors: StoreThemeChoice['themes'][number]['colors']) => ({
    ...colors,
    primary: own && keepPrimary ? own : colors.primary,
  });
  return (
    <Stack>
      <Radio.Group
        value={picked}
        onChange={setPicked}
        label="Theme"
        description="Applied to your shop as soon as you choose it"
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
          {choice.themes.map((t) => (
            <Radio.Card key={t._id} value={t._id} p="sm" radius="md" aria-label={t.name}>
              <Stack gap={6}>
                <Group gap="xs" wrap="nowrap">
                  <Radio.Indicator />
                  <Text fw={600} truncate>
                    {t.name}
                  </Text>
                  {t._id === choice.theme_id ? <Badge size="sm">Yours</Badge> : null}
                </Group>
                <ThemePreview colors={worn(t.colors)} fonts={t.fonts} storeName={storeName} compact />
                {t.description ? (
                  <Text size="xs" c="dimmed" lineClamp={2}>
                    {t.description}
                  </Text>
                ) : null}
              </Stack>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
      {own ? (
        <Checkbox
          checked={keepPrimary}
          onChange={(e) => setKeepPrimary(e.currentTarget.checked)}
          label={`Keep my own main colour (${own})`}
          description="Off: the theme’s colours show, and your own main and second colours are cleared"
        />
      ) : null}
      {choice.layout_edited ? (
        <Checkbox
          checked={useLayout}
          onChange={(e) => setUseLayout(e.currentTarget.checked)}
          label="Use the theme’s home page layout"
          description="You have changed your home page: it is kept unless you tick this"
        />
      ) : (
        <Text size="sm" c="dimmed">
          {theme?.has_layout
            ? 'Your home page has not been changed: it takes this theme’s layout.'
            : 'Your home page keeps the standard layout.'}
        </Text>
      )}
      {theme ? (
        <Group justify="flex-end">
          <Button
            onClick={() => choose.mutate()}
            loading={choose.isPending}
            disabled={picked === choice.theme_id && (keepPrimary || !own) && !useLayout}
          >
            {picked === choice.theme_id ? `Apply ${theme.name} again` : `Use ${theme.name}`}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
