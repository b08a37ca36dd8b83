import { Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { CatalogStatusBadge, CatalogThumb, EditCatalogButton } from './catalog-display';
import { productCountText } from './catalog-list';
import { type CatalogRowsProps, HighlightMark } from './CatalogTable';

/** The phone layout: one card per catalog, with the same selection and Edit as the table. */
export function CatalogCards({ catalogs, selection, onEdit }: CatalogRowsProps) {
  return (
    <Stack gap="xs" role="list" aria-label="Catalogs">
      {catalogs.map((catalog) => (
        <Paper key={catalog._id} withBorder p="sm" role="listitem">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            {selection && (
              <Checkbox
                mt={4}
                aria-label={`Select ${catalog.name}`}
                checked={selection.selected.has(catalog._id)}
                onChange={(e) => selection.onSelect([catalog._id], e.currentTarget.checked)}
              />
            )}
            <CatalogThumb catalog={catalog} size={48} />
            <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
              <Text fw={500}>{catalog.name}</Text>
              {catalog.description && (
                <Text size="xs" c="dimmed" lineClamp={2}>
                  {catalog.description}
                </Text>
              )}
              <Group gap="xs">
                <CatalogStatusBadge status={catalog.status} />
                <Text size="sm">{productCountText(catalog.product_count)}</Text>
                <HighlightMark catalog={catalog} />
              </Group>
            </Stack>
            {onEdit && <EditCatalogButton catalog={catalog} onEdit={onEdit} />}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
