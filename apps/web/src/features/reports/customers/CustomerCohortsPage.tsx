import { Alert, Button, Card, Group, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { storeDayOf } from '@stallfront/shared/dashboard';
import { addMonths, fromFirstCohort, type MonthRange, monthOf } from '@stallfront/shared/reports-customers';
import { saveFile } from '../../../ui/list-page/download';
import { cohortsCsv } from './cohorts-csv';
import { useCustomerCohorts } from './cohorts-queries';
import { CohortTable } from './CohortTable';

const SPANS = ['6', '12', '24'] as const;
type Span = (typeof SPANS)[number];

const browserMonth = () => monthOf(storeDayOf(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone));

/** The months of a span ending with the current one. */
const spanRange = (span: Span, current: string): MonthRange => ({
  from_month: addMonths(current, 1 - Number(span)),
  to_month: current,
});

/** /reports/customers: customers by the month of their first order, and how many came back each month after. */
export default function CustomerCohortsPage() {
  const [span, setSpan] = useState<Span>('6');
  // The browser's month until the server names the store's.
  const [current, setCurrent] = useState(browserMonth);
  const range = spanRange(span, current);
  const report = useCustomerCohorts(range);
  const data = report.data;
  if (data && data.current_month !== current) setCurrent(data.current_month);
  const cohorts = fromFirstCohort(data?.cohorts ?? []);

  return (
    <Stack gap="md" maw="100%">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          Customer cohorts
        </Title>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          disabled={!data}
          onClick={() =>
            data &&
            saveFile(
              cohortsCsv(data.cohorts, data.currency),
              `Customer cohorts ${data.from_month} to ${data.to_month}.csv`,
            )
          }
        >
          Export CSV
        </Button>
      </Group>
      <SegmentedControl
        aria-label="Months"
        w="fit-content"
        value={span}
        onChange={(value) => setSpan(value as Span)}
        data={SPANS.map((value) => ({ value, label: `${value} months` }))}
      />
      {report.error ? (
        <Alert color="red" title="The cohorts could not be loaded">
          {report.error.message}
        </Alert>
      ) : null}
      {data ? (
        <Card withBorder padding="md" style={{ minWidth: 0 }}>
          {cohorts.length ? (
            <CohortTable cohorts={cohorts} currency={data.currency} />
          ) : (
            <Text size="sm" c="dimmed">
              No customer placed a first order in these months.
            </Text>
          )}
        </Card>
      ) : report.isPending ? (
        <Skeleton h={320} />
      ) : null}
      <Text size="xs" c="dimmed" maw={720}>
        {`A cohort is the customers whose first order was in that month; month 0 is that month, month 1 the next. Each cell is the share of the cohort who ordered in that month, with their number below. Revenue is what the cohort spent up to the last month shown. Guests count by email. Months in ${data?.time_zone ?? "the store's time zone"}; cancelled orders are left out.`}
      </Text>
    </Stack>
  );
}
