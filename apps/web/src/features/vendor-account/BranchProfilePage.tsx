import { Button, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { WEEKDAYS } from '@stallfront/shared/appointment-categories';
import { type BranchProfile, branchProfileBody, VENDOR_ACCOUNT_CALLS } from '@stallfront/shared/vendors';
import { callApi } from '../../api/client';
import { DetailLoadFailed, DetailLoading } from '../../ui/DetailStates';
import { FormSectionCard } from '../../ui/form-page/FormSectionCard';
import { showCallError } from '../../ui/form-errors';
import { notifySuccess } from '../../ui/notify';
import { PasswordSection } from '../account/profile/PasswordSection';
import { useBranchProfile, vendorAccountKeys } from './profile-queries';

/** /vendor-account/branch-profile: the signed-in branch's address and hours (the store's), its phone and password. */
export default function BranchProfilePage() {
  const profile = useBranchProfile();
  if (profile.error)
    return (
      <DetailLoadFailed
        noun="Profile"
        error={profile.error}
        back={{ to: '/vendor-account', label: 'Back to account' }}
      />
    );
  if (!profile.data) return <DetailLoading />;
  const me = profile.data.data;
  return (
    <Stack gap="lg" maw={760}>
      <Title order={1} size="h2">
        Profile
      </Title>
      <BranchSection profile={me} />
      <ContactSection profile={me} />
      <PasswordSection />
    </Stack>
  );
}

function BranchSection({ profile }: { profile: BranchProfile }) {
  const content = (
    <Stack gap="sm">
      <div>
        <Text fw={600}>{profile.name}</Text>
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {profile.address}
        </Text>
        <Text size="sm" c="dimmed">
          {profile.email}
        </Text>
      </div>
      <Table maw={360} aria-label="Opening hours">
        <Table.Tbody>
          {profile.hours.map((day, i) => (
            <Table.Tr key={WEEKDAYS[i]}>
              <Table.Td>{WEEKDAYS[i]}</Table.Td>
              <Table.Td>{day.open ? `${day.opens}–${day.closes}` : 'Closed'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
  return (
    <FormSectionCard
      section={{
        id: 'branch',
        title: 'Branch',
        description: 'The store sets the name, address and hours; ask it to change them.',
        content,
      }}
    />
  );
}

function ContactSection({ profile }: { profile: BranchProfile }) {
  const queryClient = useQueryClient();
  const form = useForm({
    mode: 'controlled',
    initialValues: { mobile: profile.mobile ?? '' },
    validate: (values) => zod4Resolver(branchProfileBody)({ mobile: values.mobile.trim() || null }),
  });
  const save = useMutation({
    mutationFn: (values: typeof form.values) =>
      callApi(VENDOR_ACCOUNT_CALLS.saveBranchProfile, { mobile: values.mobile.trim() || null }),
    onSuccess: (answer) => {
      queryClient.setQueryData(vendorAccountKeys.branch, answer);
      form.resetDirty();
      notifySuccess('Your phone number is saved.');
    },
    onError: (error) => showCallError(form, error),
  });
  const content = (
    <form aria-label="branch contact" onSubmit={form.onSubmit((values) => save.mutate(values))}>
      <Stack gap="sm" maw={420}>
        <TextInput
          label="Phone"
          type="tel"
          description="Shoppers call it about pickups"
          {...form.getInputProps('mobile')}
        />
        <div>
          <Button type="submit" loading={save.isPending}>
            Save phone
          </Button>
        </div>
      </Stack>
    </form>
  );
  return <FormSectionCard section={{ id: 'contact', title: 'Contact', content }} />;
}
