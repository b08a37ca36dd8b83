/**
 * Every date the console shows, in one format: the console speaks US English, so a day reads
 * "Nov 24, 2026" on every screen (not 24 Nov 2026 beside it, nor 2026-11-24).
 */
const LOCALE = 'en-US';

/** A day as the lists show it: "Nov 24, 2026". */
export const dayOf = (iso: string) => new Date(iso).toLocaleDateString(LOCALE, { dateStyle: 'medium' });

/** A moment as the lists show it: "Nov 24, 2026, 9:30 AM". */
export const momentOf = (iso: string) =>
  new Date(iso).toLocaleString(LOCALE, { dateStyle: 'medium', timeStyle: 'short' });

/** A recent moment, without the year: "Nov 24, 9:30 AM" (chat messages). */
export const recentMomentOf = (iso: string) =>
  new Date(iso).toLocaleString(LOCALE, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/**
 * A calendar day the server sends as YYYY-MM-DD (a quote's last valid day, a store's appointment
 * day): "Nov 24, 2026", read as that day wherever the browser is. With `weekday`: "Tue, Nov 24".
 */
export const calendarDayOf = (day: string, weekday?: 'short' | 'long') =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString(
    LOCALE,
    weekday ? { weekday, month: 'short', day: 'numeric', timeZone: 'UTC' } : { dateStyle: 'medium', timeZone: 'UTC' },
  );

/** The date pickers' format (dayjs), the same as dayOf: "Nov 24, 2026", with the weekday. */
export const PICKER_FORMAT = 'ddd, MMM D, YYYY';
