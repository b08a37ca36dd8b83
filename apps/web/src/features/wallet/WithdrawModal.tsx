import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { formatMoney } from '@stallfront/shared/rules';
import { WALLET_CALLS, walletWithdrawInput } from '@stallfront/shared/wallet';
import { callApi } from '../../api/client';
import { showCallError } from '../../ui/form-errors';
import { notifySuccess } from '../../ui/notify';
import { walletKeys } from './wallet-queries';

// A type alias, so it fits the zod resolver's Record<string, unknown>.
type WithdrawValues = { amount: string; reference: string };

/** Sends an amount of the wallet to the store's bank; the server refuses more than it holds. */
export function WithdrawModal({
  balance,
  currency,
  onClose,
}: {
  balance: number;
  currency: string;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm<WithdrawValues>({
    mode: 'controlled',
    initialValues: { amount: '', reference: '' },
    validate: zod4Resolver(walletWithdrawInput),
  });
  const withdraw = useMutation({
    mutationFn: (values: WithdrawValues) => callApi(WALLET_CALLS.withdraw, values),
    onSuccess: ({ data }) => {
      notifySuccess(`Withdrawal sent. The wallet now holds ${formatMoney(data.balance, data.currency)}.`);
      void queryClient.invalidateQueries({ queryKey: walletKeys.store() });
      onClose();
    },
    onError: (error) => showCallError(form, error),
  });
  return (
    <Modal opened onClose={onClose} title="Withdraw to bank" centered>
      <form onSubmit={form.onSubmit((values) => withdraw.mutate(values))} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            The wallet holds <strong>{formatMoney(balance, currency)}</strong>. The amount leaves it now, with the bank
            transfer's reference on its ledger row.
          </Text>
          <TextInput
            label={`Amount (${currency})`}
            inputMode="decimal"
            placeholder="1500.00"
            required
            data-autofocus
            {...form.getInputProps('amount')}
          />
          <TextInput
            label="Bank reference"
            placeholder="UTR or transfer number"
            required
            {...form.getInputProps('reference')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={withdraw.isPending}>
              Withdraw
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
