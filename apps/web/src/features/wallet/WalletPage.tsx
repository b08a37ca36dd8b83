import { Alert, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import { useState } from 'react';
import { countOf, formatMoney } from '@stallfront/shared/rules';
import { WALLET_CALLS } from '@stallfront/shared/wallet';
import { callApi } from '../../api/client';
import { fetchCsv } from '../../api/download';
import { useSession } from '../../app/session/use-session';
import { ListPage } from '../../ui/list-page';
import { WalletEntryCard, walletColumns, walletFilters, walletSorts } from './wallet-columns';
import { useWalletBalance, walletKeys } from './wallet-queries';
import { WithdrawModal } from './WithdrawModal';

/**
 * /account/wallet (multi-vendor stores): what the marketplace earned the store (commissions,
 * vendors' ads and subscriptions) less what it withdrew, row by row from the ledger, and a
 * withdrawal to the bank.
 */
export default function WalletPage() {
  const balance = useWalletBalance();
  const [withdrawing, setWithdrawing] = useState(false);
  const isOwner = useSession().store?.data.login_type === 'admin';
  const data = balance.data;
  return (
    <>
      <ListPage
        title="Wallet"
        queryKey={walletKeys.storeRows()}
        fetchPage={(request, signal) => callApi(WALLET_CALLS.list, request, { signal })}
        fetchCount={(params, signal) => callApi(WALLET_CALLS.count, params, { signal })}
        countLabel={(n) => countOf(n, 'ledger row')}
        rowKey={(row) => row._id}
        rowLabel={(row) => row.memo}
        columns={walletColumns}
        sorts={walletSorts}
        defaultSort={{ sort: 'created', direction: 'desc' }}
        filters={walletFilters}
        searchPlaceholder="Search the descriptions"
        primaryAction={
          isOwner && data?.owed === 0
            ? { label: 'Withdraw', icon: <IconBuildingBank size={16} />, onClick: () => setWithdrawing(true) }
            : undefined
        }
        exportCsv={(params) => fetchCsv(WALLET_CALLS.exportCsv, params)}
        summary={
          <Card withBorder padding="md">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={2}>
                <Text size="sm" c="dimmed">
                  Balance
                </Text>
                {data ? (
                  <Text fz={26} fw={700} data-testid="wallet-balance">
                    {formatMoney(data.balance, data.currency)}
                  </Text>
                ) : (
                  <Skeleton h={34} w={160} />
                )}
              </Stack>
              <Text size="xs" c="dimmed" maw={420}>
                Commissions on your vendors' sales, their ads and subscriptions, less what you withdrew.
              </Text>
            </Group>
            {data && data.owed > 0 ? (
              <Alert color="red" variant="light" mt="sm" title="The wallet owes" data-testid="wallet-owed">
                {formatMoney(data.owed, data.currency)}: a refund after a withdrawal took more than the wallet held (the
                rows marked Owed). Your next earnings pay it first; withdrawals wait until then.
              </Alert>
            ) : null}
          </Card>
        }
        emptyState={{
          title: 'No wallet rows yet',
          message:
            'When your vendors sell, the commission on each paid line comes into the wallet here, with their ads and subscriptions.',
        }}
        mobileCard={(row) => <WalletEntryCard row={row} />}
      />
      {withdrawing && data ? (
        <WithdrawModal balance={data.balance} currency={data.currency} onClose={() => setWithdrawing(false)} />
      ) : null}
    </>
  );
}
