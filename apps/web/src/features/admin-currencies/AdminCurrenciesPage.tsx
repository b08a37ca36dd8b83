import { Badge, Button, Stack, Table, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import type { CurrencyItem } from '@stallfront/shared/catalogue';
import { DetailLoadFailed, DetailLoading } from '../../ui/DetailStates';
import { useCurrencies } from '../admin-packages/catalogue-queries';
import { CurrencyEditModal } from './CurrencyEditModal';
import { ScreenHeading } from '../../ui/ScreenHeading';

/** /admin/currencies: the currencies the platform bills in and their rate against the base. */
export default function AdminCurrenciesPage() {
  const query = useCurrencies();
  const [editing, setEditing] = useState<{ currency: CurrencyItem | null } | null>(null);
  if (query.error)
    return (
      <DetailLoadFailed
        noun="Currencies"
        error={query.error}
        back={{ to: '/admin/dashboard', label: 'Back to dashboard' }}
      />
    );
  if (!query.data) return <DetailLoading />;
  const base = query.data.list.find((c) => c.base)?.code ?? 'USD';
  return (
    <Stack gap="lg">
      <ScreenHeading
        title="Currencies"
        description={`Rates are per 1 ${base}. Packages are priced in the active ones.`}
        add={{ label: 'Add currency', onClick: () => setEditing({ currency: null }) }}
      />
      <Table.ScrollContainer minWidth={340}>
        <Table verticalSpacing="sm" highlightOnHover aria-label="Currencies">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Currency</Table.Th>
              <Table.Th ta="right">Rate</Table.Th>
              <Table.Th ta="right">Packages</Table.Th>
              <Table.Th>State</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.data.list.map((c) => (
              <Table.Tr key={c.code}>
                <Table.Td>
                  <Text fw={500}>
                    {c.code} {c.symbol}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{c.rate}</Table.Td>
                <Table.Td ta="right">{c.packages}</Table.Td>
                <Table.Td>
                  {c.base ? (
                    <Badge>Base</Badge>
                  ) : (
                    <Badge color={c.active ? 'green' : 'gray'}>{c.active ? 'Active' : 'Inactive'}</Badge>
                  )}
                </Table.Td>
                <Table.Td ta="right">
                  <Button
                    variant="subtle"
                    size="xs"
                    aria-label={`Edit ${c.code}`}
                    leftSection={<IconPencil size={14} aria-hidden />}
                    onClick={() => setEditing({ currency: c })}
                  >
                    Edit
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {editing && <CurrencyEditModal currency={editing.currency} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
