import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { momentOf } from '../../ui/dates';
import { HealthCards } from './HealthCards';
import { FailedJobs, JobCounts } from './JobQueue';
import { StorageUse } from './StorageUse';
import { useControlPanel, useFailedJobs } from './control-panel-queries';

/** /control-panel: the operational view of the whole service for the platform admin. */
export default function ControlPanelPage() {
  const status = useControlPanel();
  const failed = useFailedJobs();
  const data = status.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Title order={1} size="h2">
            Control panel
          </Title>
          <Text size="sm" c="dimmed">
            {data ? `As of ${momentOf(data.as_of)}; read again every 30 seconds.` : 'The state of the service.'}
          </Text>
        </Stack>
        <Button component={Link} to="/admin/dashboard" variant="default" leftSection={<IconArrowLeft size={16} />}>
          Admin
        </Button>
      </Group>
      {status.error ? (
        <Alert color="red" title="The state could not be read">
          {status.error.message}
        </Alert>
      ) : null}
      {data ? (
        <>
          <HealthCards data={data} />
          <JobCounts jobs={data.jobs} />
          {failed.data ? <FailedJobs jobs={failed.data} /> : <Skeleton h={120} />}
          <StorageUse storage={data.storage} />
        </>
      ) : status.isPending ? (
        <Skeleton h={420} />
      ) : null}
    </Stack>
  );
}
