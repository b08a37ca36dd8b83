import { Badge, Button, Group, NumberInput, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconKey, IconLogin, IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  ADMIN_CLIENT_CALLS,
  type ClientDetail as Detail,
  MAX_TRIAL_EXTENSION_DAYS,
} from '@stallfront/shared/admin-clients';
import { formatMoney, PACKAGES } from '@stallfront/shared/rules';
import { accessContextOf, landingPathFor } from '@stallfront/shared/routes';
import { callApi } from '../../api/client';
import { saveStoreSignIn } from '../../app/session/session-store';
import { DetailLoadFailed, DetailLoading } from '../../ui/DetailStates';
import { dayOf, momentOf } from '../../ui/dates';
import { StatusBadge } from '../../ui/list-page';
import { notifyError, notifySuccess } from '../../ui/notify';
import { withModals } from '../../ui/overlays';
import { STORE_STATUS_LOOK } from './client-columns';
import { clientKeys, useClient } from './client-queries';

/** Asks first, then acts; the answer's message is the toast. */
function confirmThen(title: string, message: string, label: string, act: () => void, danger = false) {
  withModals((modals) =>
    modals.openConfirmModal({
      title,
      children: <Text size="sm">{message}</Text>,
      labels: { confirm: label, cancel: 'Cancel' },
      confirmProps: danger ? { color: 'red' } : {},
      onConfirm: act,
    }),
  );
}

