import { ActionIcon, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconEye, IconEyeOff, IconPencil, IconRowInsertBottom, IconTrash } from '@tabler/icons-react';
import { type LayoutSection, SECTION_KINDS } from '@stallfront/shared/website';
import { SortableList } from '../../../ui/SortableList';
import classes from './HomeLayout.module.css';
import { sectionName, sectionSummary } from './section-logic';

interface SectionListProps {
  sections: LayoutSection[];
  onMove: (from: number, to: number) => void;
  onEdit: (i: number) => void;
  onToggleHidden: (i: number) => void;
  onDelete: (i: number) => void;
  /** Opens the picker for a new section right below this one; undefined when the page is full. */
  onAddBelow?: (i: number) => void;
  /** A change is on its way: the row's buttons wait. */
  busy: boolean;
}

/** The page's sections top to bottom: dragged (or moved with the keyboard) to reorder, each with its actions. */
export function SectionList({
  sections,
  onMove,
  onEdit,
  onToggleHidden,
  onDelete,
  onAddBelow,
  busy,
}: SectionListProps) {
  return (
    <SortableList
      ids={sections.map((s, i) => s.id ?? `section-${i}`)}
      handleLabel={(i) => `Move ${sections[i] ? sectionName(sections[i], i) : ''}`}
      onMove={onMove}
    >
      {(i, handle) => {
        const section = sections[i];
        if (!section) return null;
        const name = sectionName(section, i);
        const toggle = section.hidden ? `Show ${name}` : `Hide ${name}`;
        return (
          <Paper withBorder p="xs" aria-label={name} component="article">
            <Group wrap="nowrap" gap="xs">
              {handle}
              <Stack
                gap={0}
                style={{ flex: 1, minWidth: 0 }}
                className={section.hidden ? classes.hiddenRow : undefined}
              >
                <Text fw={600} size="sm">
                  {SECTION_KINDS[section.kind].label}
                  {section.hidden && (
                    <Text span size="xs" c="dimmed" fw={400}>
                      {' '}
                      · hidden
                    </Text>
                  )}
                </Text>
                <Text size="xs" c="dimmed" truncate="end">
                  {sectionSummary(section)}
                </Text>
              </Stack>
              <Tooltip label={section.hidden ? 'Show in the shop' : 'Hide from the shop'}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  aria-label={toggle}
                  disabled={busy}
                  onClick={() => onToggleHidden(i)}
                >
                  {section.hidden ? <IconEyeOff size={18} /> : <IconEye size={18} />}
                </ActionIcon>
              </Tooltip>
              <Tooltip label="Add a section below">
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  aria-label={`Add a section below ${name}`}
                  disabled={busy || !onAddBelow}
                  onClick={() => onAddBelow?.(i)}
                >
                  <IconRowInsertBottom size={18} />
                </ActionIcon>
              </Tooltip>
              <ActionIcon variant="subtle" size="lg" aria-label={`Edit ${name}`} onClick={() => onEdit(i)}>
                <IconPencil size={18} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`Delete ${name}`}
                disabled={busy}
                onClick={() => onDelete(i)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          </Paper>
        );
      }}
    </SortableList>
  );
}
