import { Card, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { countOf, formatMoney } from '@stallfront/shared/rules';
import { VENDOR_WALLET_CALLS } from '@stallfront/shared/wallet';
import { callApi } from '../../api/client';
import { fetchCsv } from '../../api/download';
import { ListPage } from '../../ui/list-page';
import { VendorAdSpend } from './VendorAdSpend';
import { vendorWalletColumns, WalletEntryCard, walletFilters, walletSorts } from './wallet-columns';
import { useVendorWalletBalance, walletKeys } from './wallet-queries';

function Figure({ label, value, detail }: { label: string; value: string | undefined; detail: string }) {
  return (
    <Card withBorder padding="md" role="group" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {value === undefined ? (
        <Skeleton h={34} w={140} />
      ) : (
        <Text fz={26} fw={700} data-stat={label}>
          {value}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {detail}
      </Text>
    </Card>
  );
}

/** /vendor-account/vendor-wallet: what the store owes the signed-in vendor, its ledger rows, and its ad spend. */
export default function VendorWalletPage() {
  const balance = useVendorWalletBalance();
  const data = balance.data;
  const money = (minor: number | undefined) =>
    data && minor !== undefined ? formatMoney(minor, data.currency) : undefined;
  return (
    <ListPage
      title="Wallet"
      queryKey={walletKeys.vendorRows()}
      fetchPage={(request, signal) => callApi(VENDOR_WALLET_CALLS.list, request, { signal })}
      fetchCount={(params, signal) => callApi(VENDOR_WALLET_CALLS.count, params, { signal })}
      countLabel={(n) => countOf(n, 'ledger row')}
      rowKey={(row) => row._id}
      rowLabel={(row) => row.memo}
      columns={vendorWalletColumns}
      sorts={walletSorts}
      defaultSort={{ sort: 'created', direction: 'desc' }}
      filters={walletFilters}
      searchPlaceholder="Search the descriptions"
      exportCsv={(params) => fetchCsv(VENDOR_WALLET_CALLS.exportCsv, params)}
      summary={
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Figure label="Available" value={money(data?.available)} detail="From closed statements, until paid out" />
            <Figure
              label="Pending"
              value={money(data?.pending)}
              detail="From paid orders not yet in a closed statement"
            />
          </SimpleGrid>
          <VendorAdSpend />
        </Stack>
      }
      emptyState={{
        title: 'No wallet rows yet',
        message:
          'Each paid line of your products adds what you earn (after the commission) here as pending; a closed statement makes it available.',
      }}
      mobileCard={(row) => <WalletEntryCard row={row} showSide />}
    />
  );
}
