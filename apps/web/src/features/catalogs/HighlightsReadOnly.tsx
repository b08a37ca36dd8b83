import { Group, Paper, Stack, Text } from '@mantine/core';
import type { Catalog } from '@stallfront/shared/catalogs';
import { CatalogThumb } from './catalog-display';

/** The highlights in order, for people who may read catalogs but not change them. */
export function HighlightsReadOnly({ catalogs }: { catalogs: Catalog[] }) {
  if (catalogs.length === 0) return <Text size="sm">No catalogs are highlighted.</Text>;
  return (
    <Stack gap="xs" maw={640} role="list" aria-label="Highlighted catalogs">
      {catalogs.map((catalog, index) => (
        <Paper key={catalog._id} withBorder p="xs" role="listitem">
          <Group gap="sm" wrap="nowrap">
            <Text size="sm" c="dimmed" w={20} ta="right">
              {index + 1}
            </Text>
            <CatalogThumb catalog={catalog} size={32} />
            <Text size="sm" fw={500}>
              {catalog.name}
            </Text>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
