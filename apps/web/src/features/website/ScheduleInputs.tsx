import { Group } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { DaySchedule } from '@stallfront/shared/website';
import { PICKER_FORMAT } from '../../ui/dates';
import type { SettingForm } from '../../ui/setting-page';

const SCHEDULE_DAYS = [
  ['starts_on', 'From'],
  ['ends_on', 'Until'],
] as const;

/** A setting's days from and until (the bar's, the pop-up's): empty is open-ended. */
export function ScheduleInputs<Values extends DaySchedule>({ form }: { form: SettingForm<Values> }) {
  return (
    <Group grow align="flex-start">
      {SCHEDULE_DAYS.map(([key, label]) => (
        <DatePickerInput
          key={key}
          label={label}
          clearable
          valueFormat={PICKER_FORMAT}
          firstDayOfWeek={1}
          {...form.getInputProps(key)}
        />
      ))}
    </Group>
  );
}
