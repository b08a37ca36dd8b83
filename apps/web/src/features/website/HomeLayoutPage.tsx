import { Alert, Badge, Button, Center, Grid, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconRestore, IconWorldUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LAYOUT_CALLS, type LayoutView, MAX_SECTIONS, type SectionKind } from '@stallfront/shared/website';
import { callApi } from '../../api/client';
import { DESKTOP_QUERY } from '../../ui/breakpoints';
import { momentOf } from '../../ui/dates';
import { notifyRefusal, notifySuccess } from '../../ui/notify';
import { withModals } from '../../ui/overlays';
import { AddSectionPicker } from './layout/AddSectionPicker';
import { LayoutPreview } from './layout/LayoutPreview';
import { layoutKeys, useLayout, useLayoutChange, usePreviewVersion } from './layout/layout-queries';
import { SectionFormPanel, type SectionEdit } from './layout/SectionFormPanel';
import { SectionList } from './layout/SectionList';
import { blankSection, layoutStatus, STATUS_WORDS, sectionName } from './layout/section-logic';

const TITLE = 'Home page layout';
const layout_id = 'home' as const;
const STATUS_COLORS = { default: 'gray', published: 'green', unpublished: 'yellow' } as const;

const confirm = (title: string, message: string, confirmLabel: string, danger = false) =>
  new Promise<boolean>((resolve) =>
    withModals((modals) =>
      modals.openConfirmModal({
        title,
        children: <Text size="sm">{message}</Text>,
        labels: { confirm: confirmLabel, cancel: 'Cancel' },
        confirmProps: danger ? { color: 'red' } : undefined,
        onConfirm: () => resolve(true),
        onCancel: () => resolve(false),
        onClose: () => resolve(false),
      }),
    ),
  );

const refused = (error: unknown) => notifyRefusal(error instanceof Error ? error.message : String(error));

/** /setup/layouts/home: the shop's home page as sections, edited as a draft, previewed, then published. */
export default function HomeLayoutPage() {
  const layout = useLayout();
  if (layout.error)
    return (
      <Stack>
        <Title order={1} size="h2">
          {TITLE}
        </Title>
        <Alert color="red" title="The home page layout cannot be shown">
          {layout.error.message}
          <Group mt="sm">
            <Button size="xs" variant="light" color="red" onClick={() => void layout.refetch()}>
              Try again
            </Button>
          </Group>
        </Alert>
      </Stack>
    );
  if (!layout.data)
    return (
      <Center mih={240}>
        <Loader aria-label={`Loading ${TITLE}`} />
      </Center>
    );
  return <LayoutEditor view={layout.data} />;
}

