import '@mantine/dates/styles.css';
import { DatePickerInput } from '@mantine/dates';
import { addDays, DASHBOARD_MAX_DAYS, type DayRange } from '@stallfront/shared/dashboard';

/** A range of days picked on a calendar, up to today and at most a year long. */
export function CustomRange({
  value,
  today,
  onChange,
}: {
  value: DayRange;
  today: string;
  onChange: (range: DayRange) => void;
}) {
  return (
    <DatePickerInput
      type="range"
      label="Days"
      aria-label="Custom range"
      valueFormat="MMM D, YYYY"
      firstDayOfWeek={1}
      maxDate={today}
      minDate={addDays(today, -5 * DASHBOARD_MAX_DAYS)}
      defaultValue={[value.from, value.to]}
      allowSingleDateInRange
      onChange={([from, to]) => {
        if (from && to)
          onChange({ from, to: to < addDays(from, DASHBOARD_MAX_DAYS) ? to : addDays(from, DASHBOARD_MAX_DAYS - 1) });
      }}
      miw={240}
    />
  );
}
