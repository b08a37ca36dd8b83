import {
  Alert,
  Anchor,
  Card,
  Center,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { ReactNode } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { Link, useParams } from 'react-router';
import { QUOTE_CALLS, type QuoteDetail, quoteReplyBody } from '@stallfront/shared/requests';
import { formatMoney, quoteActions } from '@stallfront/shared/rules';
import { callApi } from '../../api/client';
import { DESKTOP_QUERY } from '../../ui/breakpoints';
import { FormPage } from '../../ui/form-page';
import { MoneyInput } from '../../ui/MoneyInput';
import { notifySuccess } from '../../ui/notify';
import { QuoteActions } from './QuoteActions';
import { QuoteStatusBadge, quoteDate } from './quote-columns';
import { quoteKeys, useQuote } from './quote-queries';
import { QuoteLinesTable } from './QuoteLinesTable';
import { formTotal, type ReplyValues, replyBodyOf, replyValuesOf } from './reply-form';
import { calendarDayOf } from '../../ui/dates';

const LIST_OF = { live: 'live', replied: 'live', confirmed: 'confirmed', cancelled: 'cancelled' } as const;

/** /orders/quotations/quote/:id: the request, the reply with prices, and confirm or cancel. */
export default function QuotePage() {
  const { id } = useParams();
  const { data: quote, error } = useQuote(id);
  if (error)
    return (
      <Alert color="red" title="This quote cannot be shown">
        {error.message}
      </Alert>
    );
  if (!quote)
    return (
      <Center mih={240}>
        <Loader aria-label="Loading the quote" />
      </Center>
    );
  // A new version (after a save) starts the form again from what the server answered.
  return quoteActions(quote).includes('reply') ? (
    <ReplyForm key={quote.version} quote={quote} />
  ) : (
    <ClosedQuote quote={quote} />
  );
}

function ReplyForm({ quote }: { quote: QuoteDetail }) {
  const queryClient = useQueryClient();
  const form = useForm<ReplyValues>({
    mode: 'controlled',
    initialValues: replyValuesOf(quote),
    validate: (values) => zod4Resolver(quoteReplyBody)(replyBodyOf(values)),
  });
  const onSubmit = async (values: ReplyValues) => {
    const answer = await callApi(QUOTE_CALLS.reply, replyBodyOf(values));
    form.resetDirty();
    queryClient.setQueryData(quoteKeys.detail(quote._id), answer.data);
    await queryClient.invalidateQueries({ queryKey: quoteKeys.lists() });
    notifySuccess(answer.message);
  };
  const values = form.getValues();
  return (
    <FormPage
      form={form}
      title={`Quote #${quote.number}`}
      backTo={`/orders/quotations/${LIST_OF[quote.status]}/all`}
      backLabel="Quotes"
      onSubmit={onSubmit}
      saveLabel={quote.status === 'replied' ? 'Send revised prices' : 'Send reply'}
      headerActions={<QuoteActions quote={quote} />}
      notice={<QuoteNotice quote={quote} />}
      sections={[
        {
          id: 'lines',
          title: 'Prices',
          description:
            'Your price for each item, before tax. Tax is added by each product’s rate when it becomes an order.',
          content: <QuoteLinesTable quote={quote} form={form} />,
        },
        {
          id: 'terms',
          title: 'Shipping, validity and terms',
          content: (
            <Stack>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <MoneyInput
                  label="Shipping"
                  currency={quote.currency}
                  {...form.getInputProps('shipping')}
                  value={values.shipping}
                  onChange={(minor) => form.setFieldValue('shipping', minor)}
                />
                <TextInput
                  label="Prices valid until"
                  type="date"
                  required
                  min={quote.today}
                  {...form.getInputProps('valid_until')}
                />
              </SimpleGrid>
              <Textarea label="Terms" autosize minRows={3} maxLength={4000} {...form.getInputProps('terms')} />
              <Text fw={600}>Total before tax: {formatMoney(formTotal(quote, values), quote.currency)}</Text>
            </Stack>
          ),
        },
      ]}
      aside={<RequestCard quote={quote} />}
    />
  );
}

/** A confirmed or cancelled quote: nothing left to change. */
function ClosedQuote({ quote }: { quote: QuoteDetail }) {
  return (
    <Stack gap="lg">
      <BackToList quote={quote} />
      <Group justify="space-between">
        <Title order={2}>Quote #{quote.number}</Title>
        <QuoteStatusBadge status={quote.status} />
      </Group>
      <QuoteNotice quote={quote} />
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <Card withBorder style={{ gridColumn: 'span 2' }}>
          <QuoteLinesTable quote={quote} />
          <Text mt="sm" fw={600}>
            Shipping {formatMoney(quote.shipping, quote.currency)} · Total before tax{' '}
            {formatMoney(quote.total, quote.currency)}
          </Text>
          {quote.terms && (
            <Text mt="sm" size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {quote.terms}
            </Text>
          )}
        </Card>
        <RequestCard quote={quote} />
      </SimpleGrid>
    </Stack>
  );
}

/** The closed quote's way back to its list, on a desktop (phones have the layout's back arrow). */
function BackToList({ quote }: { quote: QuoteDetail }) {
  const isDesktop = useMediaQuery(DESKTOP_QUERY, true);
  if (!isDesktop) return null;
  return (
    <Anchor component={Link} to={`/orders/quotations/${LIST_OF[quote.status]}/all`} size="sm">
      ← {LIST_OF[quote.status] === 'confirmed' ? 'Confirmed' : 'Cancelled'} quotes
    </Anchor>
  );
}

function QuoteNotice({ quote }: { quote: QuoteDetail }) {
  const notices: Record<QuoteDetail['status'], ReactNode> = {
    live: `Requested ${quoteDate(quote.created_on)}. Price every line and send your reply; ${quote.name} is emailed.`,
    replied: quote.expired
      ? `The prices expired on ${calendarDayOf(quote.valid_until ?? '')}. Send revised prices with a new date to confirm the quote.`
      : `Replied ${quote.replied_on ? quoteDate(quote.replied_on) : ''}; the prices hold until ${calendarDayOf(quote.valid_until ?? '')}.`,
    confirmed: `Confirmed ${quote.confirmed_on ? quoteDate(quote.confirmed_on) : ''} as order #${quote.order_number}.`,
    cancelled: `Cancelled ${quote.cancelled_on ? quoteDate(quote.cancelled_on) : ''}: ${quote.cancel_reason}`,
  };
  return (
    <Alert color={quote.expired ? 'orange' : quote.status === 'cancelled' ? 'gray' : 'blue'} variant="light">
      {notices[quote.status]}
    </Alert>
  );
}

function RequestCard({ quote }: { quote: QuoteDetail }) {
  return (
    <Card withBorder>
      <Stack gap={6}>
        <Group justify="space-between">
          <Text fw={600}>Request</Text>
          <QuoteStatusBadge status={quote.status} />
        </Group>
        <Text size="sm">{quote.name}</Text>
        {quote.company && <Text size="sm">{quote.company}</Text>}
        <Text size="sm" c="dimmed">
          {quote.email}
          {quote.phone ? ` · ${quote.phone}` : ''}
        </Text>
        <Text size="xs" c="dimmed">
          Requested {quoteDate(quote.created_on)}
        </Text>
        {quote.note && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            “{quote.note}”
          </Text>
        )}
      </Stack>
    </Card>
  );
}
