import { ActionIcon, Badge, Card, Group, Menu, Stack, Text } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { StaffMember, StaffOverview, StaffState } from '@stallfront/shared/staff';
import { dayOf } from '../../../ui/dates';
import { withModals } from '../../../ui/overlays';
import { grantLabels } from './GrantPicker';
import { useStaffChange } from './staff-queries';

const STATE: Record<StaffState, { label: string; color: string }> = {
  invited: { label: 'Invited', color: 'yellow' },
  active: { label: 'Active', color: 'teal' },
  disabled: { label: 'Disabled', color: 'gray' },
};

interface Props {
  member: StaffMember;
  groups: StaffOverview['grant_groups'];
  onEditGrants: (member: StaffMember) => void;
}

/** One staff member or pending invite: who, their permissions, and what the owner may do about them. */
export function StaffCard({ member, groups, onEditGrants }: Props) {
  const resend = useStaffChange('resendInvite');
  const setStatus = useStaffChange('setStatus');
  const remove = useStaffChange('remove');
  const invited = member.status === 'invited';
  const confirm = (title: string, message: string, label: string, run: () => void) =>
    withModals((modals) =>
      modals.openConfirmModal({
        title,
        children: <Text size="sm">{message}</Text>,
        labels: { confirm: label, cancel: 'Cancel' },
        confirmProps: { color: 'red' },
        onConfirm: run,
      }),
    );
  return (
    <Card withBorder padding="md" data-testid="staff-card">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap">
            <Text fw={600} truncate>
              {member.name}
            </Text>
            <Badge color={STATE[member.status].color} variant="light" style={{ flexShrink: 0 }}>
              {STATE[member.status].label}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed" truncate>
            {member.email}
          </Text>
          <Text size="sm">{grantLabels(groups, member.subuser_features)}</Text>
          {invited && member.invited_on && member.invite_expires_on && (
            <Text size="xs" c="dimmed">
              Invite sent {dayOf(member.invited_on)} · link works until {dayOf(member.invite_expires_on)}
            </Text>
          )}
        </Stack>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${member.name}`}>
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => onEditGrants(member)}>Edit permissions</Menu.Item>
            {invited && <Menu.Item onClick={() => resend.mutate({ _id: member._id })}>Resend invite</Menu.Item>}
            {member.status === 'active' && (
              <Menu.Item
                onClick={() =>
                  confirm(
                    `Disable ${member.name}?`,
                    'They are signed out everywhere now and cannot sign in until you enable them again.',
                    'Disable',
                    () => setStatus.mutate({ _id: member._id, status: 'disabled' }),
                  )
                }
              >
                Disable
              </Menu.Item>
            )}
            {member.status === 'disabled' && (
              <Menu.Item onClick={() => setStatus.mutate({ _id: member._id, status: 'active' })}>Enable</Menu.Item>
            )}
            <Menu.Item
              color="red"
              onClick={() =>
                invited
                  ? confirm(
                      `Revoke the invite to ${member.email}?`,
                      'The link in their mail stops working and the seat is free again.',
                      'Revoke invite',
                      () => remove.mutate({ _id: member._id }),
                    )
                  : confirm(
                      `Remove ${member.name}?`,
                      'Their account is deleted and they are signed out now. The audit log keeps what they did, under their name.',
                      'Remove',
                      () => remove.mutate({ _id: member._id }),
                    )
              }
            >
              {invited ? 'Revoke invite' : 'Remove'}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Card>
  );
}
