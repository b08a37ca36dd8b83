import { Divider } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { COUPON_ACCESS, COUPON_CALLS, type Coupon } from '@stallfront/shared/coupons';
import { countOf } from '@stallfront/shared/rules';
import { callApi } from '../../api/client';
import { fetchCsv } from '../../api/download';
import { useMayCall } from '../../app/session/use-may-call';
import { useSession } from '../../app/session/use-session';
import { type BulkAction, ListPage } from '../../ui/list-page';
import { useIsPhone } from '../../ui/list-page/use-is-phone';
import { Drawer } from '../../ui/overlays';
import { CouponCard, couponColumns } from './coupon-columns';
import { CouponCodes } from './CouponCodes';
import { CouponForm } from './CouponForm';
import { couponFilters, couponKeys, couponSorts, toCouponListBody } from './coupon-list';

const remove: BulkAction = {
  label: 'Delete',
  color: 'red',
  icon: <IconTrash size={16} />,
  confirm: {
    title: 'Delete coupons?',
    message: (n) =>
      `${countOf(n, 'coupon')} and their codes will be deleted; orders keep the code they were placed with.`,
    confirmLabel: 'Delete',
  },
  run: async (ids) => (await callApi(COUPON_CALLS.remove, { ids })).message,
};

/** /setting/coupon-codes: codes shoppers type in the cart, with what each gives, when and how often. */
export default function CouponsPage() {
  const [editing, setEditing] = useState<Coupon | null | undefined>(undefined);
  const currency = useSession().store?.data.currency ?? 'USD';
  const mayWrite = useMayCall(COUPON_ACCESS);
  const isPhone = useIsPhone();
  const close = () => setEditing(undefined);
  return (
    <>
      <ListPage
        title="Coupon codes"
        queryKey={couponKeys.lists()}
        fetchPage={(request, signal) => callApi(COUPON_CALLS.list, toCouponListBody(request), { signal })}
        fetchCount={(params, signal) => callApi(COUPON_CALLS.count, params, { signal })}
        exportCsv={(params) => fetchCsv(COUPON_CALLS.exportCsv, params)}
        countLabel={(n) => countOf(n, 'coupon')}
        rowKey={(row) => row._id}
        rowLabel={(row) => `coupon ${row.code}`}
        columns={couponColumns(currency)}
        sorts={couponSorts}
        defaultSort={{ sort: 'created', direction: 'desc' }}
        filters={couponFilters}
        searchPlaceholder="Search codes"
        onRowClick={mayWrite ? setEditing : undefined}
        primaryAction={
          mayWrite ? { label: 'Add coupon', icon: <IconPlus size={16} />, onClick: () => setEditing(null) } : undefined
        }
        bulkActions={mayWrite ? [remove] : []}
        rowActions={
          mayWrite
            ? [
                { label: 'Edit', icon: <IconPencil size={16} />, onClick: setEditing },
                { ...remove, run: (row: Coupon) => remove.run([row._id]) },
              ]
            : []
        }
        emptyState={{
          title: 'No coupons yet',
          message:
            'Make a code shoppers type in the cart: a percentage or an amount off, free shipping, or buy X get Y.',
        }}
        mobileCard={(row) => <CouponCard row={row} currency={currency} />}
      />
      <Drawer
        opened={editing !== undefined}
        onClose={close}
        position="right"
        size={isPhone ? '100%' : 'lg'}
        title={editing ? `Edit ${editing.code}` : 'Add coupon'}
      >
        {editing !== undefined && (
          <>
            <CouponForm key={editing?._id ?? 'new'} coupon={editing} currency={currency} onDone={close} />
            {editing && (
              <>
                <Divider my="lg" />
                <CouponCodes coupon={editing} onDone={close} />
              </>
            )}
          </>
        )}
      </Drawer>
    </>
  );
}
