import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { changePwdBody, STORE_CALLS } from '@stallfront/shared/auth';
import { callApi } from '../../../api/client';
import { FormSectionCard } from '../../../ui/form-page/FormSectionCard';
import { showCallError } from '../../../ui/form-errors';
import { notifySuccess } from '../../../ui/notify';
import { profileKeys } from './profile-queries';

/** POST /store/change_pwd: the current password, then the new one; the other sessions end. */
export function PasswordSection() {
  const queryClient = useQueryClient();
  const form = useForm({
    mode: 'controlled',
    initialValues: { current_password: '', new_password: '' },
    validate: zod4Resolver(changePwdBody),
  });
  const change = useMutation({
    mutationFn: (values: typeof form.values) => callApi(STORE_CALLS.changePwd, values),
    onSuccess: (answer) => {
      form.reset();
      notifySuccess(answer.message);
      void queryClient.invalidateQueries({ queryKey: profileKeys.sessions });
    },
    onError: (error) => showCallError(form, error),
  });
  const content = (
    <form onSubmit={form.onSubmit((values) => change.mutate(values))}>
      <Stack gap="sm" maw={420}>
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          required
          {...form.getInputProps('current_password')}
        />
        <PasswordInput
          label="New password"
          description="8 characters at least"
          autoComplete="new-password"
          required
          {...form.getInputProps('new_password')}
        />
        <div>
          <Button type="submit" loading={change.isPending}>
            Change password
          </Button>
        </div>
      </Stack>
    </form>
  );
  return (
    <FormSectionCard
      section={{
        id: 'password',
        title: 'Password',
        description: 'Changing it signs you out everywhere else; you stay signed in here.',
        content,
      }}
    />
  );
}
