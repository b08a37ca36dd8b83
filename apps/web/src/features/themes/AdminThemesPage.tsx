import { Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { fontStackOf, storesUsingWords, THEME_CALLS, type ThemeView } from '@stallfront/shared/catalogue';
import { callApi } from '../../api/client';
import { DetailLoadFailed, DetailLoading } from '../../ui/DetailStates';
import { notifyError, notifySuccess } from '../../ui/notify';
import { withModals } from '../../ui/overlays';
import { ThemeForm } from './ThemeForm';
import { themeKeys, useThemes } from './theme-queries';
import { ThemePreview } from './ThemePreview';
import { ScreenHeading } from '../../ui/ScreenHeading';

const BACK = { to: '/admin/dashboard', label: 'Back to dashboard' };

/** /admin/themes: the shop themes stores choose from; ?theme=<id> or ?theme=new edits one. */
export default function AdminThemesPage() {
  const query = useThemes();
  const [params, setParams] = useSearchParams();
  const editing = params.get('theme');
  if (query.error) return <DetailLoadFailed noun="Themes" error={query.error} back={BACK} />;
  if (!query.data) return <DetailLoading />;
  const close = () => setParams({});
  if (editing) {
    const theme = query.data.list.find((t) => t._id === editing) ?? null;
    if (editing !== 'new' && !theme)
      return (
        <DetailLoadFailed
          noun="Theme"
          error={new Error('This theme no longer exists.')}
          back={{ to: '/admin/themes', label: 'Back to themes' }}
        />
      );
    return <ThemeForm key={editing} theme={theme} onDone={close} />;
  }
  return (
    <Stack gap="lg">
      <ScreenHeading
        title="Themes"
        description="The looks stores choose from: colours, fonts and a home page per store type."
        add={{ label: 'New theme', onClick: () => setParams({ theme: 'new' }) }}
      />
      {query.data.list.length === 0 ? (
        <Text c="dimmed">No themes yet: shops wear the platform’s standard look until you add one.</Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {query.data.list.map((theme) => (
          <ThemeCard key={theme._id} theme={theme} onEdit={() => setParams({ theme: theme._id })} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function ThemeCard({ theme, onEdit }: { theme: ThemeView; onEdit: () => void }) {
  const queryClient = useQueryClient();
  const done = (message: string) => {
    notifySuccess(message);
    void queryClient.invalidateQueries({ queryKey: themeKeys.list });
  };
  const toggle = useMutation({
    mutationFn: () => callApi(THEME_CALLS.setActive, { id: theme._id, active: !theme.active }),
    onSuccess: (answer) => done(answer.message),
    onError: (error) => notifyError(error.message),
  });
  const remove = useMutation({
    mutationFn: () => callApi(THEME_CALLS.remove, { id: theme._id }),
    onSuccess: (answer) => done(answer.message),
    onError: (error) => notifyError(error.message),
  });
  const askDeactivate = () =>
    withModals((modals) =>
      modals.openConfirmModal({
        title: `Deactivate ${theme.name}?`,
        children: (
          <Text size="sm">
            {theme.stores > 0
              ? `${storesUsingWords(theme.stores)}: they keep it. No other store can choose it until you make it active again.`
              : 'No store can choose it until you make it active again.'}
          </Text>
        ),
        labels: { confirm: 'Deactivate', cancel: 'Cancel' },
        onConfirm: () => toggle.mutate(),
      }),
    );
  const askDelete = () =>
    withModals((modals) =>
      modals.openConfirmModal({
        title: `Delete ${theme.name}?`,
        children: <Text size="sm">No store wears it. It is gone for good.</Text>,
        labels: { confirm: 'Delete theme', cancel: 'Cancel' },
        confirmProps: { color: 'red' },
        onConfirm: () => remove.mutate(),
      }),
    );
  return (
    <Card withBorder padding="md" aria-label={`Theme ${theme.name}`} component="article">
      <Stack gap="sm">
        <ThemePreview colors={theme.colors} fonts={theme.fonts} compact />
        <Group gap={6} aria-label="Colours">
          {Object.entries(theme.colors).map(([key, colour]) => (
            <span
              key={key}
              title={`${key} ${colour}`}
              style={{
                width: 20,
                height: 20,
                borderRadius: 99,
                background: colour,
                border: '1px solid var(--mantine-color-gray-4)',
              }}
            />
          ))}
        </Group>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={600} style={{ fontFamily: fontStackOf(theme.fonts.heading) }} truncate>
            {theme.name}
          </Text>
          <Group gap={4} wrap="nowrap">
            {theme.is_default ? <Badge>Default</Badge> : null}
            {theme.active ? null : <Badge color="gray">Inactive</Badge>}
          </Group>
        </Group>
        {theme.description ? (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {theme.description}
          </Text>
        ) : null}
        <Text size="sm">{storesUsingWords(theme.stores)}</Text>
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={onEdit} aria-label={`Edit ${theme.name}`}>
            Edit
          </Button>
          {theme.is_default ? null : theme.active ? (
            <Button size="xs" variant="subtle" color="gray" loading={toggle.isPending} onClick={askDeactivate}>
              Deactivate
            </Button>
          ) : (
            <Button size="xs" variant="subtle" loading={toggle.isPending} onClick={() => toggle.mutate()}>
              Make active
            </Button>
          )}
          {theme.stores === 0 && !theme.is_default ? (
            <Button size="xs" variant="subtle" color="red" loading={remove.isPending} onClick={askDelete}>
              Delete
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
