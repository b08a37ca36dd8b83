import { Button, Card, Code, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { ControlPanel, FailedJob } from '@stallfront/shared/admin-operations';
import { momentOf } from '../../ui/dates';
import { useRetryJob } from './control-panel-queries';

const COLUMNS = [
  ['waiting', 'Waiting'],
  ['active', 'Running'],
  ['failed', 'Failed'],
  ['completed', 'Done'],
  ['retried', 'Retried'],
] as const;

/** Each kind of job with its counts by state. */
export function JobCounts({ jobs }: { jobs: ControlPanel['jobs'] }) {
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Job queue
        </Title>
        {jobs.length === 0 ? (
          <Text size="sm" c="dimmed">
            No jobs have run yet.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table striped aria-label="Jobs by kind">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Kind</Table.Th>
                  {COLUMNS.map(([key, label]) => (
                    <Table.Th key={key} ta="right">
                      {label}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {jobs.map((job) => (
                  <Table.Tr key={job.name}>
                    <Table.Td>
                      <Code>{job.name}</Code>
                    </Table.Td>
                    {COLUMNS.map(([key]) => (
                      <Table.Td key={key} ta="right" c={key === 'failed' && job.failed > 0 ? 'red' : undefined}>
                        {job[key]}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}

/** Jobs whose retries are used up, each with its error and a button that runs it again. */
export function FailedJobs({ jobs }: { jobs: FailedJob[] }) {
  const retry = useRetryJob();
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Failed jobs
        </Title>
        {jobs.length === 0 ? (
          <Text size="sm" c="dimmed">
            No failed jobs.
          </Text>
        ) : (
          jobs.map((job) => (
            <Card key={job._id} withBorder padding="sm" role="group" aria-label={`Failed job ${job.name}`}>
              <Group justify="space-between" align="flex-start" gap="sm">
                <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
                  <Code w="fit-content">{job.name}</Code>
                  <Text size="sm" c="red" style={{ overflowWrap: 'anywhere' }}>
                    {job.error}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {job.failed_on ? `Failed ${momentOf(job.failed_on)}` : 'Failed'} · ran {job.retry_count + 1}{' '}
                    {job.retry_count === 0 ? 'time' : 'times'}
                  </Text>
                </Stack>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconRefresh size={14} aria-hidden />}
                  loading={retry.isPending && retry.variables?.id === job._id}
                  onClick={() => retry.mutate({ name: job.name, id: job._id })}
                  aria-label={`Retry ${job.name}`}
                >
                  Retry
                </Button>
              </Group>
            </Card>
          ))
        )}
      </Stack>
    </Card>
  );
}
