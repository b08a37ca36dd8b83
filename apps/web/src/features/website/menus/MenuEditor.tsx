import { ActionIcon, Button, Group, Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { MENU_LINK_KINDS, type MenuItem, type MenuLinkKind, type Menus } from '@stallfront/shared/website';
import type { SettingForm } from '../../../ui/setting-page';
import { SortableList } from '../../../ui/SortableList';
import { useHasCollections } from '../../collections/collection-queries';
import { MenuTargetInput } from './MenuTargetInput';

type Form = SettingForm<Menus>;
type Entry = Omit<MenuItem, 'children'>;

const MAX_ITEMS = 12;
const MAX_UNDER = 20;
const KIND_OPTIONS = Object.entries(MENU_LINK_KINDS).map(([value, label]) => ({ value, label }));
/** Collections are linked only by stores with the collections app. */
function useKindOptions() {
  return useHasCollections() ? KIND_OPTIONS : KIND_OPTIONS.filter((option) => option.value !== 'collection');
}
const NEW_ENTRY: Entry = { label: '', kind: 'catalog', target: '' };

/** An item's words, what it links to and where: the same for an item and an item under it. */
function EntryFields({ form, path, entry }: { form: Form; path: string; entry: Entry }) {
  const kindOptions = useKindOptions();
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs" style={{ flex: 1 }}>
      <TextInput label="Words" required maxLength={40} {...form.getInputProps(`${path}.label`)} />
      <Select
        label="Links to"
        allowDeselect={false}
        data={kindOptions}
        value={entry.kind}
        onChange={(kind) => {
          // Another kind's target means nothing here.
          form.setFieldValue(`${path}.kind`, kind as MenuLinkKind);
          form.setFieldValue(`${path}.target`, '');
        }}
      />
      <MenuTargetInput
        kind={entry.kind}
        value={entry.target}
        onChange={(target) => form.setFieldValue(`${path}.target`, target)}
        error={form.errors[`${path}.target`]}
      />
    </SimpleGrid>
  );
}

const nameOf = (entry: Entry | undefined, i: number) => entry?.label || `item ${i + 1}`;

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <ActionIcon variant="subtle" color="red" size="lg" aria-label={label} onClick={onClick}>
      <IconTrash size={18} />
    </ActionIcon>
  );
}

/** One item of the menu, with the items under it, each list reordered by dragging. */
function ItemCard({
  form,
  place,
  i,
  handle,
}: {
  form: Form;
  place: 'header' | 'footer';
  i: number;
  handle: React.ReactNode;
}) {
  const item = form.getValues()[place][i];
  if (!item) return null;
  const path = `${place}.${i}`;
  return (
    <Paper withBorder p="sm">
      <Group align="flex-start" wrap="nowrap" gap="xs">
        {handle}
        <EntryFields form={form} path={path} entry={item} />
        <RemoveButton label={`Remove ${nameOf(item, i)}`} onClick={() => form.removeListItem(place, i)} />
      </Group>
      <Stack gap="xs" mt="xs" pl={{ base: 'md', sm: 42 }}>
        <SortableList
          ids={item.children.map((_, j) => `${path}.children.${j}`)}
          handleLabel={(j) => `Move ${nameOf(item.children[j], j)}`}
          onMove={(from, to) => form.reorderListItem(`${path}.children`, { from, to })}
        >
          {(j, childHandle) => {
            const child = item.children[j];
            return child ? (
              <Paper withBorder p="xs" bg="var(--mantine-color-default-hover)">
                <Group align="flex-start" wrap="nowrap" gap="xs">
                  {childHandle}
                  <EntryFields form={form} path={`${path}.children.${j}`} entry={child} />
                  <RemoveButton
                    label={`Remove ${nameOf(child, j)}`}
                    onClick={() => form.removeListItem(`${path}.children`, j)}
                  />
                </Group>
              </Paper>
            ) : null;
          }}
        </SortableList>
        <Group>
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconPlus size={14} />}
            disabled={item.children.length >= MAX_UNDER}
            onClick={() => form.insertListItem(`${path}.children`, { ...NEW_ENTRY })}
          >
            Add an item under {nameOf(item, i)}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** A menu: its items in order, each with the items under it. */
export function MenuEditor({ form, place }: { form: Form; place: 'header' | 'footer' }) {
  const items = form.getValues()[place];
  return (
    <Stack>
      <SortableList
        ids={items.map((_, i) => `${place}.${i}`)}
        handleLabel={(i) => `Move ${nameOf(items[i], i)}`}
        onMove={(from, to) => form.reorderListItem(place, { from, to })}
      >
        {(i, handle) => <ItemCard form={form} place={place} i={i} handle={handle} />}
      </SortableList>
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          disabled={items.length >= MAX_ITEMS}
          onClick={() => form.insertListItem(place, { ...NEW_ENTRY, children: [] })}
        >
          Add an item
        </Button>
      </Group>
    </Stack>
  );
}
