import { ActionIcon, Group, NativeSelect } from '@mantine/core';
import { IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { SortDirection } from '@stallfront/shared/list';
import type { SortOption } from './types';

interface SortControlProps<S extends string> {
  sorts: readonly SortOption<S>[];
  value: { sort: S; direction: SortDirection };
  onChoose: (key: S) => void;
  onReverse: () => void;
}

export function SortControl<S extends string>({ sorts, value, onChoose, onReverse }: SortControlProps<S>) {
  const ascending = value.direction === 'asc';
  return (
    <Group gap={4} wrap="nowrap">
      <NativeSelect
        aria-label="Sort by"
        w={160}
        data={sorts.map((s) => ({ value: s.value, label: s.label }))}
        value={value.sort}
        onChange={(event) => {
          const chosen = sorts.find((s) => s.value === event.currentTarget.value);
          if (chosen) onChoose(chosen.value);
        }}
      />
      <ActionIcon
        variant="default"
        size="input-sm"
        onClick={onReverse}
        aria-label={ascending ? 'Sorted ascending; sort descending' : 'Sorted descending; sort ascending'}
      >
        {ascending ? <IconSortAscending size={18} /> : <IconSortDescending size={18} />}
      </ActionIcon>
    </Group>
  );
}
