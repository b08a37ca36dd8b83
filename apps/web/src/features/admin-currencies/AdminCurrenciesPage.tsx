import { Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { CurrencyItem } from '@stallfront/shared/catalogue';
import { DetailLoadFailed, DetailLoading } from '../../ui/DetailStates';
import { useCurrencies } from '../admin-packages/catalogue-queries';
import { CurrencyEditModal } from './CurrencyEditModal';

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
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            Currencies
          </Title>
          <Text size="sm" c="dimmed">
            Rates are per 1 {base}. Packages are priced in the active ones.
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ currency: null })}>
          Add currency
        </Button>
      </Group>
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
