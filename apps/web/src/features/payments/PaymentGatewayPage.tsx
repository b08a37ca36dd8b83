import {
  Alert,
  Center,
  Checkbox,
  Code,
  CopyButton,
  Button,
  Group,
  Loader,
  PasswordInput,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import {
  CHECKOUT_PAYMENT_METHODS,
  PAYMENT_GATEWAY_CALLS,
  PAYMENT_METHOD_LABELS,
  type PaymentGatewayInput,
  type PaymentGatewayView,
  paymentGatewayInput,
} from '@stallfront/shared/payments';
import { callApi } from '../../api/client';
import { FormPage } from '../../ui/form-page';
import { notifySuccess } from '../../ui/notify';

const GATEWAY_KEY = ['payment-gateway'] as const;

/** What each method means for the shopper and the merchant. */
const METHOD_NOTES: Record<(typeof CHECKOUT_PAYMENT_METHODS)[number], string> = {
  test_card: 'The built-in test gateway: 4242 4242 4242 4242 pays. No money moves.',
  stripe: 'Cards, wallets and more on Stripe’s checkout page; the order is paid when Stripe confirms.',
  razorpay: 'UPI, cards and netbanking on Razorpay’s payment page (India).',
  bank_transfer: 'The order is placed awaiting payment; mark it paid when the money arrives.',
  cod: 'The order is placed at once; mark it paid when the cash is collected.',
};

/** The form's values: the saved view with every secret blank (blank keeps the saved one). */
const valuesOf = (view: PaymentGatewayView): PaymentGatewayInput => ({
  methods: view.methods,
  bank_transfer_instructions: view.bank_transfer_instructions,
  stripe_publishable_key: view.stripe_publishable_key,
  stripe_secret_key: '',
  stripe_webhook_secret: '',
  razorpay_key_id: view.razorpay_key_id,
  razorpay_key_secret: '',
  razorpay_webhook_secret: '',
});

/** A saved secret is never sent back whole: its last 4 characters say which one is kept. */
const secretNote = (masked: string | null) => (masked ? `Saved: ${masked}. Leave blank to keep it.` : 'Not saved yet.');

function WebhookUrl({ url, events }: { url: string; events: string }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        Webhook address
      </Text>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Code block style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {url}
        </Code>
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Button size="xs" variant="light" onClick={copy}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Text size="xs" c="dimmed">
        {`Add it in the provider’s dashboard with the event ${events}, then paste its signing secret here.`}
      </Text>
    </Stack>
  );
}

function GatewayForm({ view }: { view: PaymentGatewayView }) {
  const queryClient = useQueryClient();
  const form = useForm<PaymentGatewayInput>({
    mode: 'controlled',
    initialValues: valuesOf(view),
    validate: zod4Resolver(paymentGatewayInput),
  });
  const methods = form.getValues().methods;
  const onSubmit = async (values: PaymentGatewayInput) => {
    const answer = await callApi(PAYMENT_GATEWAY_CALLS.save, values);
    queryClient.setQueryData(GATEWAY_KEY, answer);
    form.setInitialValues(valuesOf(answer.data));
    form.setValues(valuesOf(answer.data));
    notifySuccess('Payment methods saved.');
  };
  const sections = [
    {
      id: 'methods',
      title: 'Ways to pay',
      description:
        'What the shop’s checkout offers. Stores that never saved this offer the test gateway and cash on delivery.',
      content: (
        <Checkbox.Group aria-label="Payment methods" {...form.getInputProps('methods')}>
          <Stack gap="sm" mt={4}>
            {CHECKOUT_PAYMENT_METHODS.map((method) => (
              <Checkbox
                key={method}
                value={method}
                label={PAYMENT_METHOD_LABELS[method]}
                description={METHOD_NOTES[method]}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      ),
    },
    ...(methods.includes('stripe') || view.stripe_secret_key
      ? [
          {
            id: 'stripe',
            title: 'Stripe',
            description:
              'From the Stripe dashboard, Developers → API keys. Test keys (pk_test_, sk_test_) take no real money.',
            content: (
              <Stack>
                <TextInput
                  label="Publishable key"
                  placeholder="pk_test_…"
                  autoComplete="off"
                  {...form.getInputProps('stripe_publishable_key')}
                />
                <PasswordInput
                  label="Secret key"
                  placeholder="sk_test_…"
                  autoComplete="new-password"
                  description={secretNote(view.stripe_secret_key)}
                  {...form.getInputProps('stripe_secret_key')}
                />
                <WebhookUrl url={view.stripe_webhook_url} events="checkout.session.completed" />
                <PasswordInput
                  label="Webhook signing secret"
                  placeholder="whsec_…"
                  autoComplete="new-password"
                  description={secretNote(view.stripe_webhook_secret)}
                  {...form.getInputProps('stripe_webhook_secret')}
                />
              </Stack>
            ),
          },
        ]
      : []),
    ...(methods.includes('razorpay') || view.razorpay_key_secret
      ? [
          {
            id: 'razorpay',
            title: 'Razorpay',
            description: 'From the Razorpay dashboard, Account & Settings → API keys. Test keys start rzp_test_.',
            content: (
              <Stack>
                <TextInput
                  label="Key id"
                  placeholder="rzp_test_…"
                  autoComplete="off"
                  {...form.getInputProps('razorpay_key_id')}
                />
                <PasswordInput
                  label="Key secret"
                  autoComplete="new-password"
                  description={secretNote(view.razorpay_key_secret)}
                  {...form.getInputProps('razorpay_key_secret')}
                />
                <WebhookUrl url={view.razorpay_webhook_url} events="payment_link.paid" />
                <PasswordInput
                  label="Webhook secret"
                  autoComplete="new-password"
                  description={secretNote(view.razorpay_webhook_secret)}
                  {...form.getInputProps('razorpay_webhook_secret')}
                />
              </Stack>
            ),
          },
        ]
      : []),
    ...(methods.includes('bank_transfer')
      ? [
          {
            id: 'bank_transfer',
            title: 'Bank transfer',
            description: 'Shown on the order page of every order awaiting a transfer.',
            content: (
              <Textarea
                label="Instructions"
                required
                autosize
                minRows={3}
                maxLength={2000}
                placeholder="Bank, account name and number, the reference to use"
                {...form.getInputProps('bank_transfer_instructions')}
              />
            ),
          },
        ]
      : []),
  ];
  return (
    <FormPage
      form={form}
      title="Payment gateways"
      onSubmit={onSubmit}
      sections={sections}
      notice={
        <Text size="sm" c="dimmed">
          Secrets are stored encrypted and never shown again in full.
        </Text>
      }
    />
  );
}

/** /setting/payment-gateway: the methods the shop offers and each provider's keys. */
export default function PaymentGatewayPage() {
  const { data, error } = useQuery({
    queryKey: GATEWAY_KEY,
    queryFn: () => callApi(PAYMENT_GATEWAY_CALLS.get, {}),
  });
  if (error)
    return (
      <Alert color="red" title="The payment methods cannot be shown">
        {error.message}
      </Alert>
    );
  if (!data)
    return (
      <Center mih={240}>
        <Loader aria-label="Loading payment gateways" />
      </Center>
    );
  return <GatewayForm view={data.data} />;
}
