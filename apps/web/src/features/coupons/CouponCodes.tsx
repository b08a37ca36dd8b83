import { Button, Group, NumberInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IconDownload } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { COUPON_CALLS, type Coupon, couponCodesBody, MAX_GENERATED_CODES } from '@stallfront/shared/coupons';
import { callApi } from '../../api/client';
import { fetchCsv } from '../../api/download';
import { showCallError } from '../../ui/form-errors';
import { saveFile } from '../../ui/list-page/download';
import { notifyError, notifySuccess } from '../../ui/notify';
import { couponKeys } from './coupon-list';

/**
 * A coupon's codes: its own, and batches of unique generated ones (a code each for a mailing
 * list or a partner), exported with how often each was used.
 */
export function CouponCodes({ coupon, onDone }: { coupon: Coupon; onDone: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm({
    mode: 'controlled',
    initialValues: { _id: coupon._id, count: 100, prefix: coupon.code },
    validate: zod4Resolver(couponCodesBody),
  });
  const generate = useMutation({
    mutationFn: (values: typeof form.values) => callApi(COUPON_CALLS.generateCodes, values),
    onSuccess: async ({ message }) => {
      notifySuccess(message);
      await queryClient.invalidateQueries({ queryKey: couponKeys.all });
      onDone();
    },
    onError: (error) => showCallError(form, error),
  });
  const exporting = useMutation({
    mutationFn: () => fetchCsv(COUPON_CALLS.exportCodes, { id: coupon._id }),
    onSuccess: (file) => saveFile(file, `${coupon.code.toLowerCase()}-codes.csv`),
    onError: (error) => notifyError(error.message),
  });
  const generated = coupon.code_count - 1;
  return (
    <Stack gap="sm">
      <Title order={4}>Codes</Title>
      <Text size="sm">
        {generated > 0 ? `${coupon.code} and ${generated} generated codes.` : `Shoppers type ${coupon.code}.`} Set “Uses
        per code” to 1 to make each generated code single-use.
      </Text>
      <form onSubmit={form.onSubmit((v) => generate.mutate(v))} noValidate aria-label="generate codes">
        <Group align="flex-end" wrap="wrap">
          <NumberInput
            label="How many"
            min={1}
            max={MAX_GENERATED_CODES}
            allowDecimal={false}
            w={120}
            {...form.getInputProps('count')}
          />
          <TextInput label="Prefix" w={160} {...form.getInputProps('prefix')} />
          <Button type="submit" variant="light" loading={generate.isPending}>
            Generate codes
          </Button>
        </Group>
      </form>
      <Group>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          loading={exporting.isPending}
          onClick={() => exporting.mutate()}
        >
          Export codes
        </Button>
      </Group>
    </Stack>
  );
}
