import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { StaffMember, StaffOverview } from '@stallfront/shared/staff';
import { GrantPicker } from './GrantPicker';
import { useStaffChange } from './staff-queries';

interface Props {
  member: StaffMember;
  groups: StaffOverview['grant_groups'];
  onClose: () => void;
}

/** A staff member's permissions; the change reaches them on their next call. */
export function GrantsModal({ member, groups, onClose }: Props) {
  const [grants, setGrants] = useState<string[]>(member.subuser_features);
  const save = useStaffChange('setGrants');
  return (
    <Modal opened onClose={onClose} title={`Permissions of ${member.name}`} size="lg">
      <Stack>
        <Text size="sm" c="dimmed">
          The change applies from their next click; they need not sign in again.
        </Text>
        <GrantPicker groups={groups} value={grants} onChange={setGrants} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            loading={save.isPending}
            onClick={() => save.mutate({ _id: member._id, subuser_features: grants }, { onSuccess: onClose })}
          >
            Save permissions
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
