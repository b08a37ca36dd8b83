import { Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BRANCH_CALLS, type BranchItem, hoursSummary } from '@stallfront/shared/branches';
import { callApi } from '../../api/client';
import { DetailLoadFailed, DetailLoading } from '../../ui/DetailStates';
import { notifyError, notifySuccess } from '../../ui/notify';
import { Drawer, withModals } from '../../ui/overlays';
import { BranchDetail } from './BranchDetail';
import { BranchForm } from './BranchForm';
import { branchKeys, useBranches } from './branch-queries';
import { ScreenHeading } from '../../ui/ScreenHeading';

type Panel = { kind: 'add' } | { kind: 'edit'; branch: BranchItem } | { kind: 'view'; branch: BranchItem } | null;

/**
 * /account/branches, and /account/store-branches as its alias (one screen, docs/decisions.md):
 * the store's pickup points with their hours, sign-in, stock and orders.
 */
export default function BranchesPage() {
  const query = useBranches();
  const [panel, setPanel] = useState<Panel>(null);
  const queryClient = useQueryClient();
  const status = useMutation({
    mutationFn: (input: { _id: string; status: 'active' | 'disabled' }) => callApi(BRANCH_CALLS.status, input),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: branchKeys.all });
      notifySuccess(answer.message);
    },
    onError: (error) => notifyError(error.message),
  });
  if (query.error)
    return <DetailLoadFailed noun="Branches" error={query.error} back={{ to: '/account', label: 'Back to account' }} />;
  if (!query.data) return <DetailLoading />;
  const branches = query.data.list;
  const askDisable = (branch: BranchItem) =>
    withModals((modals) =>
      modals.openConfirmModal({
        title: `Disable ${branch.name}?`,
        children: (
          <Text size="sm">
            The branch is signed out everywhere now and cannot sign in until you enable it. Its stock and orders stay.
          </Text>
        ),
        labels: { confirm: 'Disable', cancel: 'Cancel' },
        confirmProps: { color: 'red' },
        onConfirm: () => status.mutate({ _id: branch._id, status: 'disabled' }),
      }),
    );
  const close = () => setPanel(null);
  const title =
    panel?.kind === 'add' ? 'Add branch' : panel?.kind === 'edit' ? `Edit ${panel.branch.name}` : panel?.branch.name;
  return (
    <Stack gap="lg">
      <ScreenHeading
        title="Branches"
        description="Where shoppers pick up their orders. Each branch signs in at /branch/signin to see its orders and stock."
        add={{ label: 'Add branch', onClick: () => setPanel({ kind: 'add' }) }}
      />
      {branches.length === 0 && (
        <Text c="dimmed">No branches yet. Add the first place where shoppers can pick up their orders.</Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {branches.map((branch) => (
          <Card key={branch._id} withBorder radius="md" component="article" aria-label={branch.name}>
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600}>{branch.name}</Text>
                <Badge color={branch.status === 'active' ? 'teal' : 'gray'} variant="light">
                  {branch.status === 'active' ? 'Active' : 'Disabled'}
                </Badge>
              </Group>
              <Text size="sm">{branch.address}</Text>
              <Text size="sm" c="dimmed">
                {hoursSummary(branch.hours)}
              </Text>
              <Text size="sm" c="dimmed">
                {branch.products} products in stock · {branch.orders} orders
              </Text>
              <Group gap="xs" mt="xs">
                <Button size="xs" onClick={() => setPanel({ kind: 'view', branch })}>
                  Stock and orders
                </Button>
                <Button size="xs" variant="default" onClick={() => setPanel({ kind: 'edit', branch })}>
                  Edit
                </Button>
                {branch.status === 'active' ? (
                  <Button size="xs" variant="subtle" color="red" onClick={() => askDisable(branch)}>
                    Disable
                  </Button>
                ) : (
                  <Button
                    size="xs"
                    variant="subtle"
                    onClick={() => status.mutate({ _id: branch._id, status: 'active' })}
                  >
                    Enable
                  </Button>
                )}
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Drawer opened={panel !== null} onClose={close} title={title} position="right" size="lg">
        {panel?.kind === 'view' && <BranchDetail id={panel.branch._id} />}
        {(panel?.kind === 'add' || panel?.kind === 'edit') && (
          <BranchForm
            key={panel.kind === 'edit' ? panel.branch._id : 'new'}
            branch={panel.kind === 'edit' ? panel.branch : null}
            onDone={close}
          />
        )}
      </Drawer>
    </Stack>
  );
}
