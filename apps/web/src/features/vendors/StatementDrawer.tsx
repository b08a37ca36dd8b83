import {
  Alert,
  Button,
  Group,
  Loader,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PAYOUT_CALLS, type PayoutItem, STATEMENT_CALLS, type StatementDetail } from '@stallfront/shared/settlement';
import { countOf, formatMoney } from '@stallfront/shared/rules';
import { callApi } from '../../api/client';
import { fetchFile } from '../../api/download';
import { useSession } from '../../app/session/use-session';
import { StatusBadge } from '../../ui/list-page';
import { saveFile } from '../../ui/list-page/download';
import { notifyError, notifySuccess } from '../../ui/notify';
import { Drawer } from '../../ui/overlays';
import { PAYOUT_METHOD_LABELS, periodOf, STATEMENT_PAYOUT_LOOK } from './settlement-columns';
import { settlementKeys, usePayoutMethods, useStatement } from './settlement-queries';

/** A statement: its lines with commission, fee and net, its CSV, and (for the owner) its payout. */
export function StatementDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const { data, isError, error } = useStatement(id);
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="xl"
      title={data ? `Statement of ${data.vendor_name}` : 'Statement'}
    >
      {isError && <Alert color="red">{error.message}</Alert>}
      {!data && !isError && <Loader aria-label="Loading the statement" />}
      {data && <Statement statement={data} />}
    </Drawer>
  );
}

function Statement({ statement }: { statement: StatementDetail }) {
  const vendor = useSession().store?.data.login_type === 'vendor';
  const money = (amount: number) => formatMoney(amount, statement.currency);
  const download = async () => {
    try {
      saveFile(
        await fetchFile(STATEMENT_CALLS.csv, { id: statement._id }),
        `statement-${statement.period_end.slice(0, 10)}.csv`,
      );
    } catch (failure) {
      notifyError(failure instanceof Error ? failure.message : 'The download failed');
    }
  };
  return (
    <Stack>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {periodOf(statement)} · {countOf(statement.line_count, 'line')}
        </Text>
        <StatusBadge status={statement.payout_status} look={STATEMENT_PAYOUT_LOOK} />
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} data-testid="statement-figures">
        <Figure label="Sales" value={money(statement.total)} />
        <Figure label="Commission" value={money(statement.commission)} />
        <Figure label="Fee" value={money(statement.fee)} />
        <Figure label="Net" value={money(statement.net)} strong />
      </SimpleGrid>
      <Table.ScrollContainer minWidth={520}>
        <Table striped data-testid="statement-lines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Order</Table.Th>
              <Table.Th>Item</Table.Th>
              <Table.Th ta="right">Total</Table.Th>
              <Table.Th ta="right">Commission</Table.Th>
              <Table.Th ta="right">Fee</Table.Th>
              <Table.Th ta="right">Net</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {statement.lines.map((line) => (
              <Table.Tr key={line._id}>
                <Table.Td>#{line.order_number}</Table.Td>
                <Table.Td>
                  {line.name}
                  {line.event === 'reversal' ? ' (refunded)' : ''}
                </Table.Td>
                <Table.Td ta="right">{money(line.total)}</Table.Td>
                <Table.Td ta="right">{money(line.commission)}</Table.Td>
                <Table.Td ta="right">{money(line.fee)}</Table.Td>
                <Table.Td ta="right">{money(line.net)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group>
        <Button variant="default" leftSection={<IconDownload size={16} />} onClick={download}>
          Download CSV
        </Button>
      </Group>
      {!vendor && (statement.payout_status === 'unpaid' || statement.payout_status === 'failed') && (
        <PayOut statement={statement} />
      )}
    </Stack>
  );
}

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={strong ? 700 : 500}>{value}</Text>
    </Stack>
  );
}

function PayOut({ statement }: { statement: StatementDetail }) {
  const queryClient = useQueryClient();
  const methods = usePayoutMethods(statement.vendor_id).data ?? [];
  const [method, setMethod] = useState<PayoutItem['method']>('bank_transfer');
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const stripe = methods.find((m) => m.method === 'stripe_transfer');
  const pay = useMutation({
    mutationFn: () =>
      callApi(PAYOUT_CALLS.create, {
        statement_id: statement._id,
        method,
        reference: method === 'bank_transfer' ? reference : '',
      }),
    onSuccess: ({ message, data }) => {
      if (data.status === 'failed') notifyError(message);
      else notifySuccess(message);
      setReference('');
      void queryClient.invalidateQueries({ queryKey: settlementKeys.all });
    },
    onError: (failure) => setProblem(failure.message),
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setProblem(null);
        pay.mutate();
      }}
    >
      <Stack gap="xs">
        <Text fw={600}>Pay out {formatMoney(statement.net - statement.paid_out, statement.currency)}</Text>
        {stripe?.available && (
          <SegmentedControl
            aria-label="Payout method"
            value={method}
            onChange={(value) => setMethod(value as PayoutItem['method'])}
            data={methods
              .filter((m) => m.available)
              .map((m) => ({ value: m.method, label: PAYOUT_METHOD_LABELS[m.method] }))}
            fullWidth
          />
        )}
        {method === 'stripe_transfer' ? (
          <>
            <Text size="sm" c="dimmed">
              Stripe sends the amount to the vendor’s connected account at once and answers paid or failed; a failed
              transfer’s amount returns to the settled balance.
            </Text>
            {problem && (
              <Text size="sm" c="red">
                {problem}
              </Text>
            )}
            <Group>
              <Button type="submit" loading={pay.isPending}>
                Pay by Stripe transfer
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              Send the bank transfer, then record its reference here. The payout stays pending until you mark it paid on
              Payouts.
            </Text>
            <Group align="flex-end" wrap="wrap">
              <TextInput
                label="Bank transfer reference"
                placeholder="UTR or transaction id"
                value={reference}
                onChange={(event) => setReference(event.currentTarget.value)}
                error={problem}
                maxLength={100}
                style={{ flex: '1 1 14rem' }}
              />
              <Button type="submit" loading={pay.isPending}>
                Record payout
              </Button>
            </Group>
          </>
        )}
        {stripe && !stripe.available && (
          <Text size="xs" c="dimmed">
            Stripe transfer is not available: {stripe.missing}.
          </Text>
        )}
      </Stack>
    </form>
  );
}
