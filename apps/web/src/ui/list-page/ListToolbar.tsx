import { Badge, Button, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFilter } from '@tabler/icons-react';
import type { SortDirection } from '@stallfront/shared/list';
import { Drawer } from '../overlays';
import { ListFilters } from './ListFilters';
import { SearchBox } from './SearchBox';
import { SortControl } from './SortControl';
import type { AnyListFilter, SortOption } from './types';

interface ListToolbarProps<S extends string> {
  isPhone: boolean;
  search: string;
  onSearch: (search: string) => void;
  searchPlaceholder?: string;
  filters: readonly AnyListFilter[];
  filterValues: Record<string, string>;
  onFilter: (key: string, value: string | null) => void;
  onClearFilters: () => void;
  sorts: readonly SortOption<S>[];
  sort: { sort: S; direction: SortDirection };
  onChooseSort: (key: S) => void;
  onReverseSort: () => void;
}

/** Search, filters and sort; on a phone the filters move into a drawer behind a "Filters" button. */
export function ListToolbar<S extends string>(props: ListToolbarProps<S>) {
  const { isPhone, filters, filterValues, onFilter } = props;
  const [drawerOpen, drawer] = useDisclosure(false);
  const activeCount = Object.keys(filterValues).length;
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <SearchBox value={props.search} onCommit={props.onSearch} placeholder={props.searchPlaceholder} />
      {filters.length > 0 && !isPhone && <ListFilters filters={filters} values={filterValues} onChange={onFilter} />}
      {filters.length > 0 && isPhone && (
        <>
          <Button
            variant="default"
            leftSection={<IconFilter size={16} />}
            rightSection={
              activeCount > 0 ? (
                <Badge size="sm" circle>
                  {activeCount}
                </Badge>
              ) : null
            }
            onClick={drawer.open}
          >
            Filters
          </Button>
          <Drawer
            opened={drawerOpen}
            onClose={drawer.close}
            title="Filters"
            position="bottom"
            // A sheet as tall as its filters: Mantine's sizes are fixed steps ("auto" is none of them).
            styles={{ content: { height: 'auto' } }}
            closeButtonProps={{ 'aria-label': 'Close filters' }}
          >
            <Stack gap="sm" pb="md">
              <ListFilters filters={filters} values={filterValues} onChange={onFilter} stacked />
              <Group justify="space-between">
                <Button variant="subtle" color="gray" onClick={props.onClearFilters}>
                  Clear filters
                </Button>
                <Button onClick={drawer.close}>Show results</Button>
              </Group>
            </Stack>
          </Drawer>
        </>
      )}
      <SortControl
        sorts={props.sorts}
        value={props.sort}
        onChoose={props.onChooseSort}
        onReverse={props.onReverseSort}
      />
    </Group>
  );
}
