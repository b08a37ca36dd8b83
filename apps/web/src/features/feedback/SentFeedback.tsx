import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { FEEDBACK_CALLS } from '@stallfront/shared/panels';
import { callApi } from '../../api/client';
import { dayOf } from '../../ui/dates';

export const sentFeedbackKey = ['feedbacks', 'sent'] as const;

/** The store's earlier feedback under the form, with the platform's answer when it came. */
export default function SentFeedback() {
  const { data } = useQuery({
    queryKey: sentFeedbackKey,
    queryFn: ({ signal }) => callApi(FEEDBACK_CALLS.sent, undefined, { signal }),
  });
  if (!data?.list.length) return null;
  return (
    <Stack gap="xs" mt="lg" data-testid="sent-feedback">
      <Title order={2} size="h5">
        Sent before
      </Title>
      {data.list.map((f) => (
        <Paper key={f._id} withBorder p="xs">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" fw={500} truncate style={{ minWidth: 0 }}>
              {f.title}
            </Text>
            <Badge size="sm" variant="light" color={f.status === 'closed' ? 'gray' : 'blue'} style={{ flexShrink: 0 }}>
              {f.status === 'closed' ? 'Closed' : 'Open'}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            {f.severity} · {dayOf(f.created_on)}
          </Text>
          {f.reply && (
            <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              <Text span fw={500}>
                Stallfront answered{f.replied_on ? ` ${dayOf(f.replied_on)}` : ''}:
              </Text>{' '}
              {f.reply}
            </Text>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
