import { Button, Group, PasswordInput, Stack, Textarea, TextInput } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import {
  BRANCH_CALLS,
  BRANCH_STANDARD_WEEK,
  type BranchItem,
  branchCreateBody,
  branchUpdateBody,
} from '@stallfront/shared/branches';
import { callApi } from '../../api/client';
import { showCallError } from '../../ui/form-errors';
import { notifySuccess } from '../../ui/notify';
import type { ResourceValues } from '../../ui/resource-page/types';
import { WeekHours } from '../appointment-categories/WeekHours';
import { branchKeys } from './branch-queries';

interface Values {
  name: string;
  email: string;
  address: string;
  mobile: string;
  password: string;
  hours: BranchItem['hours'];
}

const valuesOf = (branch: BranchItem | null): Values => ({
  name: branch?.name ?? '',
  email: branch?.email ?? '',
  address: branch?.address ?? '',
  mobile: branch?.mobile ?? '',
  password: '',
  hours: (branch?.hours ?? BRANCH_STANDARD_WEEK).map((d) => ({ ...d })),
});

const bodyOf = (values: Values) => ({ ...values, mobile: values.mobile.trim() || null });

/** A branch's details, its week and its sign-in password (blank on edit keeps the one it has). */
export function BranchForm({ branch, onDone }: { branch: BranchItem | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const schema = branch ? branchUpdateBody : branchCreateBody;
  const form = useForm<Values>({
    initialValues: valuesOf(branch),
    validate: (values) => zod4Resolver(schema)({ ...bodyOf(values), ...(branch ? { _id: branch._id } : {}) }),
  });
  const save = useMutation({
    mutationFn: (values: Values) =>
      branch
        ? callApi(BRANCH_CALLS.update, { ...bodyOf(values), _id: branch._id })
        : callApi(BRANCH_CALLS.create, bodyOf(values)),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: branchKeys.all });
      notifySuccess(branch ? `Branch “${answer.data.name}” saved.` : `Branch “${answer.data.name}” added.`);
      onDone();
    },
    onError: (error) => showCallError(form, error),
  });
  return (
    <form aria-label="branch" onSubmit={form.onSubmit((values) => save.mutate(values))}>
      <Stack gap="sm">
        <TextInput label="Name" required {...form.getInputProps('name')} />
        <Textarea label="Address" required autosize minRows={2} {...form.getInputProps('address')} />
        <TextInput label="Phone" type="tel" {...form.getInputProps('mobile')} />
        <TextInput label="Sign-in email" type="email" required {...form.getInputProps('email')} />
        <PasswordInput
          label={branch ? 'New password' : 'Password'}
          description={
            branch ? 'Leave blank to keep the current one. A new one signs the branch out.' : 'At least 8 characters'
          }
          required={!branch}
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <WeekHours form={form as unknown as UseFormReturnType<ResourceValues>} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {branch ? 'Save branch' : 'Add branch'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
