import { Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type DayHours, WEEKDAYS } from '@stallfront/shared/appointment-categories';
import type { ResourceValues } from '../../ui/resource-page/types';

/** "Mon–Sat", "Tue, Thu", "Closed every day": the open days, for a row's summary. */
export function weekText(hours: DayHours[]): string {
  const open = WEEKDAYS.filter((_, i) => hours[i]?.open).map((d) => d.slice(0, 3));
  if (open.length === 0) return 'Closed every day';
  const first = WEEKDAYS.findIndex((_, i) => hours[i]?.open);
  const consecutive = open.length > 2 && open.every((_, k) => hours[first + k]?.open);
  return consecutive ? `${open[0]}–${open.at(-1)}` : open.join(', ');
}

/** Seven rows, Monday first: open or closed, and from when to when. */
export function WeekHours({ form }: { form: UseFormReturnType<ResourceValues> }) {
  const hours = (form.getValues().hours ?? []) as DayHours[];
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        Working hours
      </Text>
      {WEEKDAYS.map((day, i) => (
        <Group key={day} gap="xs" align="flex-start" wrap="nowrap">
          <Checkbox label={day} w={120} mt={8} {...form.getInputProps(`hours.${i}.open`, { type: 'checkbox' })} />
          {hours[i]?.open ? (
            <>
              <TextInput
                type="time"
                aria-label={`${day} opens`}
                style={{ flex: 1 }}
                {...form.getInputProps(`hours.${i}.opens`)}
              />
              <TextInput
                type="time"
                aria-label={`${day} closes`}
                style={{ flex: 1 }}
                {...form.getInputProps(`hours.${i}.closes`)}
              />
            </>
          ) : (
            <Text c="dimmed" size="sm" mt={8}>
              Closed
            </Text>
          )}
        </Group>
      ))}
    </Stack>
  );
}
