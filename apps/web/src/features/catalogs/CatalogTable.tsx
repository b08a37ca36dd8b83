import { Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import type { Catalog } from '@stallfront/shared/catalogs';
import { CatalogStatusBadge, CatalogThumb, EditCatalogButton } from './catalog-display';
import { productCountText } from './catalog-list';

/** What the desktop table and the phone cards both show and do. */
export interface CatalogRowsProps {
  catalogs: Catalog[];
  /** Left out for people who only read catalogs: no checkboxes then. */
  selection?: { selected: ReadonlySet<string>; onSelect: (ids: string[], on: boolean) => void };
  onEdit?: (catalog: Catalog) => void;
}

export function HighlightMark({ catalog }: { catalog: Catalog }) {
  if (catalog.highlight_position === null) return null;
  return (
    <Group gap={4} wrap="nowrap" c="yellow.7">
      <IconStar size={14} aria-hidden />
      <Text size="xs">Highlighted</Text>
    </Group>
  );
}

export function CatalogTable({ catalogs, selection, onEdit }: CatalogRowsProps) {
  const ids = catalogs.map((c) => c._id);
  const selectedCount = selection ? ids.filter((id) => selection.selected.has(id)).length : 0;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table aria-label="Catalogs" verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th w={40}>
                <Checkbox
                  aria-label="Select all catalogs"
                  checked={selectedCount > 0 && selectedCount === ids.length}
                  indeterminate={selectedCount > 0 && selectedCount < ids.length}
                  onChange={(e) => selection.onSelect(ids, e.currentTarget.checked)}
                />
              </Table.Th>
            )}
            <Table.Th>Catalog</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th ta="right">Products</Table.Th>
            {onEdit && <Table.Th w={90} />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {catalogs.map((catalog) => (
            <Table.Tr key={catalog._id}>
              {selection && (
                <Table.Td>
                  <Checkbox
                    aria-label={`Select ${catalog.name}`}
                    checked={selection.selected.has(catalog._id)}
                    onChange={(e) => selection.onSelect([catalog._id], e.currentTarget.checked)}
                  />
                </Table.Td>
              )}
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <CatalogThumb catalog={catalog} />
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text fw={500} size="sm">
                      {catalog.name}
                    </Text>
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      {catalog.description || `/${catalog.slug}`}
                    </Text>
                    <HighlightMark catalog={catalog} />
                  </Stack>
                </Group>
              </Table.Td>
              <Table.Td>
                <CatalogStatusBadge status={catalog.status} />
              </Table.Td>
              <Table.Td ta="right">{productCountText(catalog.product_count)}</Table.Td>
              {onEdit && (
                <Table.Td>
                  <EditCatalogButton catalog={catalog} onEdit={onEdit} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
