import {
  Anchor,
  Group,
  Loader,
  PasswordInput,
  Radio,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  QUOTE_SUB_TYPE_LABELS,
  QUOTE_SUB_TYPES,
  STORE_CATEGORIES,
  STORE_CATEGORY_LABELS,
  STORE_TYPE_LABELS,
  STORE_TYPES,
} from '@stallfront/shared/rules';
import type { StoreCallOutput } from '@stallfront/shared/auth';
import { EmailInput } from '../../ui/EmailInput';
import type { SignUpValues } from './signup-form';
import type { useEmailCheck } from './use-email-check';

type Form = UseFormReturnType<SignUpValues>;

export function AccountStep({ form, emailCheck }: { form: Form; emailCheck: ReturnType<typeof useEmailCheck> }) {
  const emailError =
    form.errors.email ??
    (emailCheck.taken ? (
      <>
        {emailCheck.message}{' '}
        <Anchor component={Link} to="/session/signin" size="xs">
          Sign in
        </Anchor>
      </>
    ) : undefined);
  return (
    <Stack>
      <EmailInput
        {...form.getInputProps('email')}
        error={emailError}
        rightSection={
          emailCheck.checking ? (
            <Loader size="xs" aria-label="Checking the email" />
          ) : emailCheck.free ? (
            <IconCircleCheck color="var(--mantine-color-green-6)" aria-label="This email is free" />
          ) : null
        }
        description={emailCheck.free ? 'This email is free.' : undefined}
      />
      <TextInput label="Your name" autoComplete="name" {...form.getInputProps('owner_name')} />
      <TextInput label="Mobile (optional)" type="tel" autoComplete="tel" {...form.getInputProps('mobile')} />
    </Stack>
  );
}

export function StoreStep({ form, countries }: { form: Form; countries: StoreCallOutput<'countryList'>['list'] }) {
  return (
    <Stack>
      <TextInput label="Store name" required autoComplete="organization" {...form.getInputProps('name')} />
      <Radio.Group label="What kind of store?" required {...form.getInputProps('type')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
          {STORE_TYPES.map((type) => (
            <Radio.Card key={type} value={type} p="sm" radius="md">
              <Group wrap="nowrap" align="flex-start">
                <Radio.Indicator />
                <div>
                  <Text fw={600} size="sm">
                    {STORE_TYPE_LABELS[type].label}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {STORE_TYPE_LABELS[type].description}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
      {form.values.type === 'quot_based' && (
        <Stack gap={4}>
          <Text size="sm" fw={500} id="sub-type-label">
            How do your buyers ask?
          </Text>
          <SegmentedControl
            aria-labelledby="sub-type-label"
            orientation="vertical"
            fullWidth
            data={QUOTE_SUB_TYPES.map((value) => ({ value, label: QUOTE_SUB_TYPE_LABELS[value] }))}
            {...form.getInputProps('sub_type')}
          />
        </Stack>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="What do you sell?"
          required
          searchable
          placeholder="Choose a category"
          data={STORE_CATEGORIES.map((value) => ({ value, label: STORE_CATEGORY_LABELS[value] }))}
          {...form.getInputProps('category')}
        />
        <Select
          label="Country"
          required
          searchable
          data={countries.map((c) => ({ value: c.code, label: c.name }))}
          {...form.getInputProps('country')}
        />
      </SimpleGrid>
    </Stack>
  );
}

export function PasswordStep({ form }: { form: Form }) {
  return (
    <Stack>
      <PasswordInput
        label="Password"
        description="At least 8 characters"
        autoComplete="new-password"
        required
        {...form.getInputProps('password')}
      />
      <PasswordInput
        label="Repeat the password"
        autoComplete="new-password"
        required
        {...form.getInputProps('confirm')}
      />
      <TextInput
        label="Dealer code (optional)"
        description="When a Stallfront dealer set your store up, the code they gave you"
        autoCapitalize="characters"
        {...form.getInputProps('dealer_code')}
      />
    </Stack>
  );
}
