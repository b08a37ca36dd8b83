import { Anchor, Badge, Button, Card, CopyButton, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconCircleDashed, IconCopy, IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { SetupStep } from '@stallfront/shared/routes';
import { useSession } from '../../app/session/use-session';
import { stepButtonLabel, useSetupSteps } from './use-setup-steps';

/** /getting-started: the steps of opening the store, each with where it is done; the dashboard shows those left. */
export default function GettingStartedPage() {
  const { store } = useSession();
  const { steps, left } = useSetupSteps();
  if (!store) return null;

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
              {stepButtonLabel(step)}
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
