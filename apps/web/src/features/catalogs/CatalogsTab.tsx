import { Alert, Button, EmptyState, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCategory, IconPlus, IconSearch, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { CATALOG_CALLS, type Catalog } from '@stallfront/shared/catalogs';
import { callApi } from '../../api/client';
import type { BulkAction } from '../../ui/list-page';
import { BulkBar } from '../../ui/list-page/BulkBar';
import { useBulkActions } from '../../ui/list-page/use-bulk-actions';
import { catalogKeys, useCatalogs } from '../products/product-queries';
import { CatalogCards } from './CatalogCards';
import { CatalogFormModal } from './CatalogFormModal';
import { catalogCountText, filterCatalogs, selectedAmong } from './catalog-list';
import { CatalogTable } from './CatalogTable';
import { CatalogUploadModal } from './CatalogUploadModal';
import { countOf } from '@stallfront/shared/rules';

const deleteAction: BulkAction = {
  label: 'Delete',
  color: 'red',
  confirm: {
    title: 'Delete catalogs',
    message: (n) => `Delete ${countOf(n, 'catalog')}? Their products stay in the shop, without them.`,
    confirmLabel: 'Delete',
  },
  run: async (ids) => (await callApi(CATALOG_CALLS.remove, { ids })).message,
};

/** Every catalog, searched on the page (the server sends them all), with adding, editing, CSV upload and bulk delete. */
export function CatalogsTab({ canManage }: { canManage: boolean }) {
  const catalogs = useCatalogs();
  const isPhone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false });
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<Catalog | 'new' | null>(null);
  const [uploadOpen, setUploadOpen] = useState(false);
  const bulk = useBulkActions(catalogKeys.all, () => setSelected(new Set()));
  const all = catalogs.data ?? [];
  const shown = filterCatalogs(all, search);
  const selectedIds = selectedAmong(selected, shown);

  const onSelect = (ids: string[], on: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const rowsProps = {
    catalogs: shown,
    selection: canManage ? { selected: new Set(selectedIds), onSelect } : undefined,
    onEdit: canManage ? setEditing : undefined,
  };
  const addButton = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
      Add catalog
    </Button>
  );

  const body = () => {
    if (catalogs.isPending) return <Skeleton height={200} aria-label="Loading catalogs" />;
    if (catalogs.isError) {
      return (
        <Alert color="red" title="The catalogs could not be loaded">
          <Stack gap="sm" align="flex-start">
            {catalogs.error.message}
            <Button size="xs" variant="default" onClick={() => void catalogs.refetch()}>
              Retry
            </Button>
          </Stack>
        </Alert>
      );
    }
    if (all.length === 0) {
      return (
        <EmptyState
          py="xl"
          icon={<IconCategory />}
          title="No catalogs yet"
          description="Catalogs group your products for shoppers, like Men, Kids or Summer Sale."
        >
          {canManage && <EmptyState.Actions>{addButton}</EmptyState.Actions>}
        </EmptyState>
      );
    }
    if (shown.length === 0) {
      return (
        <EmptyState py="xl" title={`No catalogs match “${search.trim()}”`} description="Try other words.">
          <EmptyState.Actions>
            <Button variant="default" onClick={() => setSearch('')}>
              Clear search
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      );
    }
    return isPhone ? <CatalogCards {...rowsProps} /> : <CatalogTable {...rowsProps} />;
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <TextInput
          aria-label="Search catalogs"
          placeholder="Search catalogs"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={{ base: '100%', xs: 280 }}
        />
        {canManage && (
          <Group gap="sm">
            <Button variant="default" leftSection={<IconUpload size={16} />} onClick={() => setUploadOpen(true)}>
              Upload CSV
            </Button>
            {addButton}
          </Group>
        )}
      </Group>
      {all.length > 0 && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {catalogCountText(shown.length, all.length)}
        </Text>
      )}
      {selectedIds.length > 0 && (
        <BulkBar
          count={selectedIds.length}
          actions={[deleteAction]}
          running={bulk.running}
          onRun={(action) => bulk.start(action, selectedIds)}
          onClear={() => setSelected(new Set())}
        />
      )}
      {body()}
      {editing && <CatalogFormModal catalog={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {uploadOpen && <CatalogUploadModal onClose={() => setUploadOpen(false)} />}
    </Stack>
  );
}
