import { Text } from '@mantine/core';
import { IconCash, IconLock, IconReceipt } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SETTLEMENT_LINE_CALLS, STATEMENT_CALLS } from '@stallfront/shared/settlement';
import { countOf } from '@stallfront/shared/rules';
import { callApi } from '../../api/client';
import { fetchCsv } from '../../api/download';
import { useSession } from '../../app/session/use-session';
import { TabbedPage } from '../../ui/TabbedPage';
import { ListPage } from '../../ui/list-page';
import { notifyError, notifySuccess } from '../../ui/notify';
import { withModals } from '../../ui/overlays';
import { StatementDrawer } from './StatementDrawer';
import { LineCard, lineColumns, StatementCard, statementColumns, statementSorts } from './settlement-columns';
import { settlementKeys } from './settlement-queries';

/**
 * /vendors/settlement: closed statements (each vendor's period: its lines, commission, fee and
 * net) and the lines still open. The owner and staff see every vendor's and close the period
 * now; a vendor sees its own only.
 */
export default function VendorSettlementPage() {
  const vendor = useSession().store?.data.login_type === 'vendor';
  const [open, setOpen] = useState<string | null>(null);
  const close = useClosePeriod();
  const confirmClose = () =>
    withModals((modals) =>
      modals.openConfirmModal({
        title: 'Close the period now?',
        children: (
          <Text size="sm">
            Every vendor’s open lines paid until now become a statement, and their net moves to the settled balance
            ready to pay out. Periods also close by themselves each Monday.
          </Text>
        ),
        labels: { confirm: 'Close period', cancel: 'Not now' },
        onConfirm: () => close.mutate(),
      }),
    );
  return (
    <>
      <TabbedPage
        tabs={[
          {
            value: 'statements',
            label: 'Statements',
            content: (
              <ListPage
                title="Settlements"
                listId="vendors_settlement_statements"
                queryKey={settlementKeys.statements()}
                fetchPage={(request, signal) => callApi(STATEMENT_CALLS.list, request, { signal })}
                fetchCount={(params, signal) => callApi(STATEMENT_CALLS.count, params, { signal })}
                countLabel={(n) => countOf(n, 'statement')}
                rowKey={(row) => row._id}
                rowLabel={(row) => `statement of ${row.vendor_name}`}
                columns={statementColumns}
                sorts={statementSorts}
                defaultSort={{ sort: 'created', direction: 'desc' }}
                searchPlaceholder={vendor ? 'Search' : 'Search by vendor'}
                onRowClick={(row) => setOpen(row._id)}
                rowActions={[{ label: 'Open', icon: <IconReceipt size={16} />, onClick: (row) => setOpen(row._id) }]}
                primaryAction={
                  vendor
                    ? undefined
                    : { label: 'Close period now', icon: <IconLock size={16} />, onClick: confirmClose }
                }
                secondaryActions={[{ label: 'Payouts', to: '/vendors/payments', icon: <IconCash size={16} /> }]}
                exportCsv={(params) => fetchCsv(STATEMENT_CALLS.exportCsv, params)}
                emptyState={{
                  title: 'No statements yet',
                  message:
                    'Each Monday the week’s paid vendor lines close into a statement per vendor. Open lines shows what is still to come.',
                }}
                mobileCard={(row) => <StatementCard row={row} />}
              />
            ),
          },
          {
            value: 'open',
            label: 'Open lines',
            content: (
              <ListPage
                title="Open lines"
                listId="vendors_settlement_open"
                queryKey={settlementKeys.openLines()}
                fetchPage={(request, signal) =>
                  callApi(SETTLEMENT_LINE_CALLS.list, { ...request, open: true }, { signal })
                }
                fetchCount={(params, signal) =>
                  callApi(SETTLEMENT_LINE_CALLS.count, { ...params, open: 'true' }, { signal })
                }
                countLabel={(n) => countOf(n, 'open line')}
                rowKey={(row) => row._id}
                rowLabel={(row) => `order #${row.order_number} ${row.name}`}
                columns={lineColumns}
                sorts={[{ value: 'created', label: 'Newest', direction: 'desc' }]}
                defaultSort={{ sort: 'created', direction: 'desc' }}
                searchPlaceholder="Search by item, vendor or order number"
                exportCsv={(params) => fetchCsv(SETTLEMENT_LINE_CALLS.exportCsv, { ...params, open: true })}
                emptyState={{
                  title: 'No open lines',
                  message: 'A vendor’s line shows here once its order is paid, until its period closes.',
                }}
                mobileCard={(row) => <LineCard row={row} />}
              />
            ),
          },
        ]}
      />
      {open && <StatementDrawer id={open} onClose={() => setOpen(null)} />}
    </>
  );
}

function useClosePeriod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(STATEMENT_CALLS.close, {}),
    onSuccess: ({ message }) => {
      notifySuccess(message);
      void queryClient.invalidateQueries({ queryKey: settlementKeys.all });
    },
    onError: (failure) => notifyError(failure.message),
  });
}
