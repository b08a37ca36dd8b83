import { Card, Stack, Table, Text, Title } from '@mantine/core';
import { type ControlPanel, formatBytes } from '@stallfront/shared/admin-operations';

/** Uploaded media: the total and the stores that take the most room. */
export function StorageUse({ storage }: { storage: ControlPanel['storage'] }) {
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Storage
        </Title>
        <Text size="sm" c="dimmed">
          {formatBytes(storage.total_bytes)} in {storage.total_files} files across every store.
        </Text>
        {storage.stores.length > 0 ? (
          <Table.ScrollContainer minWidth={320}>
            <Table striped aria-label="Storage by store">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Store</Table.Th>
                  <Table.Th ta="right">Files</Table.Th>
                  <Table.Th ta="right">Size</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {storage.stores.map((s) => (
                  <Table.Tr key={s.store_id}>
                    <Table.Td>{s.name}</Table.Td>
                    <Table.Td ta="right">{s.files}</Table.Td>
                    <Table.Td ta="right">{formatBytes(s.bytes)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Stack>
    </Card>
  );
}
