import { Badge, Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  commissionLabel,
  VENDOR_ACTIONS,
  VENDOR_CALLS,
  type VendorAction,
  type VendorItem,
  type VendorListStatus,
  vendorActionsFor,
} from '@stallfront/shared/vendors';
import { formatMoney } from '@stallfront/shared/rules';
import { callApi } from '../../api/client';
import { useSession } from '../../app/session/use-session';
import { DetailLoadFailed, DetailLoading } from '../../ui/DetailStates';
import { notifyError, notifySuccess } from '../../ui/notify';
import { Drawer, withModals } from '../../ui/overlays';
import { VendorDetail } from './VendorDetail';
import { VendorForm } from './VendorForm';
import { VENDOR_STATUS_LOOK } from './vendor-look';
import { useVendors, vendorKeys } from './vendor-queries';
import { ScreenHeading } from '../../ui/ScreenHeading';

type Panel = { kind: 'add' } | { kind: 'edit'; vendor: VendorItem } | { kind: 'view'; vendor: VendorItem } | null;

const CONFIRM: Partial<Record<VendorAction, string>> = {
  suspend:
    'The vendor is signed out everywhere now and cannot sign in until you reactivate it. Its products and orders stay.',
  expire:
    'The vendor is signed out and, when it signs in again, reaches its billing page only; its products leave the shop.',
};

/** /vendors/list: a marketplace's vendors, their commission and grants, and what the store owes each. */
export default function VendorsPage() {
  const { store } = useSession();
  const currency = store?.data.currency ?? 'USD';
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<VendorListStatus | ''>('');
  const [debounced] = useDebouncedValue(search, 250);
  const query = useVendors({ search: debounced, status });
  const [panel, setPanel] = useState<Panel>(null);
  const queryClient = useQueryClient();
  const act = useMutation({
    mutationFn: (input: { _id: string; action: VendorAction }) => callApi(VENDOR_CALLS.action, input),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: vendorKeys.all });
      notifySuccess(answer.message);
    },
    onError: (error) => notifyError(error.message),
  });
  if (query.error)
    return <DetailLoadFailed noun="Vendors" error={query.error} back={{ to: '/setting', label: 'Back to settings' }} />;
  const ask = (vendor: VendorItem, action: VendorAction) => {
    const why = CONFIRM[action];
    if (!why) return act.mutate({ _id: vendor._id, action });
    withModals((modals) =>
      modals.openConfirmModal({
        title: `${VENDOR_ACTIONS[action].label} ${vendor.company_name}?`,
        children: <Text size="sm">{why}</Text>,
        labels: { confirm: VENDOR_ACTIONS[action].label, cancel: 'Cancel' },
        confirmProps: { color: 'red' },
        onConfirm: () => act.mutate({ _id: vendor._id, action }),
      }),
    );
  };
  const money = (minor: number) => formatMoney(minor, currency);
  const close = () => setPanel(null);
  const title =
    panel?.kind === 'add'
      ? 'Add vendor'
      : panel?.kind === 'edit'
        ? `Edit ${panel.vendor.company_name}`
        : panel?.vendor.company_name;
  const vendors = query.data?.list;
  const filtered = Boolean(debounced.trim() || status);
  return (
    <Stack gap="lg">
      <ScreenHeading
        title="Vendors"
        description="Who sells on your shop, at what commission. Vendors sign in on your store’s vendor page, or at an address of their own."
        add={{ label: 'Add vendor', onClick: () => setPanel({ kind: 'add' }) }}
      />
      <Group gap="sm" align="flex-end" grow preventGrowOverflow={false}>
        <TextInput
          aria-label="Search vendors"
          placeholder="Search by name, company or email"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          maw={420}
        />
        <Select
          aria-label="Status"
          placeholder="Any status"
          clearable
          maw={200}
          data={Object.entries(VENDOR_STATUS_LOOK).map(([value, look]) => ({ value, label: look.label }))}
          value={status || null}
          onChange={(value) => setStatus((value as VendorListStatus | null) ?? '')}
        />
      </Group>
      {!vendors ? (
        <DetailLoading />
      ) : vendors.length === 0 ? (
        <Text c="dimmed">
          {filtered ? 'No vendor matches. Clear the search or the status.' : 'No vendors yet. Add the first one.'}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {vendors.map((vendor) => {
            const look = VENDOR_STATUS_LOOK[vendor.status];
            return (
              <Card key={vendor._id} withBorder radius="md" component="article" aria-label={vendor.company_name}>
                <Stack gap={6}>
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <div style={{ minWidth: 0 }}>
                      <Text fw={600} truncate>
                        {vendor.company_name}
                      </Text>
                      <Text size="sm" c="dimmed" truncate>
                        {vendor.name} · {vendor.email}
                      </Text>
                    </div>
                    <Badge color={look.color} variant="light" style={{ flexShrink: 0 }}>
                      {look.label}
                    </Badge>
                  </Group>
                  <Text size="sm" c="dimmed">
                    Commission {commissionLabel(vendor.commission, money)} · {vendor.products}{' '}
                    {vendor.products === 1 ? 'product' : 'products'}
                  </Text>
                  <Group gap="xs" mt="xs">
                    <Button size="xs" onClick={() => setPanel({ kind: 'view', vendor })}>
                      Details
                    </Button>
                    <Button size="xs" variant="default" onClick={() => setPanel({ kind: 'edit', vendor })}>
                      Edit
                    </Button>
                    {vendorActionsFor(vendor.status).map((action) => (
                      <Button
                        key={action}
                        size="xs"
                        variant="subtle"
                        color={action === 'suspend' || action === 'expire' ? 'red' : undefined}
                        onClick={() => ask(vendor, action)}
                      >
                        {VENDOR_ACTIONS[action].label}
                      </Button>
                    ))}
                  </Group>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
      <Drawer opened={panel !== null} onClose={close} title={title} position="right" size="lg">
        {panel?.kind === 'view' && <VendorDetail id={panel.vendor._id} />}
        {(panel?.kind === 'add' || panel?.kind === 'edit') && (
          <VendorForm
            key={panel.kind === 'edit' ? panel.vendor._id : 'new'}
            vendor={panel.kind === 'edit' ? panel.vendor : null}
            currency={currency}
            onDone={close}
          />
        )}
      </Drawer>
    </Stack>
  );
}
