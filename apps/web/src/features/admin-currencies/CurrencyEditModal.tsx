import { Button, Group, Modal, NumberInput, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { CurrencyInput, CurrencyItem } from '@stallfront/shared/catalogue';
import { showCallError } from '../../ui/form-errors';
import { notifySuccess } from '../../ui/notify';
import { useSaveCurrency } from '../admin-packages/catalogue-queries';

const BLANK: CurrencyInput = { code: '', symbol: '', rate: 1, active: true };

/** Adds a billing currency (currency null) or edits its symbol, rate and state. */
export function CurrencyEditModal({ currency, onClose }: { currency: CurrencyItem | null; onClose: () => void }) {
  const save = useSaveCurrency();
  const form = useForm<CurrencyInput>({
    mode: 'controlled',
    initialValues: currency
      ? { code: currency.code, symbol: currency.symbol, rate: currency.rate, active: currency.active }
      : BLANK,
  });
  const submit = form.onSubmit(async (values) => {
    try {
      notifySuccess((await save.mutateAsync({ ...values, code: values.code.toUpperCase() })).message);
      onClose();
    } catch (error) {
      showCallError(form, error);
    }
  });
  return (
    <Modal opened onClose={onClose} title={currency ? `Edit ${currency.code}` : 'Add a currency'}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Code"
            description="ISO 4217, such as EUR"
            required
            maxLength={3}
            disabled={Boolean(currency)}
            {...form.getInputProps('code')}
          />
          <TextInput label="Symbol" required maxLength={5} {...form.getInputProps('symbol')} />
          <NumberInput
            label="Rate"
            description="How many of it one unit of the base currency buys"
            min={0}
            decimalScale={6}
            disabled={currency?.base}
            {...form.getInputProps('rate')}
          />
          <Switch
            label="Active: packages may be priced in it"
            disabled={currency?.base}
            {...form.getInputProps('active', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {currency ? 'Save' : 'Add currency'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
