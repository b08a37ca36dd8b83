import {
  Alert,
  Badge,
  Button,
  Card,
  Code,
  CopyButton,
  Group,
  Modal,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCheck, IconCopy, IconExternalLink, IconLock, IconX } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  DOMAIN_CALLS,
  DOMAIN_UPGRADE_MESSAGE,
  type DomainRecord,
  type DomainState,
  domainConnectBody,
} from '@stallfront/shared/domains';
import { ApiError } from '../../api/api-error';
import { callApi } from '../../api/client';
import { DetailLoadFailed, DetailLoading } from '../../ui/DetailStates';
import { showCallError } from '../../ui/form-errors';
import { notifyError, notifySuccess } from '../../ui/notify';
import { withModals } from '../../ui/overlays';
import { DomainHelp } from './DomainHelp';

const domainKey = ['domain'] as const;
/** Where the upgrade modal leads: the plans (as the hubs' locked cards do). */
const PLANS_PATH = '/deployment/plans';

/** /setting/domain: connect the store's own domain, add its DNS records, verify them, then its certificate. */
export default function DomainPage() {
  const query = useQuery({
    queryKey: domainKey,
    queryFn: ({ signal }) => callApi(DOMAIN_CALLS.get, undefined, { signal }),
    // While the certificate is being issued, ask again until it is in (or failed).
    refetchInterval: (q) => (q.state.data?.data.certificate.state === 'issuing' ? 3000 : false),
  });
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  if (query.error)
    return <DetailLoadFailed noun="Domain" error={query.error} back={{ to: '/setting', label: 'Back to settings' }} />;
  if (!query.data) return <DetailLoading />;
  const state = query.data.data;
  return (
    <Stack gap="md" maw={820}>
      <div>
        <Title order={1} size="h2">
          Domain
        </Title>
        <Text size="sm" c="dimmed">
          Serve your store at your own address, like shop.yourbrand.com, with a secure (https) connection.
        </Text>
      </div>
      {state.domain ? (
        <ConnectedDomain state={state as DomainState & { domain: string }} />
      ) : (
        <ConnectForm canConnect={state.can_connect} onUpgrade={() => setUpgradeOpen(true)} />
      )}
      <DomainHelp domain={state.domain ?? ''} />
      <Modal opened={upgradeOpen} onClose={() => setUpgradeOpen(false)} title="Upgrade to connect your domain" centered>
        <Stack gap="md">
          <Text size="sm">{DOMAIN_UPGRADE_MESSAGE}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setUpgradeOpen(false)}>
              Not now
            </Button>
            <Button component={Link} to={PLANS_PATH}>
              See plans
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

function useSetDomain() {
  const queryClient = useQueryClient();
  return (answer: { data: DomainState }) => queryClient.setQueryData(domainKey, { status: true, data: answer.data });
}

function ConnectForm({ canConnect, onUpgrade }: { canConnect: boolean; onUpgrade: () => void }) {
  const setDomain = useSetDomain();
  const form = useForm({
    mode: 'controlled',
    initialValues: { domain: '' },
    validate: zod4Resolver(domainConnectBody),
  });
  const connect = useMutation({
    mutationFn: (values: { domain: string }) => callApi(DOMAIN_CALLS.connect, values),
    onSuccess: (answer) => {
      setDomain(answer);
      notifySuccess(`${answer.data.domain} is connected. Add its DNS records next.`);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 403) onUpgrade();
      // A name that cannot be used (422) names its field as a 409 does.
      else if (error instanceof ApiError && error.status === 422 && error.message.startsWith('domain: '))
        form.setFieldError('domain', error.message.slice('domain: '.length));
      else showCallError(form, error);
    },
  });
  const submit = form.onSubmit((values) => (canConnect ? connect.mutate(values) : onUpgrade()));
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="connect-title">
      <Title order={2} size="h4" id="connect-title">
        Connect your domain
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Enter a domain you own. We then show the DNS records to add where you bought it.
      </Text>
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label="Your domain"
            placeholder="shop.yourbrand.com"
            style={{ flex: '1 1 240px' }}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            {...form.getInputProps('domain')}
          />
          <Button type="submit" mt={{ base: 0, xs: 25 }} loading={connect.isPending}>
            Connect
          </Button>
        </Group>
      </form>
      {!canConnect && (
        <Text size="xs" c="dimmed" mt="xs">
          Your own domain comes with a paid plan.
        </Text>
      )}
    </Card>
  );
}

