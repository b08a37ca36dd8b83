import { Button, Group, Modal, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { FeatureInput, FeatureItem } from '@stallfront/shared/catalogue';
import { showCallError } from '../../ui/form-errors';
import { MoneyInput } from '../../ui/MoneyInput';
import { notifySuccess } from '../../ui/notify';
import { useSaveFeature } from '../admin-packages/catalogue-queries';

const BLANK: FeatureInput = { key: '', name: '', description: '', icon: 'IconApps', price: 0, trial_days: 14 };

/** Adds a feature to the App Store (feature null) or edits one; its key never changes. */
export function FeatureEditModal({ feature, onClose }: { feature: FeatureItem | null; onClose: () => void }) {
  const save = useSaveFeature();
  const form = useForm<FeatureInput>({ mode: 'controlled', initialValues: feature ?? BLANK });
  const submit = form.onSubmit(async (values) => {
    try {
      notifySuccess((await save.mutateAsync(values)).message);
      onClose();
    } catch (error) {
      showCallError(form, error);
    }
  });
  return (
    <Modal opened onClose={onClose} title={feature ? `Edit ${feature.name}` : 'Add a feature'}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Key"
            description="What the console checks: lower-case letters, digits and underscores"
            required
            disabled={Boolean(feature)}
            {...form.getInputProps('key')}
          />
          <TextInput label="Name" required {...form.getInputProps('name')} />
          <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
          <TextInput label="Icon" description="A Tabler icon name, such as IconApps" {...form.getInputProps('icon')} />
          <Group grow wrap="wrap">
            <MoneyInput
              label="Monthly price (USD)"
              currency="USD"
              miw={140}
              value={form.getValues().price}
              onChange={(minor) => form.setFieldValue('price', minor ?? 0)}
              error={form.errors.price}
            />
            <NumberInput
              label="Trial length (days)"
              min={0}
              max={365}
              allowDecimal={false}
              miw={140}
              {...form.getInputProps('trial_days')}
            />
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {feature ? 'Save' : 'Add feature'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
