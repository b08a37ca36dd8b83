import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { DEFAULT_SUBUSER_FEATURES } from '@stallfront/shared/rules';
import { type StaffOverview, staffInviteBody } from '@stallfront/shared/staff';
import { showCallError } from '../../../ui/form-errors';
import { EmailInput } from '../../../ui/EmailInput';
import { GrantPicker } from './GrantPicker';
import { useStaffChange } from './staff-queries';

interface Props {
  opened: boolean;
  onClose: () => void;
  groups: StaffOverview['grant_groups'];
}

/** Invite by email with the permissions to start with (the spec's defaults: the product ones). */
export function InviteModal({ opened, onClose, groups }: Props) {
  const offered = new Set(groups.flatMap((g) => g.grants.map((grant) => grant.key)));
  const form = useForm({
    initialValues: {
      name: '',
      email: '',
      subuser_features: DEFAULT_SUBUSER_FEATURES.filter((grant) => offered.has(grant)) as string[],
    },
    validate: zod4Resolver(staffInviteBody),
  });
  const invite = useStaffChange('invite', { formHandlesErrors: true });
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="Invite a staff member" size="lg">
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          invite.mutate(values, { onSuccess: close, onError: (error) => showCallError(form, error) }),
        )}
      >
        <Stack>
          <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
          <EmailInput label="Email" autoComplete="off" {...form.getInputProps('email')} />
          <GrantPicker
            groups={groups}
            value={form.values.subuser_features}
            onChange={(value) => form.setFieldValue('subuser_features', value)}
            error={form.errors.subuser_features as string | undefined}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={invite.isPending}>
              Send invite
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
