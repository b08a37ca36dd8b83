import { Alert, Anchor, Button, Flex, Grid, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { DetailLoadFailed, DetailLoading } from '../../ui/DetailStates';
import { type CustomerDetail, customerListPath, customerPath } from '@stallfront/shared/customers';
import { formatMoney } from '@stallfront/shared/rules';
import { dayOf } from '../../ui/dates';
import { joinDetails } from '../../ui/list-page/cells';
import { withModals } from '../../ui/overlays';
import { useCustomer, useMerge } from './customer-queries';
import {
  AddressesSection,
  KindBadge,
  NotesSection,
  OrdersSection,
  RequestsSections,
  TagsSection,
} from './CustomerSections';

/** /setting/customers/customer/:id: one customer with their orders, requests, tags and notes. */
export default function CustomerPage() {
  const id = useParams().id ?? '';
  const query = useCustomer(id);
  if (query.isPending) return <DetailLoading />;
  if (query.isError) {
    return (
      <DetailLoadFailed
        noun="Customer"
        error={query.error}
        back={{ to: customerListPath(true), label: 'Back to customers' }}
      />
    );
  }
  return <CustomerView customer={query.data} />;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder px="sm" py={{ base: 6, xs: 'sm' }}>
      {/* A row on a phone (label left, figure right), a tile of three from the xs width up. */}
      <Flex
        direction={{ base: 'row', xs: 'column' }}
        justify={{ base: 'space-between', xs: 'flex-start' }}
        align={{ base: 'center', xs: 'flex-start' }}
      >
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text fw={600}>{value}</Text>
      </Flex>
    </Paper>
  );
}

function CustomerView({ customer }: { customer: CustomerDetail }) {
  const signedUp = customer.kind === 'signed_up';
  return (
    <Stack gap="md">
      {/* Phones have the header's back arrow. */}
      <Anchor component={Link} to={customerListPath(signedUp)} size="sm" visibleFrom="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {signedUp ? 'Customers' : 'Guest customers'}
        </Group>
      </Anchor>
      <div>
        <Group gap="sm">
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {customer.name}
          </Title>
          <KindBadge signedUp={signedUp} />
        </Group>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {joinDetails(customer.email, customer.phone, `since ${dayOf(customer.created_on)}`)}
          {signedUp && !customer.email_confirmed ? ' · email not confirmed' : ''}
        </Text>
      </div>
      {customer.merged_into && (
        <Alert color="blue" variant="light" title="Merged">
          Everything this guest had moved to{' '}
          <Anchor component={Link} to={customerPath(customer.merged_into._id)}>
            {customer.merged_into.name}
          </Anchor>
          ; new orders with this email go there too.
        </Alert>
      )}
      {customer.merge_matches.map((match) => (
        <MergeOffer key={match._id} customer={customer} match={match} />
      ))}
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
        <Figure label="Orders" value={String(customer.orders_count)} />
        <Figure label="Spent" value={formatMoney(customer.total_spent, customer.currency)} />
        <Figure label="Last order" value={customer.last_order_on ? dayOf(customer.last_order_on) : '—'} />
      </SimpleGrid>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <OrdersSection customer={customer} />
            <RequestsSections customer={customer} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <TagsSection customer={customer} />
            <NotesSection customer={customer} />
            <AddressesSection customer={customer} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** Another row of the same mailbox: a guest offers to merge into the account, an account to take the guest. */
function MergeOffer({ customer, match }: { customer: CustomerDetail; match: CustomerDetail['merge_matches'][number] }) {
  const guestIsMe = customer.kind === 'guest';
  const [guest, into] = guestIsMe ? [customer, match] : [match, customer];
  const merge = useMerge(guest._id, into._id);
  const ask = () =>
    withModals((modals) =>
      modals.openConfirmModal({
        title: `Merge ${guest.email} into ${into.name}?`,
        children: (
          <Text size="sm">
            The guest’s orders, quotes, enquiries, bookings, gift cards, carts, notes and tags move to {into.name}’s
            account ({into.email}). This cannot be undone.
          </Text>
        ),
        labels: { confirm: 'Merge', cancel: 'Cancel' },
        onConfirm: () => merge.mutate(),
      }),
    );
  return (
    <Alert color="yellow" variant="light" title="Same email">
      <Stack gap="xs" align="flex-start">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {guestIsMe
            ? `${match.name} has an account with ${match.email}, the same mailbox as this guest.`
            : `The guest ${match.name} (${match.email}) ordered with this account’s mailbox.`}
        </Text>
        <Button
          size="xs"
          h="auto"
          py={6}
          styles={{ label: { whiteSpace: 'normal', overflowWrap: 'anywhere' } }}
          onClick={ask}
          loading={merge.isPending}
        >
          {guestIsMe ? `Merge into ${match.name}` : 'Merge the guest into this account'}
        </Button>
      </Stack>
    </Alert>
  );
}
