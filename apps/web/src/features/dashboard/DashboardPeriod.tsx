import { Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import {
  DASHBOARD_PRESETS,
  type DashboardDay,
  type DashboardPreset,
  type DayRange,
  presetRange,
  storeDayOf,
} from '@stallfront/shared/dashboard';
import { saveFile } from '../../ui/list-page/download';
import { CustomRange } from './CustomRange';
import { daysCsv } from './dashboard-csv';

type Choice = DashboardPreset | 'custom';

const PRESET_LABELS: Record<Choice, string> = {
  today: 'Today',
  '7d': '7 days',
  '30d': '30 days',
  '90d': '90 days',
  custom: 'Custom',
};

/** Five periods fit one line above this width. */
const PHONE_QUERY = '(max-width: 480px)';

const browserToday = () => storeDayOf(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);

/**
 * The period a dashboard shows: a preset or a custom range, counted back from today. Today is the
 * browser's until the figures name the store's (its time zone may differ): pass it to `learnToday`.
 */
export function useDashboardPeriod() {
  const [choice, setChoice] = useState<Choice>('30d');
  const [today, setToday] = useState(browserToday);
  const [custom, setCustom] = useState<DayRange>(() => presetRange('7d', today));
  const range = choice === 'custom' ? custom : presetRange(choice, today);
  const learnToday = (day: string) => {
    if (day !== today) setToday(day);
  };
  return { choice, setChoice, today, custom, setCustom, range, learnToday };
}

export type DashboardPeriod = ReturnType<typeof useDashboardPeriod>;

/** The presets as one segmented row (full width on a phone), and the custom range's dates when chosen. */
export function PeriodControl({ period }: { period: DashboardPeriod }) {
  const phone = useMediaQuery(PHONE_QUERY, false);
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <SegmentedControl
        aria-label="Period"
        size={phone ? 'xs' : 'sm'}
        fullWidth={phone}
        w={phone ? '100%' : undefined}
        value={period.choice}
        onChange={(value) => period.setChoice(value as Choice)}
        data={[...DASHBOARD_PRESETS, 'custom' as const].map((value) => ({ value, label: PRESET_LABELS[value] }))}
      />
      {period.choice === 'custom' ? (
        <CustomRange value={period.custom} today={period.today} onChange={period.setCustom} />
      ) : null}
    </Group>
  );
}

/** A dashboard's title, an optional line under it, and the export of its days as CSV once they are loaded. */
export function DashboardHeader({
  title,
  lead,
  range,
  data,
}: {
  title: string;
  lead?: string;
  range: DayRange;
  data: { days: DashboardDay[]; currency: string } | undefined;
}) {
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <Stack gap={2}>
        <Title order={1} size="h2">
          {title}
        </Title>
        {lead ? (
          <Text size="sm" c="dimmed">
            {lead}
          </Text>
        ) : null}
      </Stack>
      <Button
        variant="default"
        leftSection={<IconDownload size={16} />}
        disabled={!data}
        onClick={() => data && saveFile(daysCsv(data.days, data.currency), `Sales ${range.from} to ${range.to}.csv`)}
      >
        Export CSV
      </Button>
    </Group>
  );
}
