import { ActionIcon, Button, Group, Paper, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface SettingListProps<Values, Item> {
  form: UseFormReturnType<Values>;
  /** The list's field in the form, such as "overrides". */
  path: string;
  items: Item[];
  /** A new entry's values. */
  blank: Item;
  addLabel: string;
  max: number;
  /** What the remove button says it removes: "Remove Instagram". */
  nameOf: (item: Item) => string;
  /** The inputs of entry `i`, their paths under `${path}.${i}`. */
  children: (i: number) => ReactNode;
}

/**
 * A setting's list of entries (pages with their own SEO text, social links, footer links): each
 * in a card with a remove button, and an add button while there is room. The schema checks them.
 */
export function SettingList<Values, Item>({
  form,
  path,
  items,
  blank,
  addLabel,
  max,
  nameOf,
  children,
}: SettingListProps<Values, Item>) {
  return (
    <Stack>
      {items.map((item, i) => (
        <Paper key={form.key(`${path}.${i}`)} withBorder p="sm">
          <Group align="flex-start" wrap="nowrap">
            <Stack gap="xs" style={{ flex: 1 }}>
              {children(i)}
            </Stack>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mt={24}
              aria-label={`Remove ${nameOf(item) || 'this entry'}`}
              onClick={() => form.removeListItem(path, i)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        </Paper>
      ))}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          disabled={items.length >= max}
          // A path held in a string: Mantine cannot tie the entry to it; the schema checks it.
          onClick={() => form.insertListItem(path, blank as never)}
        >
          {addLabel}
        </Button>
      </Group>
    </Stack>
  );
}
