import { Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import {
  commissionLabel,
  VENDOR_ACCOUNT_CALLS,
  VENDOR_FEATURE_LABELS,
  type VendorProfile,
  vendorProfileBody,
} from '@stallfront/shared/vendors';
import { formatMoney } from '@stallfront/shared/rules';
import { callApi } from '../../api/client';
import { useSession } from '../../app/session/use-session';
import { DetailLoadFailed, DetailLoading } from '../../ui/DetailStates';
import { FormSectionCard } from '../../ui/form-page/FormSectionCard';
import { showCallError } from '../../ui/form-errors';
import { notifySuccess } from '../../ui/notify';
import { PasswordSection } from '../account/profile/PasswordSection';
import { VendorDocuments } from '../vendors/VendorDocuments';
import { useVendorProfile, vendorAccountKeys } from './profile-queries';

/** /vendor-account/vendor-profile: the signed-in vendor's company, name and phone, its documents and its password. */
export default function VendorProfilePage() {
  const profile = useVendorProfile();
  if (profile.error)
    return (
      <DetailLoadFailed
        noun="Profile"
        error={profile.error}
        back={{ to: '/vendor-account', label: 'Back to account' }}
      />
    );
  if (!profile.data) return <DetailLoading />;
  return (
    <Stack gap="lg" maw={760}>
      <Title order={1} size="h2">
        Profile
      </Title>
      <DetailsSection profile={profile.data.data} />
      <StoreTermsSection profile={profile.data.data} />
      <FormSectionCard
        section={{
          id: 'documents',
          title: 'Documents',
          description: 'What the store asks for before it pays you out. Only you and the store can open them.',
          content: <VendorDocuments titled={false} />,
        }}
      />
      <PasswordSection />
    </Stack>
  );
}

function DetailsSection({ profile }: { profile: VendorProfile }) {
  const queryClient = useQueryClient();
  const form = useForm({
    mode: 'controlled',
    initialValues: { company_name: profile.company_name, name: profile.name, mobile: profile.mobile ?? '' },
    validate: (values) => zod4Resolver(vendorProfileBody)({ ...values, mobile: values.mobile.trim() || null }),
  });
  const save = useMutation({
    mutationFn: (values: typeof form.values) =>
      callApi(VENDOR_ACCOUNT_CALLS.saveVendorProfile, { ...values, mobile: values.mobile.trim() || null }),
    onSuccess: (answer) => {
      queryClient.setQueryData(vendorAccountKeys.vendor, answer);
      form.resetDirty();
      notifySuccess('Your profile is saved.');
    },
    onError: (error) => showCallError(form, error),
  });
  const content = (
    <form aria-label="vendor profile" onSubmit={form.onSubmit((values) => save.mutate(values))}>
      <Stack gap="sm" maw={420}>
        <TextInput label="Company" required {...form.getInputProps('company_name')} />
        <TextInput label="Your name" required {...form.getInputProps('name')} />
        <TextInput label="Phone" type="tel" {...form.getInputProps('mobile')} />
        <TextInput
          label="Sign-in email"
          value={profile.email}
          readOnly
          variant="filled"
          description="Ask the store to change it"
        />
        <div>
          <Button type="submit" loading={save.isPending}>
            Save profile
          </Button>
        </div>
      </Stack>
    </form>
  );
  return (
    <FormSectionCard
      section={{
        id: 'details',
        title: 'Details',
        description: 'Shoppers and the store see your company name.',
        content,
      }}
    />
  );
}

function StoreTermsSection({ profile }: { profile: VendorProfile }) {
  const { store } = useSession();
  const currency = store?.data.currency ?? 'USD';
  const content = (
    <Stack gap={4}>
      <Text size="sm">Commission: {commissionLabel(profile.commission, (m) => formatMoney(m, currency))}</Text>
      <Text size="sm">
        You may:{' '}
        {profile.vendor_features.length
          ? profile.vendor_features.map((f) => VENDOR_FEATURE_LABELS[f]?.label ?? f).join(', ')
          : 'see your orders'}
      </Text>
    </Stack>
  );
  return (
    <FormSectionCard
      section={{
        id: 'terms',
        title: `Selling on ${store?.data.name ?? 'the store'}`,
        description: 'The store sets these; write to it to change them.',
        content,
      }}
    />
  );
}
