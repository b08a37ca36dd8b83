import { Checkbox, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type DayHours, WEEKDAYS } from '@stallfront/shared/appointment-categories';
import type { ResourceValues } from '../../ui/resource-page/types';

// One column of day names, so the times line up on a phone too.
const ROW = {
  display: 'grid',
  gridTemplateColumns: '4.5rem minmax(0, 1fr) minmax(0, 1fr)',
  gap: 'var(--mantine-spacing-xs)',
} as const;

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
        <div key={day} style={ROW}>
          <Checkbox
            label={day.slice(0, 3)}
            aria-label={day}
            mt={8}
            {...form.getInputProps(`hours.${i}.open`, { type: 'checkbox' })}
          />
          {hours[i]?.open ? (
            <>
              <TextInput type="time" aria-label={`${day} opens`} {...form.getInputProps(`hours.${i}.opens`)} />
              <TextInput type="time" aria-label={`${day} closes`} {...form.getInputProps(`hours.${i}.closes`)} />
            </>
          ) : (
            <Text c="dimmed" size="sm" mt={8} style={{ gridColumn: 'span 2' }}>
              Closed
            </Text>
          )}
        </div>
      ))}
    </Stack>
  );
}
