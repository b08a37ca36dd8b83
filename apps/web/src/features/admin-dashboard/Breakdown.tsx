import { Card, Group, Progress, Stack, Text, Title } from '@mantine/core';

export interface BreakdownRow {
  key: string;
  label: string;
  value: number;
  /** Said beside the value ("40%"). */
  detail?: string;
}

/** A figure split into parts, each a labelled bar of its share of the largest. */
export function Breakdown({ title, rows, empty }: { title: string; rows: BreakdownRow[]; empty: string }) {
  const top = Math.max(1, ...rows.map((r) => r.value));
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={2} size="h5">
          {title}
        </Title>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {empty}
          </Text>
        ) : (
          rows.map((row) => (
            <Stack key={row.key} gap={4} aria-label={`${row.label}: ${row.value}`} role="group">
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" truncate>
                  {row.label}
                </Text>
                <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
                  {row.value}
                  {row.detail ? (
                    <Text span size="xs" c="dimmed">
                      {` · ${row.detail}`}
                    </Text>
                  ) : null}
                </Text>
              </Group>
              <Progress value={(row.value / top) * 100} size="sm" aria-hidden />
            </Stack>
          ))
        )}
      </Stack>
    </Card>
  );
}
