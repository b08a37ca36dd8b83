import { Anchor, Badge, Button, Card, CopyButton, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconCircleDashed, IconCopy, IconExternalLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { PRODUCT_CALLS } from '@stallfront/shared/products';
import { accessContextOf, gettingStartedSteps, type SetupStep } from '@stallfront/shared/routes';
import { callApi } from '../../api/client';
import { useSession } from '../../app/session/use-session';
import { productKeys } from '../products/product-queries';

/** /getting-started: where a store owner lands until the dashboard is built; the steps of opening the store. */
export default function GettingStartedPage() {
  const { store, master } = useSession();
  const products = useQuery({
    queryKey: [...productKeys.all, 'hub-count', 'false'],
    queryFn: ({ signal }) => callApi(PRODUCT_CALLS.count, { archived: 'false' }, { signal }),
  });
  const steps = useMemo(() => {
    if (!store) return [];
    const hasProducts = products.data ? products.data.total > 0 : undefined;
    return gettingStartedSteps(
      store.deployDetails.deploy_stages,
      hasProducts,
      accessContextOf(store.data, Boolean(master)),
    );
  }, [store, master, products.data]);
  if (!store) return null;
  const left = steps.filter((s) => s.done === false).length;

  return (
    <Stack gap="md" maw={760}>
      <div>
        <Title order={1} size="h2">
          Getting started
        </Title>
        <Text size="sm" c="dimmed">
          {left === 0
            ? 'Your store is set up.'
            : `${left} step${left === 1 ? '' : 's'} left to open ${store.data.name}.`}
        </Text>
      </div>
      <StoreLink url={store.data.base_url} />
      <Stack component="ol" gap="sm" aria-label="Steps to open your store" p={0} m={0} style={{ listStyle: 'none' }}>
        {steps.map((step) => (
          <StepCard key={step.key} step={step} />
        ))}
      </Stack>
    </Stack>
  );
}

function StoreLink({ url }: { url: string }) {
  return (
    <Card withBorder padding="md">
      <Text size="sm" fw={600}>
        Your store link
      </Text>
      <Group gap="xs" justify="space-between" wrap="wrap" mt={4}>
        <Anchor href={url} target="_blank" rel="noopener noreferrer" style={{ wordBreak: 'break-all' }}>
          {url.replace(/^https?:\/\//, '')}
          <IconExternalLink size={14} aria-hidden style={{ marginLeft: 4, verticalAlign: 'middle' }} />
        </Anchor>
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Button
              size="compact-sm"
              variant="default"
              leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
              onClick={copy}
            >
              {copied ? 'Copied' : 'Copy link'}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Card>
  );
}

function StepCard({ step }: { step: SetupStep }) {
  return (
    <Card component="li" withBorder padding="md">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <ThemeIcon variant="light" radius="xl" size={32} color={step.done ? 'green' : 'gray'} aria-hidden>
          {step.done ? <IconCheck size={18} /> : <IconCircleDashed size={18} />}
        </ThemeIcon>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600}>{step.title}</Text>
            {step.done !== undefined && (
              <Badge size="sm" variant="light" color={step.done ? 'green' : 'orange'}>
                {step.done ? 'Done' : 'To do'}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {step.description}
          </Text>
          {step.canOpen ? (
            <Button
              component={Link}
              to={step.route.path}
              size="compact-sm"
              variant={step.done ? 'subtle' : 'light'}
              w="fit-content"
              mt={4}
            >
              {buttonLabel(step)}
            </Button>
          ) : (
            <Text size="xs" c="dimmed">
              The store owner does this step.
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}

function buttonLabel(step: SetupStep): string {
  if (step.done) return step.key === 'products' ? 'Add more' : 'Change';
  return step.route.screen === 'ready' ? 'Start' : 'Open (coming soon)';
}
