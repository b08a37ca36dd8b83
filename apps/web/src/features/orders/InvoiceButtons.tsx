import { Button } from '@mantine/core';
import { IconFileInvoice, IconPackage } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { OrderDetail } from '@stallfront/shared/orders';
import { ORDER_CALLS } from '@stallfront/shared/orders';
import { fetchFile } from '../../api/download';
import { saveFile } from '../../ui/list-page';
import { notifyError } from '../../ui/notify';

type Sheet = 'invoice' | 'packingSlip';

const FILE: Record<Sheet, (n: number) => string> = {
  invoice: (n) => `invoice-${n}.pdf`,
  packingSlip: (n) => `packing-slip-${n}.pdf`,
};

/** "Invoice" and "Packing slip": the order's PDFs, drawn by the server with the caller's view of the order. */
export function InvoiceButtons({ order }: { order: OrderDetail }) {
  const download = useMutation({
    mutationFn: (sheet: Sheet) => fetchFile(ORDER_CALLS[sheet], { id: order._id }),
    onSuccess: (file, sheet) => saveFile(file, FILE[sheet](order.number)),
    onError: (error) => notifyError(error.message),
  });
  const pending = (sheet: Sheet) => download.isPending && download.variables === sheet;
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileInvoice size={16} aria-hidden />}
        loading={pending('invoice')}
        onClick={() => download.mutate('invoice')}
      >
        Invoice
      </Button>
      <Button
        variant="default"
        leftSection={<IconPackage size={16} aria-hidden />}
        loading={pending('packingSlip')}
        onClick={() => download.mutate('packingSlip')}
      >
        Packing slip
      </Button>
    </>
  );
}