function LayoutEditor({ view }: { view: LayoutView }) {
  const queryClient = useQueryClient();
  const isDesktop = useMediaQuery(DESKTOP_QUERY, true, { getInitialValueInEffect: false });
  const version = usePreviewVersion();
  // The picker is open: the new section goes below the section with this id, or at the end (null).
  const [picking, setPicking] = useState<{ after: string | null } | null>(null);
  const [edit, setEdit] = useState<SectionEdit | null>(null);
  const { sections } = view;
  const status = layoutStatus(view);
  const full = sections.length >= MAX_SECTIONS;

  const order = useLayoutChange((ids: string[]) => callApi(LAYOUT_CALLS.order, { layout_id, order: ids }));
  const update = useLayoutChange((i: number) => {
    const section = sections[i];
    if (!section?.id) throw new Error('This section is not saved yet.');
    return callApi(LAYOUT_CALLS.update, {
      layout_id,
      section_id: section.id,
      section: { ...section, hidden: !section.hidden },
    });
  });
  const remove = useLayoutChange((id: string) => callApi(LAYOUT_CALLS.remove, { layout_id, section_id: id }));
  const publish = useLayoutChange(() => callApi(LAYOUT_CALLS.publish, { layout_id }));
  const reset = useLayoutChange(() => callApi(LAYOUT_CALLS.reset, { layout_id }));
  const busy = order.isPending || update.isPending || remove.isPending || reset.isPending;

  const move = (from: number, to: number) => {
    const moved = [...sections];
    const [row] = moved.splice(from, 1);
    if (!row) return;
    moved.splice(to, 0, row);
    // The rows stay where they were dropped while the server agrees; a refusal puts them back.
    queryClient.setQueryData(layoutKeys.draft(layout_id), { ...view, sections: moved });
    order.mutate(
      moved.map((s) => s.id ?? ''),
      {
        onError: (error) => {
          queryClient.setQueryData(layoutKeys.draft(layout_id), view);
          refused(error);
        },
      },
    );
  };

  const toggleHidden = (i: number) =>
    update.mutate(i, {
      onSuccess: () =>
        notifySuccess(
          `${sectionName(sections[i] ?? { kind: 'text' }, i)} ${sections[i]?.hidden ? 'shown' : 'hidden'}.`,
        ),
      onError: refused,
    });

  const askDelete = async (i: number) => {
    const section = sections[i];
    if (!section?.id) return;
    const name = sectionName(section, i);
    if (
      !(await confirm(`Delete ${name}?`, 'It leaves the draft; the shop keeps it until you publish.', 'Delete', true))
    )
      return;
    remove.mutate(section.id, { onSuccess: () => notifySuccess(`${name} deleted.`), onError: refused });
  };

  const askReset = async () => {
    const agreed = await confirm(
      'Reset to the default layout?',
      'The draft goes back to your store’s default home page: every section you added or changed leaves the draft. Only the draft: your shop keeps showing the published page until you publish.',
      'Reset the draft',
      true,
    );
    if (agreed)
      reset.mutate(undefined, {
        onSuccess: () => notifySuccess('The draft is the default layout again.'),
        onError: refused,
      });
  };

  const addKind = (kind: SectionKind, grid?: string) => {
    setEdit({ section: blankSection(kind, grid), name: '', after: picking?.after ?? undefined });
    setPicking(null);
  };

  const list = (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" c="dimmed">
          {sections.length === 0
            ? 'Your home page has no sections yet.'
            : `${sections.length} ${sections.length === 1 ? 'section' : 'sections'}, top to bottom. Drag to reorder.`}
        </Text>
        <Button
          leftSection={<IconPlus size={16} />}
          variant="light"
          disabled={full}
          onClick={() => setPicking({ after: null })}
        >
          Add section
        </Button>
      </Group>
      {full && (
        <Text size="xs" c="dimmed">
          A page holds {MAX_SECTIONS} sections at most: delete one to add another.
        </Text>
      )}
      {sections.length === 0 ? (
        <Alert variant="light" title="An empty home page">
          Add a banner, a row of products or a few words; or reset to your store’s default layout.
        </Alert>
      ) : (
        <SectionList
          sections={sections}
          busy={busy}
          onMove={move}
          onEdit={(i) => {
            const section = sections[i];
            if (section) setEdit({ section, id: section.id, name: sectionName(section, i) });
          }}
          onToggleHidden={toggleHidden}
          onDelete={(i) => void askDelete(i)}
          onAddBelow={full ? undefined : (i) => setPicking({ after: sections[i]?.id ?? null })}
        />
      )}
    </Stack>
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap" gap="sm" align="flex-end">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {TITLE}
          </Title>
          <Group gap="xs">
            <Badge color={STATUS_COLORS[status]} variant="light">
              {STATUS_WORDS[status]}
            </Badge>
            {view.published_at && (
              <Text size="xs" c="dimmed">
                Published {momentOf(view.published_at)}
              </Text>
            )}
          </Group>
        </Stack>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconRestore size={16} />}
            onClick={() => void askReset()}
            loading={reset.isPending}
          >
            Reset to default
          </Button>
          <Button
            leftSection={<IconWorldUpload size={16} />}
            disabled={!view.unpublished}
            loading={publish.isPending}
            onClick={() =>
              publish.mutate(undefined, {
                onSuccess: () => notifySuccess('Published: your shop’s home page shows this layout now.'),
                onError: refused,
              })
            }
          >
            Publish
          </Button>
        </Group>
      </Group>
      {isDesktop ? (
        <Grid gap="lg">
          <Grid.Col span={5}>{list}</Grid.Col>
          <Grid.Col span={7}>
            {/* Beside a long list the preview stays in sight, under the shell's header. */}
            <div style={{ position: 'sticky', top: 76 }}>
              <LayoutPreview url={view.preview_url} version={version} />
            </div>
          </Grid.Col>
        </Grid>
      ) : (
        <Tabs defaultValue="sections" keepMounted={false}>
          <Tabs.List grow mb="md">
            <Tabs.Tab value="sections">Sections</Tabs.Tab>
            <Tabs.Tab value="preview">Preview</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="sections">{list}</Tabs.Panel>
          <Tabs.Panel value="preview">
            <LayoutPreview url={view.preview_url} version={version} initialDevice="phone" />
          </Tabs.Panel>
        </Tabs>
      )}
      <AddSectionPicker opened={picking !== null} onClose={() => setPicking(null)} onPick={addKind} />
      <SectionFormPanel edit={edit} onClose={() => setEdit(null)} />
    </Stack>
  );
}