/** A store's page in the clients drawer: who owns it, what it pays for and uses, and support's actions. */
export function ClientDetail({ id }: { id: string }) {
  const query = useClient(id);
  const queryClient = useQueryClient();
  const done = {
    onSuccess: (answer: { message: string }) => {
      void queryClient.invalidateQueries({ queryKey: clientKeys.all });
      notifySuccess(answer.message);
    },
    onError: (error: Error) => notifyError(error.message),
  };
  const status = useMutation({
    mutationFn: (action: 'activate' | 'deactivate') => callApi(ADMIN_CLIENT_CALLS.status, { _id: id, action }),
    ...done,
  });
  const reset = useMutation({ mutationFn: () => callApi(ADMIN_CLIENT_CALLS.resetPassword, { _id: id }), ...done });
  const navigate = useNavigate();
  const signInAs = useMutation({
    mutationFn: () => callApi(ADMIN_CLIENT_CALLS.signInAs, { _id: id }),
    onSuccess: (answer) => {
      saveStoreSignIn(answer);
      notifySuccess(answer.message);
      navigate(landingPathFor(accessContextOf(answer.data, true)));
    },
    onError: (error: Error) => notifyError(error.message),
  });
  if (query.error)
    return (
      <DetailLoadFailed noun="Store" error={query.error} back={{ to: '/admin/clients', label: 'Back to clients' }} />
    );
  if (!query.data) return <DetailLoading />;
  const detail = query.data.data;
  const { store, owner } = detail;
  const active = store.status === 'active';
  return (
    <Stack gap="md" data-testid="client-detail">
      <Stack gap={4}>
        <Group gap="xs">
          <StatusBadge status={store.status} look={STORE_STATUS_LOOK} />
          <Badge variant="light">{detail.package.name}</Badge>
          {store.is_demo && <Badge variant="outline">Demo</Badge>}
        </Group>
        <Text size="sm" c="dimmed">
          {store.sub_domain} · {store.country} · created {dayOf(store.created_on)}
        </Text>
        <Text size="sm">
          Owner: {owner ? `${owner.name} <${owner.email}>` : 'none'}
          {owner && owner.status !== 'active' ? ` (${owner.status})` : ''}
        </Text>
      </Stack>
      <Group gap="xs">
        <Button
          size="xs"
          color={active ? 'red' : undefined}
          variant={active ? 'light' : 'filled'}
          loading={status.isPending}
          leftSection={active ? <IconPlayerStop size={14} aria-hidden /> : <IconPlayerPlay size={14} aria-hidden />}
          onClick={() =>
            active
              ? confirmThen(
                  `Deactivate ${store.name}?`,
                  'Everyone signed in to it is signed out now. The owner who signs in again is sent to billing; the shop closes.',
                  'Deactivate',
                  () => status.mutate('deactivate'),
                  true,
                )
              : confirmThen(
                  `Activate ${store.name}?`,
                  'Its people can use the console and the shop again.',
                  'Activate',
                  () => status.mutate('activate'),
                )
          }
        >
          {active ? 'Deactivate' : 'Activate'}
        </Button>
        <Button
          size="xs"
          variant="default"
          disabled={!owner}
          loading={reset.isPending}
          leftSection={<IconKey size={14} aria-hidden />}
          onClick={() =>
            confirmThen(
              'Reset the owner’s password?',
              `${owner?.email} gets a mail with a reset code, as from the forgot-password page.`,
              'Send the mail',
              () => reset.mutate(),
            )
          }
        >
          Reset password
        </Button>
        <Button
          size="xs"
          variant="default"
          disabled={!owner}
          loading={signInAs.isPending}
          leftSection={<IconLogin size={14} aria-hidden />}
          onClick={() =>
            confirmThen(
              `Sign in as ${owner?.name}?`,
              'A 30-minute support session as the owner. The owner sees it in their audit log with your name.',
              'Sign in as owner',
              () => signInAs.mutate(),
            )
          }
        >
          Sign in as owner
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 3 }} spacing="xs">
        <Stat label="Products">{detail.usage.products}</Stat>
        <Stat label="Orders">{detail.usage.orders}</Stat>
        <Stat label="Staff">{detail.usage.staff}</Stat>
      </SimpleGrid>
      <PackageSection id={id} detail={detail} />
      <TrialSection id={id} detail={detail} />
      <Section title="Features">
        <Group gap={4}>
          {detail.features.map((f) => (
            <Badge key={f} variant="light" color="gray" tt="none">
              {f}
            </Badge>
          ))}
        </Group>
      </Section>
      <Section title="Plan invoices">
        {detail.invoices.length === 0 ? (
          <Text size="sm" c="dimmed">
            No plan invoices yet.
          </Text>
        ) : (
          <Table>
            <Table.Tbody>
              {detail.invoices.map((i) => (
                <Table.Tr key={i._id}>
                  <Table.Td>#{i.number}</Table.Td>
                  <Table.Td>{dayOf(i.issued_on)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(i.total, i.currency)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {detail.payments.some((p) => p.status === 'failed') && (
          <Text size="xs" c="red">
            {detail.payments.filter((p) => p.status === 'failed').length} failed plan payment(s) recently.
          </Text>
        )}
      </Section>
      <Section title="What support did">
        {detail.support_log.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nothing yet.
          </Text>
        ) : (
          detail.support_log.map((entry) => (
            <Text key={entry._id} size="sm">
              {entry.action} · {entry.actor_name} · {momentOf(entry.created_on)}
            </Text>
          ))
        )}
      </Section>
    </Stack>
  );
}

function PackageSection({ id, detail }: { id: string; detail: Detail }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (packageId: string) => callApi(ADMIN_CLIENT_CALLS.changePackage, { _id: id, package_id: packageId }),
    onSuccess: (answer) => {
      setChosen(null);
      void queryClient.invalidateQueries({ queryKey: clientKeys.all });
      notifySuccess(answer.message);
    },
    onError: (error: Error) => notifyError(error.message),
  });
  const others = PACKAGES.filter((p) => p.id !== detail.package._id);
  const name = PACKAGES.find((p) => p.id === chosen)?.name;
  return (
    <Section title="Package">
      <Text size="sm">
        {detail.package.name}: {formatMoney(detail.package.monthly_price, detail.package.currency)} a month
        {detail.subscription
          ? ` · paid plan ${detail.subscription.status}, renews ${dayOf(detail.subscription.period_end)}`
          : ''}
      </Text>
      <Group gap="xs" align="flex-end">
        <Select
          label="Move to"
          placeholder="Choose a package"
          size="xs"
          data={others.map((p) => ({ value: p.id, label: p.name }))}
          value={chosen}
          onChange={setChosen}
          w={200}
        />
        <Button
          size="xs"
          disabled={!chosen}
          loading={change.isPending}
          onClick={() =>
            chosen &&
            confirmThen(
              `Move ${detail.store.name} to ${name}?`,
              'Its features and menus change now; a paid plan renews at the new package.',
              'Change package',
              () => change.mutate(chosen),
            )
          }
        >
          Change package
        </Button>
      </Group>
    </Section>
  );
}

function TrialSection({ id, detail }: { id: string; detail: Detail }) {
  const [feature, setFeature] = useState<string | null>(null);
  const [days, setDays] = useState<number | string>(7);
  const queryClient = useQueryClient();
  const extend = useMutation({
    mutationFn: (input: { feature: string; days: number }) =>
      callApi(ADMIN_CLIENT_CALLS.extendTrial, { _id: id, ...input }),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: clientKeys.all });
      notifySuccess(answer.message);
    },
    onError: (error: Error) => notifyError(error.message),
  });
  const trials = detail.trials.filter((t) => !t.uninstalled);
  return (
    <Section title="Trials">
      {trials.length === 0 ? (
        <Text size="sm" c="dimmed">
          No trials.
        </Text>
      ) : (
        <>
          <Text size="sm">
            {trials.map((t) => `${t.name} (${t.active ? 'until' : 'ended'} ${dayOf(t.ends_on)})`).join(', ')}
          </Text>
          <Group gap="xs" align="flex-end">
            <Select
              label="Extend"
              placeholder="Choose a trial"
              size="xs"
              data={trials.map((t) => t.name)}
              value={feature}
              onChange={setFeature}
              w={180}
            />
            <NumberInput
              label="Days"
              size="xs"
              min={1}
              max={MAX_TRIAL_EXTENSION_DAYS}
              value={days}
              onChange={setDays}
              w={90}
            />
            <Button
              size="xs"
              disabled={!feature || !Number(days)}
              loading={extend.isPending}
              onClick={() =>
                feature &&
                confirmThen(`Extend the ${feature} trial?`, `It runs ${days} more days.`, 'Extend', () =>
                  extend.mutate({ feature, days: Number(days) }),
                )
              }
            >
              Extend trial
            </Button>
          </Group>
        </>
      )}
    </Section>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0} p="xs" style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{children}</Text>
    </Stack>
  );
}
