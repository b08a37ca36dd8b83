import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { FeatureItem } from '@stallfront/shared/catalogue';
import { formatMoney } from '@stallfront/shared/rules';
import { DetailLoadFailed, DetailLoading } from '../../ui/DetailStates';
import { useFeatures } from '../admin-packages/catalogue-queries';
import { FeatureEditModal } from './FeatureEditModal';
import { FeatureRemoveModal } from './FeatureRemoveModal';
import { ScreenHeading } from '../../ui/ScreenHeading';

type Editing = { feature: FeatureItem | null } | null;

/** /admin/features: the App Store's features, their price and trial length, and who uses them. */
export default function AdminFeaturesPage() {
  const query = useFeatures();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<FeatureItem | null>(null);
  if (query.error)
    return (
      <DetailLoadFailed
        noun="Features"
        error={query.error}
        back={{ to: '/admin/dashboard', label: 'Back to dashboard' }}
      />
    );
  if (!query.data) return <DetailLoading />;
  const list = query.data.list;
  return (
    <Stack gap="lg">
      <ScreenHeading
        title="App Store"
        description={`${list.length} features. Prices are monthly, in USD.`}
        add={{ label: 'Add feature', onClick: () => setEditing({ feature: null }) }}
      />
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="sm" highlightOnHover aria-label="Features">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Feature</Table.Th>
              <Table.Th ta="right">Price</Table.Th>
              <Table.Th ta="right">Trial</Table.Th>
              <Table.Th ta="right">Stores</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((f) => (
              <Table.Tr key={f.key}>
                <Table.Td maw={420}>
                  <Text fw={500}>{f.name}</Text>
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {f.key} · {f.description}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{f.price ? formatMoney(f.price, 'USD') : 'Free'}</Table.Td>
                <Table.Td ta="right">{f.trial_days ? `${f.trial_days} days` : 'None'}</Table.Td>
                <Table.Td ta="right">{f.stores}</Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <Button
                      variant="subtle"
                      size="xs"
                      aria-label={`Edit ${f.name}`}
                      leftSection={<IconPencil size={14} aria-hidden />}
                      onClick={() => setEditing({ feature: f })}
                    >
                      Edit
                    </Button>
                    <Button
                      variant="subtle"
                      color="red"
                      size="xs"
                      aria-label={`Remove ${f.name}`}
                      leftSection={<IconTrash size={14} aria-hidden />}
                      onClick={() => setRemoving(f)}
                    >
                      Remove
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {editing && <FeatureEditModal feature={editing.feature} onClose={() => setEditing(null)} />}
      {removing && (
        <FeatureRemoveModal
          feature={removing}
          others={list.filter((f) => f.key !== removing.key)}
          onClose={() => setRemoving(null)}
        />
      )}
    </Stack>
  );
}
