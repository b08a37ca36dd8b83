import { Alert, Button, Group, Loader, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { BILLING_CALLS, type BillingPeriod, storePlan } from '@stallfront/shared/billing';
import { formatMoney } from '@stallfront/shared/rules';
import { callApi } from '../../api/client';
import { dayOf } from '../../ui/dates';
import { notifyError, notifySuccess } from '../../ui/notify';
import { useAfterPlanChange } from './billing-queries';

export interface PlanChoice {
  packageId: string;
  period: BillingPeriod;
}

const TEST_CARD = '4242 4242 4242 4242';

/**
 * The last step of choosing a plan: what it costs now (the proration lines from the server's
 * quote) or when a downgrade takes effect, the card, and the payment. A paid plan goes to its
 * payment summary, a failed payment to /payment-failure, a downgrade back to billing.
 */
export function PayPlanModal({ choice, onClose }: { choice: PlanChoice | null; onClose: () => void }) {
  return (
    <Modal opened={choice !== null} onClose={onClose} title={choice ? titleOf(choice) : ''} centered>
      {choice && <PayPlan choice={choice} onClose={onClose} />}
    </Modal>
  );
}

const titleOf = (choice: PlanChoice) => `${storePlan(choice.packageId)?.name ?? 'Plan'}, billed ${choice.period}`;

function PayPlan({ choice, onClose }: { choice: PlanChoice; onClose: () => void }) {
  const navigate = useNavigate();
  const afterChange = useAfterPlanChange();
  const [card, setCard] = useState(TEST_CARD);
  const [attemptKey] = useState(() => crypto.randomUUID());
  const [typedCode, setTypedCode] = useState('');
  // The code the quote was asked with: applied on "Apply", so typing does not ask at each key.
  const [code, setCode] = useState('');
  const body = { package_id: choice.packageId, period: choice.period, ...(code ? { promo_code: code } : {}) };
  const quote = useQuery({
    // Not under billingKeys.all: a paid plan must not ask again for the quote it just paid (it is current now).
    queryKey: ['billing-quote', choice.packageId, choice.period, code],
    queryFn: ({ signal }) => callApi(BILLING_CALLS.quote, body, { signal }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const hosted = quote.data?.data.gateway !== undefined && quote.data.data.gateway !== 'test_card';
  const pay = useMutation({
    mutationFn: () =>
      callApi(BILLING_CALLS.checkout, { ...body, ...(hosted ? {} : { card_number: card }), attempt_key: attemptKey }),
    onSuccess: async (answer) => {
      if (answer.outcome === 'redirect' && answer.redirect_url) {
        window.location.assign(answer.redirect_url);
        return;
      }
      if (answer.outcome === 'failed') {
        const query = new URLSearchParams({
          reason: answer.message,
          package_id: choice.packageId,
          period: choice.period,
        });
        navigate(`/payment-failure?${query}`);
        return;
      }
      await afterChange();
      onClose();
      if (answer.outcome === 'scheduled') {
        notifySuccess(answer.message);
        navigate('/account/billing');
      } else navigate(`/payment-summary/plan/${answer.payment_id}`);
    },
    onError: (error) => notifyError(error.message, 'The plan was not changed'),
  });

  const promoField = (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput
        label="Promotion code"
        value={typedCode}
        onChange={(e) => setTypedCode(e.currentTarget.value)}
        error={code && quote.error ? quote.error.message.replace(/^promo_code: /, '') : undefined}
        style={{ flex: 1 }}
        autoCapitalize="characters"
      />
      <Button variant="default" onClick={() => setCode(typedCode.trim())} disabled={typedCode.trim() === code}>
        Apply
      </Button>
    </Group>
  );
  if (quote.error && !code) return <Alert color="red">{quote.error.message}</Alert>;
  if (quote.error) return <Stack gap="md">{promoField}</Stack>;
  if (!quote.data) return <Loader aria-label="Working out the price" />;
  const q = quote.data.data;
  const money = (minor: number) => formatMoney(minor, q.currency);
  const downgrade = q.kind === 'downgrade';
  return (
    <Stack gap="md">
      {downgrade ? (
        <Text size="sm">
          Nothing is charged now. Your store keeps its current plan until {dayOf(q.starts_on)}, then moves to{' '}
          {storePlan(q.package_id)?.name}.
        </Text>
      ) : (
        <>
          <Table>
            <Table.Tbody>
              {q.lines.map((line) => (
                <Table.Tr key={line.description}>
                  <Table.Td>{line.description}</Table.Td>
                  <Table.Td ta="right">{money(line.amount)}</Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Td fw={700}>Due now</Table.Td>
                <Table.Td ta="right" fw={700}>
                  {money(q.due)}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          {q.renews_on && (
            <Text size="sm" c="dimmed">
              {q.kind === 'upgrade' ? 'Your renewal date stays' : 'Next renewal'} {dayOf(q.renews_on)}.
            </Text>
          )}
          {promoField}
          {hosted ? (
            <Text size="sm" c="dimmed">
              You pay on {q.gateway === 'stripe' ? "Stripe's" : "Razorpay's"} secure page, then come back here.
            </Text>
          ) : (
            <TextInput
              label="Card number"
              description="Test gateway: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined."
              value={card}
              onChange={(e) => setCard(e.currentTarget.value)}
              autoComplete="cc-number"
              inputMode="numeric"
            />
          )}
        </>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Not now
        </Button>
        <Button loading={pay.isPending} onClick={() => pay.mutate()}>
          {downgrade ? 'Confirm change' : `Pay ${money(q.due)}`}
        </Button>
      </Group>
    </Stack>
  );
}
