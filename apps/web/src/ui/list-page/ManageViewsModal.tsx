import { ActionIcon, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { SavedView } from '@stallfront/shared/saved-views';
import type { SavedViewsControl } from './use-saved-views';
import { ViewNameModal } from './ViewNameModal';

/** The person's views of a list, each with rename and delete. */
export function ManageViewsModal({ control, onClose }: { control: SavedViewsControl; onClose: () => void }) {
  const [renaming, setRenaming] = useState<SavedView | null>(null);
  const views = control.views.data ?? [];
  if (renaming) {
    return (
      <ViewNameModal
        title={`Rename ${renaming.name}`}
        initialName={renaming.name}
        submitLabel="Rename"
        onSubmit={(name) => control.rename.mutateAsync({ id: renaming._id, name })}
        onClose={() => setRenaming(null)}
      />
    );
  }
  return (
    <Modal opened onClose={onClose} title="Saved views">
      <Stack gap="xs">
        {control.views.isPending && <Loader size="sm" aria-label="Loading saved views" />}
        {control.views.isSuccess && views.length === 0 && (
          <Text c="dimmed" size="sm">
            No saved views yet
          </Text>
        )}
        {views.map((view) => (
          <Group key={view._id} justify="space-between" wrap="nowrap" gap="xs">
            <Text truncate="end" title={view.name}>
              {view.name}
            </Text>
            <Group gap={4} wrap="nowrap">
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Rename ${view.name}`}
                onClick={() => setRenaming(view)}
              >
                <IconPencil size={18} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Delete ${view.name}`}
                loading={control.remove.isPending && control.remove.variables === view._id}
                onClick={() => control.remove.mutate(view._id)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          </Group>
        ))}
      </Stack>
    </Modal>
  );
}