function ConnectedDomain({ state }: { state: DomainState & { domain: string } }) {
  const setDomain = useSetDomain();
  const verify = useMutation({
    mutationFn: () => callApi(DOMAIN_CALLS.verify, {}),
    onSuccess: (answer) => {
      setDomain(answer);
      if (answer.data.verified_on) notifySuccess(`${answer.data.domain} is verified.`);
      else
        notifyError(
          'Some records are not there yet. DNS changes can take up to a few hours to show.',
          'Not verified yet',
        );
    },
    onError: (error) => notifyError(error.message),
  });
  const remove = useMutation({
    mutationFn: () => callApi(DOMAIN_CALLS.remove, {}),
    onSuccess: (answer) => {
      setDomain(answer);
      notifySuccess(`${state.domain} is disconnected.`);
    },
    onError: (error) => notifyError(error.message),
  });
  const askRemove = () =>
    withModals((modals) =>
      modals.openConfirmModal({
        title: `Disconnect ${state.domain}?`,
        children: (
          <Text size="sm">
            Your store stops answering on this domain now and its certificate is dropped. Your store address on our
            platform keeps working.
          </Text>
        ),
        labels: { confirm: 'Disconnect', cancel: 'Cancel' },
        confirmProps: { color: 'red' },
        onConfirm: () => remove.mutate(),
      }),
    );
  const verified = Boolean(state.verified_on);
  const routing = state.records.filter((r) => r.purpose === 'routing');
  const proof = state.records.filter((r) => r.purpose === 'verification');
  return (
    <>
      <Card withBorder padding="md" component="section" aria-labelledby="domain-title">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id="domain-title" style={{ wordBreak: 'break-all' }}>
            {state.domain}
          </Title>
          <Badge color={verified ? 'green' : 'orange'} variant="light">
            {verified ? 'Verified' : 'Waiting for DNS'}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" mt={4}>
          {verified
            ? 'Your domain points at your store.'
            : 'Add these records at the company where you bought your domain (its DNS settings), then check them here.'}
          {state.checked_on && ` Last checked ${new Date(state.checked_on).toLocaleString()}.`}
        </Text>
        <Stack gap="sm" mt="md">
          <Text size="sm" fw={600}>
            {routing.length > 1 ? 'Point the domain at us (one of these)' : 'Point the domain at us'}
          </Text>
          {routing.map((record) => (
            <RecordCard
              key={`${record.type}-${record.name}`}
              record={record}
              checked={Boolean(state.checked_on)}
              // One routing record is enough: the others are alternatives, not missing.
              needed={!routing.some((r) => r.ok)}
            />
          ))}
          <Text size="sm" fw={600}>
            Prove the domain is yours
          </Text>
          {proof.map((record) => (
            <RecordCard key={`${record.type}-${record.name}`} record={record} checked={Boolean(state.checked_on)} />
          ))}
        </Stack>
        <Group mt="md" gap="sm" wrap="wrap">
          <Button onClick={() => verify.mutate()} loading={verify.isPending} variant={verified ? 'default' : 'filled'}>
            Check DNS now
          </Button>
          <Button color="red" variant="subtle" onClick={askRemove} loading={remove.isPending}>
            Disconnect
          </Button>
        </Group>
      </Card>
      <CertificateCard state={state} />
    </>
  );
}

