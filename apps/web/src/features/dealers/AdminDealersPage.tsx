import { IconEye, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { DEALER_CALLS, type Dealer } from '@stallfront/shared/admin-community';
import { countOf } from '@stallfront/shared/rules';
import { callApi } from '../../api/client';
import { fetchCsv } from '../../api/download';
import { ListPage } from '../../ui/list-page';
import { DealerCard, dealerColumns } from './dealer-columns';
import { DealerDrawer } from './DealerDrawer';
import { DealerForm } from './DealerForm';
import { dealerKeys } from './dealer-keys';

/** /admin/dealers: resellers with a sign-up code, the stores they brought and their share of those stores' plans. */
export default function AdminDealersPage() {
  const [adding, setAdding] = useState(false);
  const [open, setOpen] = useState<Dealer | null>(null);
  return (
    <>
      <ListPage
        title="Dealers"
        queryKey={dealerKeys.lists()}
        fetchPage={(request, signal) => callApi(DEALER_CALLS.list, request, { signal })}
        fetchCount={(params, signal) => callApi(DEALER_CALLS.count, params, { signal })}
        exportCsv={(params) => fetchCsv(DEALER_CALLS.exportCsv, params)}
        countLabel={(n) => countOf(n, 'dealer')}
        rowKey={(row) => row._id}
        rowLabel={(row) => row.name}
        columns={dealerColumns}
        sorts={[
          { value: 'created', label: 'Newest', direction: 'desc' },
          { value: 'name', label: 'Name', direction: 'asc' },
        ]}
        defaultSort={{ sort: 'created', direction: 'desc' }}
        searchPlaceholder="Search name, email or code"
        primaryAction={{ label: 'New dealer', icon: <IconPlus size={16} />, onClick: () => setAdding(true) }}
        onRowClick={setOpen}
        rowActions={[{ label: 'Stores and earnings', icon: <IconEye size={16} aria-hidden />, onClick: setOpen }]}
        emptyState={{
          title: 'No dealers yet',
          message: 'Add a reseller with a code; stores that sign up with it count towards their share.',
        }}
        mobileCard={(row) => <DealerCard row={row} />}
      />
      {adding && <DealerForm onClose={() => setAdding(false)} />}
      {open && <DealerDrawer row={open} onClose={() => setOpen(null)} />}
    </>
  );
}
