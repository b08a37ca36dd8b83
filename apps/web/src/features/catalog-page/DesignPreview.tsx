import { Box, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { CatalogDesignValue } from '@stallfront/shared/catalog-page';

const SAMPLE_CARDS = 6;

/** A small picture of a catalog page with this design: the filters bar, then a grid or rows of products. */
export function DesignPreview({ design }: { design: CatalogDesignValue }) {
  const { filters } = design;
  const shown = [filters.price && 'Price', filters.in_stock && 'In stock', filters.tags && 'Tags'].filter(Boolean);
  const list = design.layout === 'list';
  return (
    <Paper withBorder p="xs" radius="md" aria-label="Preview of the catalog page" role="img" w={240} maw="100%">
      <Stack gap={6}>
        <Text size="xs" c="dimmed">
          {shown.length ? `Filters: ${shown.join(' · ')}` : 'No filters'} · {design.page_size} a page
        </Text>
        {list ? (
          <Stack gap={4}>
            {Array.from({ length: 3 }, (_, i) => (
              <Group key={i} gap={6} wrap="nowrap">
                <Box w={28} h={28} bg="gray.3" style={{ borderRadius: 4, flexShrink: 0 }} />
                <Box h={8} w="60%" bg="gray.2" style={{ borderRadius: 4 }} />
              </Group>
            ))}
          </Stack>
        ) : (
          <SimpleGrid cols={design.columns} spacing={4} verticalSpacing={4}>
            {Array.from({ length: SAMPLE_CARDS }, (_, i) => (
              <Box key={i} bg="gray.3" style={{ aspectRatio: '1', borderRadius: 4 }} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}