function RecordCard({ record, checked, needed = true }: { record: DomainRecord; checked: boolean; needed?: boolean }) {
  return (
    <Card withBorder padding="sm" radius="sm" aria-label={`${record.type} record`}>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Badge variant="outline" radius="sm">
          {record.type}
        </Badge>
        {checked &&
          (record.ok ? (
            <Badge color="green" variant="light" leftSection={<IconCheck size={12} />}>
              Found
            </Badge>
          ) : needed ? (
            <Badge color="gray" variant="light" leftSection={<IconX size={12} />}>
              Not found
            </Badge>
          ) : (
            <Badge color="gray" variant="outline">
              Not needed
            </Badge>
          ))}
      </Group>
      <RecordField label="Name" value={record.name} />
      <RecordField label="Value" value={record.value} />
      {checked && needed && !record.ok && record.found.length > 0 && (
        <Text size="xs" c="dimmed" mt={4} style={{ wordBreak: 'break-all' }}>
          DNS answers now: {record.found.join(', ')}
        </Text>
      )}
    </Card>
  );
}

function RecordField({ label, value }: { label: string; value: string }) {
  return (
    <Group gap="xs" mt={6} wrap="nowrap" align="center">
      <Text size="xs" c="dimmed" w={44} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Code style={{ flex: 1, minWidth: 0, wordBreak: 'break-all', whiteSpace: 'normal' }}>{value}</Code>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={copy}
            aria-label={`Copy ${label.toLowerCase()}`}
            leftSection={copied ? <IconCheck size={12} /> : <IconCopy size={12} />}
          >
            {copied ? 'Copied' : 'Copy'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

const CERT_LOOK: Record<DomainState['certificate']['state'], { label: string; color: string }> = {
  none: { label: 'Not requested', color: 'gray' },
  pending: { label: 'Pending', color: 'orange' },
  issuing: { label: 'Issuing…', color: 'blue' },
  issued: { label: 'Issued', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
};

function CertificateCard({ state }: { state: DomainState & { domain: string } }) {
  const setDomain = useSetDomain();
  const request = useMutation({
    mutationFn: () => callApi(DOMAIN_CALLS.createSsl, undefined),
    onSuccess: (answer) => setDomain(answer),
    onError: (error) => notifyError(error.message, 'No certificate yet'),
  });
  const { certificate } = state;
  const look = CERT_LOOK[certificate.state];
  const verified = Boolean(state.verified_on);
  const canAsk =
    verified && (certificate.state === 'pending' || certificate.state === 'failed' || certificate.state === 'none');
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="certificate-title">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs">
          <IconLock size={18} aria-hidden />
          <Title order={2} size="h4" id="certificate-title">
            Secure connection (https)
          </Title>
        </Group>
        <Badge color={look.color} variant="light">
          {look.label}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" mt={4}>
        {!verified && 'Once your domain is verified, we get it a certificate so shoppers reach it over https.'}
        {verified &&
          certificate.state === 'issued' &&
          certificate.expires_on &&
          `Valid until ${new Date(certificate.expires_on).toLocaleDateString()}; we renew it before then.`}
        {verified &&
          certificate.state === 'issuing' &&
          'We are asking the certificate authority now; this takes a minute.'}
        {verified &&
          (certificate.state === 'pending' || certificate.state === 'none') &&
          'Your domain is verified: ask for its certificate.'}
      </Text>
      {certificate.error && (
        <Alert color="red" mt="sm" title="The last request failed">
          <Text size="sm" style={{ wordBreak: 'break-word' }}>
            {certificate.error}
          </Text>
        </Alert>
      )}
      <Group mt="md" gap="sm" wrap="wrap">
        {canAsk && (
          <Button onClick={() => request.mutate()} loading={request.isPending}>
            {certificate.state === 'failed' ? 'Try again' : 'Get certificate'}
          </Button>
        )}
        {state.shop_url && certificate.state === 'issued' && (
          <Button
            component="a"
            href={state.shop_url}
            target="_blank"
            rel="noopener noreferrer"
            variant="default"
            rightSection={<IconExternalLink size={14} />}
          >
            Open your store
          </Button>
        )}
      </Group>
    </Card>
  );
}
