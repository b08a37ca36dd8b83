import { Button, Menu } from '@mantine/core';
import { IconBookmark, IconCheck, IconChevronDown, IconDeviceFloppy, IconSettings } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import type { SavedView } from '@stallfront/shared/saved-views';
import { type ListSpec, type ListState, listStateKey } from './list-params';
import { fromViewParams, toViewParams } from './saved-view-params';
import { useSavedViews } from './use-saved-views';

// The dialogs load when a merchant first opens one: most list visits never do.
const ViewNameModal = lazy(() => import('./ViewNameModal').then((m) => ({ default: m.ViewNameModal })));
const ManageViewsModal = lazy(() => import('./ManageViewsModal').then((m) => ({ default: m.ManageViewsModal })));

interface SavedViewsMenuProps<S extends string> {
  listId: string;
  spec: ListSpec<S>;
  state: ListState<S>;
  onOpen: (state: ListState<S>) => void;
}

/** The list header's "Views": save the current search, sort and filters under a name, open, rename or delete views. */
export function SavedViewsMenu<S extends string>({ listId, spec, state, onOpen }: SavedViewsMenuProps<S>) {
  const control = useSavedViews(listId);
  const [dialog, setDialog] = useState<'save' | 'manage' | null>(null);
  const views = control.views.data ?? [];
  const current = listStateKey(state);
  const isCurrent = (view: SavedView) => listStateKey(fromViewParams(view.params, spec)) === current;

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconBookmark size={16} />}
            rightSection={<IconChevronDown size={14} />}
          >
            Views
          </Button>
        </Menu.Target>
        <Menu.Dropdown maw="min(320px, calc(100vw - 32px))">
          <Menu.Item leftSection={<IconDeviceFloppy size={16} />} onClick={() => setDialog('save')}>
            Save current view as…
          </Menu.Item>
          {views.length > 0 && <Menu.Label>Saved views</Menu.Label>}
          {views.map((view) => (
            <Menu.Item
              key={view._id}
              leftSection={
                isCurrent(view) ? <IconCheck size={16} aria-label="Showing" /> : <span style={{ width: 16 }} />
              }
              onClick={() => onOpen(fromViewParams(view.params, spec))}
              styles={{ itemLabel: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } }}
            >
              {view.name}
            </Menu.Item>
          ))}
          {control.views.isError && <Menu.Label c="red">Saved views could not be loaded</Menu.Label>}
          {views.length > 0 && (
            <>
              <Menu.Divider />
              <Menu.Item leftSection={<IconSettings size={16} />} onClick={() => setDialog('manage')}>
                Manage views…
              </Menu.Item>
            </>
          )}
        </Menu.Dropdown>
      </Menu>
      <Suspense fallback={null}>
        {dialog === 'save' && (
          <ViewNameModal
            title="Save view"
            submitLabel="Save"
            onSubmit={(name) => control.save.mutateAsync({ name, params: toViewParams(state) })}
            onClose={() => setDialog(null)}
          />
        )}
        {dialog === 'manage' && <ManageViewsModal control={control} onClose={() => setDialog(null)} />}
      </Suspense>
    </>
  );
}
