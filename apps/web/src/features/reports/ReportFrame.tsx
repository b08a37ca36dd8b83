import '@mantine/dates/styles.css';
import { Alert, Button, Group, SegmentedControl, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { addDays, storeDayOf } from '@stallfront/shared/dashboard';
import { saveFile } from '../../ui/list-page/download';
import { type DayRange, REPORT_PRESETS, type ReportPreset, reportPresetRange } from '@stallfront/shared/reports';

const PRESET_LABELS: Record<ReportPreset | 'custom', string> = {
  '30d': '30 days',
  '90d': '90 days',
  month: 'This month',
  year: 'This year',
  '12m': '12 months',
  custom: 'Custom',
};

const PRESET_OPTIONS = [...REPORT_PRESETS, 'custom' as const].map((value) => ({ value, label: PRESET_LABELS[value] }));

/** Six presets fit one line beside the sidebar above this width; below it they are a list to pick from. */
const PHONE_QUERY = '(max-width: 960px)';
/** Whether the screen is a phone's (or a small tablet's): the reports draw their controls and long tables for it. */
export const useReportPhone = () => useMediaQuery(PHONE_QUERY, false);

/** The range a report shows: a preset ending today (the browser's), or days picked on a calendar. */
export function useReportRange(initial: ReportPreset = '30d') {
  const [preset, setPreset] = useState<ReportPreset | 'custom'>(initial);
  const [today] = useState(() => storeDayOf(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone));
  const [custom, setCustom] = useState<DayRange>(() => reportPresetRange('30d', today));
  const range = preset === 'custom' ? custom : reportPresetRange(preset, today);
  return { preset, setPreset, custom, setCustom, range, today };
}
export type ReportRange = ReturnType<typeof useReportRange>;

interface FrameProps {
  title: string;
  range: ReportRange;
  /** The longest custom range, in days (the call refuses longer ones). */
  maxDays: number;
  /** More controls beside the range (the grain, the sort). */
  controls?: ReactNode;
  /** The report's CSV and file name, once it is loaded. */
  csv: (() => { content: string; name: string }) | null;
  error: Error | null;
  loading: boolean;
  note?: ReactNode;
  children: ReactNode;
}

/** A report's page: its title and CSV download, the range presets and custom days, then the report. */
export function ReportFrame({ title, range, maxDays, controls, csv, error, loading, note, children }: FrameProps) {
  const phone = useReportPhone();
  return (
    <Stack gap="md" maw="100%">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          disabled={!csv}
          onClick={() => {
            if (!csv) return;
            const file = csv();
            saveFile(file.content, file.name);
          }}
        >
          Download CSV
        </Button>
      </Group>
      <Group gap="sm" wrap="wrap" align="flex-end">
        {phone ? (
          <Select
            label="Period"
            data={PRESET_OPTIONS}
            value={range.preset}
            onChange={(value) => value && range.setPreset(value as ReportPreset | 'custom')}
            allowDeselect={false}
            w={160}
          />
        ) : (
          <SegmentedControl
            aria-label="Period"
            value={range.preset}
            onChange={(value) => range.setPreset(value as ReportPreset | 'custom')}
            data={PRESET_OPTIONS}
          />
        )}
        {range.preset === 'custom' ? (
          <DatePickerInput
            type="range"
            label="Days"
            aria-label="Custom range"
            valueFormat="MMM D, YYYY"
            firstDayOfWeek={1}
            maxDate={range.today}
            defaultValue={[range.custom.from, range.custom.to]}
            allowSingleDateInRange
            onChange={([from, to]) => {
              if (from && to)
                range.setCustom({ from, to: to < addDays(from, maxDays) ? to : addDays(from, maxDays - 1) });
            }}
            miw={240}
          />
        ) : null}
        {controls}
      </Group>
      {error ? (
        <Alert color="red" title="The report could not be loaded">
          {error.message}
        </Alert>
      ) : null}
      {loading ? <Skeleton h={320} /> : children}
      {note ? (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      ) : null}
    </Stack>
  );
}
