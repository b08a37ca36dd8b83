const formats = new Map<string, Intl.DateTimeFormat>();

/** "09:00": the instant's time of day in the zone, on a 24-hour clock. */
export function timeIn(instant: Date, timeZone: string): string {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formats.set(timeZone, format);
  }
  return format.format(instant);
}

/** "Tue 24 Nov 2026, 09:00": an appointment's time as the customer's mail says it. */
export function spokenTime(instant: Date, timeZone: string): string {
  const date = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(instant);
  return `${date.replaceAll(',', '')}, ${timeIn(instant, timeZone)}`;
}
