import dayjs from 'dayjs';

/** The date-time picker's local text ("2026-12-01 09:00:00") for an ISO moment, and back. */
const PICKER = 'YYYY-MM-DD HH:mm:ss';
export const pickerValueOf = (iso: string | null) => (iso ? dayjs(iso).format(PICKER) : null);
export const isoOfPicked = (picked: string | null) => (picked ? dayjs(picked, PICKER).toISOString() : null);

/** A new coupon starts at the beginning of the current hour, so it works at once. */
export const startOfThisHour = () => dayjs().startOf('hour').toISOString();
