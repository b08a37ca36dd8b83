import { Alert, Button, Group, Loader, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { DEALER_CALLS, type Dealer, type DealerStore, shareLabel } from '@stallfront/shared/admin-community';
import { formatMoney } from '@stallfront/shared/rules';
import { callApi } from '../../api/client';
import { fetchFile } from '../../api/download';
import { dayOf } from '../../ui/dates';
import { saveFile } from '../../ui/list-page/download';
import { notifyError } from '../../ui/notify';
import { SidePanel } from '../../ui/SidePanel';
import { earningsOf } from './dealer-columns';
import { dealerKeys } from './dealer-keys';

/** A dealer's page: its code and share, the stores it signed up, what they paid and what it earned. */
export function DealerDrawer({ row, onClose }: { row: Dealer; onClose: () => void }) {
  const { data, isError, error } = useQuery({
    queryKey: dealerKeys.detail(row._id),
    queryFn: ({ signal }) => callApi(DEALER_CALLS.get, { id: row._id }, { signal }),
  });
  const dealer = data?.data ?? row;
  const download = async () => {
    try {
      saveFile(await fetchFile(DEALER_CALLS.storesCsv, { id: row._id }), `dealer-${row.code.toLowerCase()}-stores.csv`);
    } catch (failure) {
      notifyError(failure instanceof Error ? failure.message : 'The download failed');
    }
  };
  return (
    <SidePanel opened onClose={onClose} title={dealer.name}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {dealer.email}
        </Text>
        <SimpleGrid cols={2} data-testid="dealer-figures">
          <Figure label="Code" value={dealer.code} />
          <Figure label="Share" value={shareLabel(dealer.share_bps)} />
          <Figure label="Stores" value={String(dealer.store_count)} />
          <Figure label="Earned" value={earningsOf(dealer)} />
        </SimpleGrid>
        <Group justify="space-between">
          <Text fw={600}>Stores</Text>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconDownload size={14} aria-hidden />}
            onClick={download}
            disabled={!data?.stores.length}
          >
            CSV
          </Button>
        </Group>
        {isError && <Alert color="red">{error.message}</Alert>}
        {!data && !isError && <Loader aria-label="Loading the dealer's stores" />}
        {data && <StoreTable stores={data.stores} />}
      </Stack>
    </SidePanel>
  );
}

function StoreTable({ stores }: { stores: DealerStore[] }) {
  if (stores.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No store has signed up with this code yet.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={340}>
      <Table striped data-testid="dealer-stores">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Store</Table.Th>
            <Table.Th ta="right">Paid</Table.Th>
            <Table.Th ta="right">Earned</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {stores.map((s) => (
            <Table.Tr key={`${s.store_id}-${s.currency}`}>
              <Table.Td>
                <Text size="sm">{s.store_name}</Text>
                <Text size="xs" c="dimmed">
                  {s.sub_domain} · joined {dayOf(s.joined_on)}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{formatMoney(s.paid, s.currency)}</Table.Td>
              <Table.Td ta="right">{formatMoney(s.earning, s.currency)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Stack>
  );
}
