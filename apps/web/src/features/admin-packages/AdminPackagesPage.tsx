import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import type { PackageItem } from '@stallfront/shared/catalogue';
import { formatMoney } from '@stallfront/shared/rules';
import { DetailLoadFailed, DetailLoading } from '../../ui/DetailStates';
import { PackageEditModal } from './PackageEditModal';
import { usePackages } from './catalogue-queries';
import { ScreenHeading } from '../../ui/ScreenHeading';

export const feePercent = (bps: number) => `${(bps / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })} %`;
const pricesOf = (p: PackageItem) =>
  Object.entries(p.prices)
    .map(([code, minor]) => formatMoney(minor, code))
    .join(' · ');

/** /admin/packages: the package catalogue; an edit is a new version that stores get at their next renewal, or now. */
export default function AdminPackagesPage() {
  const query = usePackages();
  const [editing, setEditing] = useState<PackageItem | null>(null);
  if (query.error)
    return (
      <DetailLoadFailed
        noun="Packages"
        error={query.error}
        back={{ to: '/admin/dashboard', label: 'Back to dashboard' }}
      />
    );
  if (!query.data) return <DetailLoading />;
  return (
    <Stack gap="lg">
      <ScreenHeading
        title="Packages"
        description="Prices are monthly. A change reaches each store at its next renewal, unless you apply it now."
      />
      <Table.ScrollContainer minWidth={860}>
        <Table verticalSpacing="sm" highlightOnHover aria-label="Packages">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Package</Table.Th>
              <Table.Th>Monthly price</Table.Th>
              <Table.Th>Fee</Table.Th>
              <Table.Th>Products</Table.Th>
              <Table.Th>Staff</Table.Th>
              <Table.Th ta="right">Features</Table.Th>
              <Table.Th ta="right">Stores</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.data.list.map((p) => (
              <Table.Tr key={p._id}>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Text fw={500}>{p.name}</Text>
                    {!p.active && <Badge color="gray">Inactive</Badge>}
                  </Group>
                  <Text size="xs" c="dimmed">
                    {p.category} · version {p.version}
                  </Text>
                </Table.Td>
                <Table.Td>{pricesOf(p)}</Table.Td>
                <Table.Td>{feePercent(p.transaction_fee_bps)}</Table.Td>
                <Table.Td>{p.product_limit ?? 'Unlimited'}</Table.Td>
                <Table.Td>{p.staff_tier ?? 'None'}</Table.Td>
                <Table.Td ta="right">{p.features.length}</Table.Td>
                <Table.Td ta="right">{p.stores}</Table.Td>
                <Table.Td ta="right">
                  <Button
                    variant="subtle"
                    size="xs"
                    leftSection={<IconPencil size={14} aria-hidden />}
                    onClick={() => setEditing(p)}
                    aria-label={`Edit ${p.name}`}
                  >
                    Edit
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {editing && <PackageEditModal pkg={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
