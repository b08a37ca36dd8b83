import { Checkbox, Group, Stack, Text } from '@mantine/core';
import type { StaffOverview } from '@stallfront/shared/staff';

interface Props {
  groups: StaffOverview['grant_groups'];
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
}

/** The permissions this store can grant, under their headings; a staff member sees only the menus they open. */
export function GrantPicker({ groups, value, onChange, error }: Props) {
  return (
    <Checkbox.Group
      label="Permissions"
      description="They see only the menus these open."
      value={value}
      onChange={onChange}
      error={error}
    >
      <Stack gap="sm" mt="xs">
        {groups.map((group) => (
          <div key={group.group}>
            <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={4}>
              {group.group}
            </Text>
            <Group gap="md">
              {group.grants.map((grant) => (
                <Checkbox key={grant.key} value={grant.key} label={grant.label} />
              ))}
            </Group>
          </div>
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

/** "Add products, Orders" from grant keys, by the labels the groups carry. */
export function grantLabels(groups: StaffOverview['grant_groups'], keys: readonly string[]): string {
  const labels = new Map(groups.flatMap((g) => g.grants.map((grant) => [grant.key, grant.label] as const)));
  return keys.map((key) => labels.get(key) ?? key).join(', ') || 'No permissions';
}
