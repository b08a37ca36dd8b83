import '@mantine/dates/styles.css';
import { Alert, Button, Code, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { GIFT_CARD_ADMIN_CALLS, type GiftCardChangeInput, type GiftCardDetail } from '@stallfront/shared/gift-cards';
import { formatMoney } from '@stallfront/shared/rules';
import { callApi } from '../../api/client';
import { momentOf, PICKER_FORMAT } from '../../ui/dates';
import { StatusBadge } from '../../ui/list-page';
import { notifyError, notifySuccess } from '../../ui/notify';
import { Drawer, withModals } from '../../ui/overlays';
import { CardBalance, expiryOf, SOURCE_LABEL, STATE_LOOK } from './gift-card-book-columns';
import { giftCardKeys, useGiftCard } from './gift-card-queries';

/** One gift card: its code, who it is for, its balance history from its ledger rows, and its actions. */
export function GiftCardDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const { data, isError, error } = useGiftCard(id);
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="lg"
      title={data ? `Gift card ${data.code_hint}` : 'Gift card'}
    >
      {isError && <Alert color="red">{error.message}</Alert>}
      {!data && !isError && <Loader aria-label="Loading the gift card" />}
      {data && <Details card={data} />}
    </Drawer>
  );
}

function useChange(card: GiftCardDetail) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Omit<GiftCardChangeInput, '_id'>) =>
      callApi(GIFT_CARD_ADMIN_CALLS.change, { ...change, _id: card._id }),
    onSuccess: ({ data }, change) => {
      queryClient.setQueryData(giftCardKeys.detail(card._id), data);
      void queryClient.invalidateQueries({ queryKey: giftCardKeys.lists() });
      notifySuccess(
        change.disabled === undefined
          ? `Gift card ${card.code_hint} now expires: ${expiryOf(data)}.`
          : `Gift card ${card.code_hint} ${change.disabled ? 'disabled' : 'enabled'}.`,
      );
    },
    onError: (failure) => notifyError(failure.message),
  });
}

function Details({ card }: { card: GiftCardDetail }) {
  const change = useChange(card);
  const [editingExpiry, setEditingExpiry] = useState(false);
  const disabled = card.state === 'disabled';
  const toggle = () =>
    disabled
      ? change.mutate({ disabled: false })
      : withModals((modals) =>
          modals.openConfirmModal({
            title: `Disable gift card ${card.code_hint}?`,
            children: (
              <Text size="sm">
                The shop will refuse it at checkout until you enable it again. Its balance stays on it.
              </Text>
            ),
            labels: { confirm: 'Disable', cancel: 'Keep it active' },
            confirmProps: { color: 'red' },
            onConfirm: () => change.mutate({ disabled: true }),
          }),
        );
  return (
    <Stack>
      <Group justify="space-between" wrap="nowrap">
        <Code fz="md" data-testid="gift-card-code">
          {card.code}
        </Code>
        <StatusBadge status={card.state} look={STATE_LOOK} />
      </Group>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          Balance
        </Text>
        <CardBalance row={card} />
      </Group>
      <Text size="sm">
        For {card.recipient_name ? `${card.recipient_name} · ` : ''}
        {card.recipient_email}
      </Text>
      <Text size="sm" c="dimmed">
        {SOURCE_LABEL[card.source]}
        {card.source === 'shop' ? ` by ${card.buyer_name} (${card.buyer_email})` : ''}
        {card.design ? ` · ${card.design} design` : ''}
      </Text>
      {card.message && (
        <Text size="sm" fs="italic">
          “{card.message}”
        </Text>
      )}
      <Group justify="space-between">
        <Text size="sm">Expires: {expiryOf(card)}</Text>
        {!editingExpiry && (
          <Button size="xs" variant="subtle" onClick={() => setEditingExpiry(true)}>
            Change expiry
          </Button>
        )}
      </Group>
      {editingExpiry && (
        <ExpiryForm
          card={card}
          saving={change.isPending}
          onSave={(expires_on) => change.mutate({ expires_on }, { onSuccess: () => setEditingExpiry(false) })}
          onCancel={() => setEditingExpiry(false)}
        />
      )}
      <Group>
        <Button
          variant={disabled ? 'filled' : 'light'}
          color={disabled ? undefined : 'red'}
          loading={change.isPending}
          onClick={toggle}
        >
          {disabled ? 'Enable' : 'Disable'}
        </Button>
      </Group>
      <History card={card} />
    </Stack>
  );
}

function ExpiryForm({
  card,
  saving,
  onSave,
  onCancel,
}: {
  card: GiftCardDetail;
  saving: boolean;
  onSave: (day: string | null) => void;
  onCancel: () => void;
}) {
  const [day, setDay] = useState<string | null>(card.expires_on);
  return (
    <Stack gap="xs">
      <DatePickerInput
        label="Last day"
        description="Leave empty: it never expires"
        clearable
        value={day}
        onChange={setDay}
        valueFormat={PICKER_FORMAT}
      />
      <Group gap="xs">
        <Button size="xs" loading={saving} onClick={() => onSave(day)}>
          Save expiry
        </Button>
        <Button size="xs" variant="default" onClick={onCancel}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}

/** The card's ledger rows, newest first, each with what the card held after it. */
function History({ card }: { card: GiftCardDetail }) {
  const money = (minor: number) => formatMoney(minor, card.currency);
  return (
    <Stack gap="xs">
      <Text fw={600}>Balance history</Text>
      <Table aria-label="Balance history" verticalSpacing={6} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>What</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th ta="right">Balance</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {[...card.history].reverse().map((row) => (
            <Table.Tr key={row._id}>
              <Table.Td>
                <Text size="sm">{row.memo}</Text>
                <Text size="xs" c="dimmed">
                  {momentOf(row.at)}
                </Text>
              </Table.Td>
              <Table.Td ta="right" c={row.amount < 0 ? 'red' : 'teal'} style={{ whiteSpace: 'nowrap' }}>
                {row.amount > 0 ? '+' : '−'}
                {money(Math.abs(row.amount))}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {money(row.balance)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
