import { Alert, Button, Group, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconHistory, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { StaffMember } from '@stallfront/shared/staff';
import { countOf } from '@stallfront/shared/rules';
import { DetailLoadFailed, DetailLoading } from '../../../ui/DetailStates';
import { GrantsModal } from './GrantsModal';
import { InviteModal } from './InviteModal';
import { StaffCard } from './StaffCard';
import { useStaffOverview } from './staff-queries';

/** /account/users: the store's staff and invites, their permissions, and the seats the plan gives. */
export default function StaffUsersPage() {
  const overview = useStaffOverview();
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<StaffMember | null>(null);
  if (overview.error)
    return <DetailLoadFailed noun="Staff" error={overview.error} back={{ to: '/account', label: 'Back to account' }} />;
  if (!overview.data) return <DetailLoading />;
  const { list, seats, invite_refusal: refusal, grant_groups: groups } = overview.data;
  const inviteButton = (
    <Button leftSection={<IconUserPlus size={16} />} disabled={refusal !== null} onClick={() => setInviting(true)}>
      Invite staff
    </Button>
  );
  return (
    <Stack gap="md" maw={900}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} size="h2">
            Users
          </Title>
          <Text size="sm" c="dimmed" data-testid="staff-seats">
            {seats.used} of {countOf(seats.limit, 'staff seat')} used
          </Text>
        </div>
        <Group gap="xs">
          <Button component={Link} to="/account/users/audit" variant="default" leftSection={<IconHistory size={16} />}>
            Audit log
          </Button>
          {refusal ? (
            <Tooltip label={refusal} multiline w={280} events={{ hover: true, focus: true, touch: true }}>
              <span>{inviteButton}</span>
            </Tooltip>
          ) : (
            inviteButton
          )}
        </Group>
      </Group>
      {refusal && (
        <Alert color="yellow" title="No staff seat left">
          {refusal}
        </Alert>
      )}
      {list.length === 0 ? (
        <Text c="dimmed" size="sm">
          No staff yet. Invite someone by email; they choose their own password and see only the menus you allow.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {list.map((member) => (
            <StaffCard key={member._id} member={member} groups={groups} onEditGrants={setEditing} />
          ))}
        </SimpleGrid>
      )}
      <InviteModal opened={inviting} onClose={() => setInviting(false)} groups={groups} />
      {editing && <GrantsModal member={editing} groups={groups} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
